import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

/** GET /siteconfiguration/rgpd: HTML as a raw string, or a JSON-encoded string. */
export async function fetchRgpdText(): Promise<string> {
  const response = await api.get<unknown>('/siteconfiguration/rgpd', {
    responseType: 'text',
    transformResponse: (body: unknown) => body,
  });
  const body = response.data;
  if (typeof body !== 'string') return '';
  const trimmed = body.trim();
  if (trimmed.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === 'string') return parsed;
    } catch {
      return body;
    }
  }
  return body;
}

/** @assumed PUT /siteconfiguration/rgpd — replaces the data-protection text, sent as `text/html`. */
export async function saveRgpdText(html: string): Promise<void> {
  await api.put('/siteconfiguration/rgpd', html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

export const siteConfigurationKeys = { rgpd: ['siteconfiguration', 'rgpd'] as const };

/** The data-protection text as the administration edits it. */
export const rgpdQuery = () =>
  queryOptions({ queryKey: siteConfigurationKeys.rgpd, queryFn: fetchRgpdText });

/** Saves the data-protection text; the cached text becomes the one saved. */
export function useSaveRgpdText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRgpdText,
    onSuccess: (_answer, html) => queryClient.setQueryData(siteConfigurationKeys.rgpd, html),
  });
}
