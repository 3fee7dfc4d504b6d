/** The largest document the backend takes: 10 Mo. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** An address a partner's card may link to: `https://` with a host, nothing else. */
export function isHttpsUrl(text: string): boolean {
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'https:' && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}
