/**
 * Build-time configuration, read in this one place.
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
  // No address: the app's own origin, where a reverse proxy passes /{product}/v1 to the backend.
  // A build never calls a host nobody configured.
  apiAddress: read('VITE_API_ADDRESS') ?? '',
  apiPort: read('VITE_API_PORT') ?? '8080',
  product: read('VITE_PRODUCT') ?? 'amicale',
  mockApi: import.meta.env.VITE_MOCK_API === 'true',
  recaptchaSiteKey: read('VITE_RECAPTCHA_SITE_KEY') ?? '',
  stripePublicKey: read('VITE_STRIPE_PUBLIC_KEY') ?? '',
  calendarYear: readYear(),
} as const;

/** `{protocol}//{address}:{port}/{product}/v1`, or `{page origin}/{product}/v1` without an address. */
export const apiBaseUrl = env.apiAddress
  ? `${env.apiProtocol}//${env.apiAddress}:${env.apiPort}/${env.product}/v1`
  : `${window.location.origin}/${env.product}/v1`;

/** The app's public address up to (not including) the hash: `{origin}{base}`. */
export function appBaseAddress(): string {
  return `${window.location.origin}${import.meta.env.BASE_URL}`;
}
