/**
 * Build-time configuration (CONTRACT §1), read in this one place.
 */
function read(name: keyof ImportMetaEnv): string | undefined {
  const value = import.meta.env[name] as string | boolean | undefined;
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function readYear(): number {
  const raw = read('VITE_CALENDAR_YEAR');
  const year = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(year) ? year : new Date().getFullYear();
}

export const env = {
  apiProtocol: read('VITE_API_PROTOCOL') ?? 'https:',
  apiAddress: read('VITE_API_ADDRESS') ?? '192.168.1.20',
  apiPort: read('VITE_API_PORT') ?? '8080',
  product: read('VITE_PRODUCT') ?? 'amicale',
  mockApi: import.meta.env.VITE_MOCK_API === 'true',
  recaptchaSiteKey: read('VITE_RECAPTCHA_SITE_KEY') ?? '',
  stripePublicKey: read('VITE_STRIPE_PUBLIC_KEY') ?? '',
  calendarYear: readYear(),
} as const;

/** `{protocol}//{address}:{port}/{product}/v1` */
export const apiBaseUrl = `${env.apiProtocol}//${env.apiAddress}:${env.apiPort}/${env.product}/v1`;

/** The app's public address up to (not including) the hash: `{origin}{base}`. */
export function appBaseAddress(): string {
  return `${window.location.origin}${import.meta.env.BASE_URL}`;
}
