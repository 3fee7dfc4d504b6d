import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import { keepPrivacyText } from './privacy-text';

/** @assumed PUT /siteconfiguration/rgpd — replaces the data-protection text, sent as `text/html`. */
export async function saveRgpdText(html: string): Promise<void> {
  await api.put('/siteconfiguration/rgpd', html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/** Saves the data-protection text; every screen shows the saved text from now on. */
export function useSaveRgpdText() {
  return useMutation({
    mutationFn: saveRgpdText,
    onSuccess: (_answer, html) => keepPrivacyText(html),
  });
}
