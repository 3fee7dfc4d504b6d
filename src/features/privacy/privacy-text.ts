import { fetchRgpdText } from '@/api/site-configuration';
import { logFailure } from '@/lib/log';
import { useLoad } from '@/lib/use-load';

/** The server's text once it has arrived: fetched once per page life. */
let loadedHtml: string | null = null;
let pending: Promise<string | null> | null = null;

/** Loads the data-protection text; a failure is only logged and retried next time. */
function loadPrivacyHtml(): Promise<string | null> {
  if (loadedHtml !== null) return Promise.resolve(loadedHtml);
  pending ??= fetchRgpdText()
    .then(
      (text) => (loadedHtml = text),
      (error: unknown) => {
        logFailure('Texte de protection des données non chargé', error);
        return null;
      },
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** A new page's life: tests start each as one (tests/setup.ts). */
export function forgetPrivacyText(): void {
  loadedHtml = null;
  pending = null;
}

/** The server's data-protection HTML, or '' until it is loaded (or if it cannot be). */
export function usePrivacyHtml(enabled: boolean): string {
  const text = useLoad(
    () => (enabled ? loadPrivacyHtml() : Promise.resolve(loadedHtml)),
    [enabled],
  );
  return text.data ?? loadedHtml ?? '';
}

/** The text an administrator just saved: the footer's modal shows it from now on. */
export function rememberPrivacyText(html: string): void {
  loadedHtml = html;
  pending = null;
}
