import { useEffect } from 'react';
import { loadPrivacyText, usePrivacyTextState } from '@/platform/privacy-text';
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

/**
 * The data-protection text, asked for once `wanted`, as a screen's frame reads a load (`data`
 * once it is here; `refetch` asks again after a failure). Held once for the page's life
 * (src/platform/privacy-text.ts).
 */
export function usePrivacyText(wanted = true) {
  const current = usePrivacyTextState();
  useEffect(() => {
    if (wanted) loadPrivacyText(fetchRgpdText);
  }, [wanted]);
  return {
    data: current.html,
    isPending: current.status === 'idle' || current.status === 'loading',
    isError: current.status === 'error',
    error: null,
    refetch: () => loadPrivacyText(fetchRgpdText),
  };
}
