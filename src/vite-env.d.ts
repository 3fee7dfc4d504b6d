/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_PROTOCOL?: string;
  readonly VITE_API_ADDRESS?: string;
  readonly VITE_API_PORT?: string;
  readonly VITE_PRODUCT?: string;
  readonly VITE_MOCK_API?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_STRIPE_PUBLIC_KEY?: string;
  readonly VITE_CALENDAR_YEAR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
