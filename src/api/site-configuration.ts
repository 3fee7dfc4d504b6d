import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import { keepPrivacyText, readPrivacyTextAgain } from '@/platform/privacy-text';
import { fetchRgpdText } from './privacy-text';

/**
 * @assumed PUT /siteconfiguration/rgpd — replaces the data-protection text, sent as `text/html`.
 * Every 2xx is the text saved, whatever its body: nothing, JSON, or the stored text as `text/html`
 * (read as text, so that HTML is not taken for a proxy's page).
 */
export async function saveRgpdText(html: string): Promise<void> {
  await api.put('/siteconfiguration/rgpd', html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    responseType: 'text',
    transformResponse: (body: unknown) => body,
  });
}

/**
 * Saves the data-protection text: every screen shows the text saved at once, then the text as
 * the backend stored it, read again (it may have cleaned it).
 */
export function useSaveRgpdText() {
  return useMutation({
    mutationFn: saveRgpdText,
    onSuccess: (_answer, html) => {
      keepPrivacyText(html);
      readPrivacyTextAgain(fetchRgpdText);
    },
  });
}
