/** `12,50` or `12.5` → 12.5; anything else (or below 0) → null. */
export function parsePrice(text: string): number | null {
  const normalized = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Number(normalized);
}
