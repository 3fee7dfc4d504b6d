/** The app's address as the real backend knows it from its configuration. */
export function appLink(hashRoute: string): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return `${origin}${import.meta.env.BASE_URL}#${hashRoute}`;
}
