import { useEffect, useSyncExternalStore } from 'react';
import { api } from './client';
import { logFailure } from './log';

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
 * The data-protection text, held once for the page's life (docs/architecture.md#module-caches):
 * the footer of every screen, public or not, shows it, and public screens do not carry TanStack
 * Query. The administration reads and saves the same copy (`useSaveRgpdText` keeps what it saved).
 */
export type PrivacyText =
  { status: 'idle' | 'loading' | 'error'; html?: undefined } | { status: 'ready'; html: string };

let text: PrivacyText = { status: 'idle' };
/** Which page's life a late answer belongs to: one that ended keeps no answer of its own. */
let life = 0;
const listeners = new Set<() => void>();

function become(next: PrivacyText): void {
  text = next;
  for (const listener of listeners) listener();
}

/** Asks for the text unless it is here or coming; a failure is logged and asked again next time. */
function loadPrivacyText(): void {
  if (text.status === 'loading' || text.status === 'ready') return;
  become({ status: 'loading' });
  fetchRgpdText().then(
    (html) => become({ status: 'ready', html }),
    (error: unknown) => {
      logFailure('Texte de protection des données non chargé', error);
      become({ status: 'error' });
    },
  );
}

/**
 * The text as the backend keeps it, read again behind what is shown (after a save): what is shown
 * stays until it comes, and stays if it does not (logged).
 */
export function readPrivacyTextAgain(): void {
  const asked = life;
  fetchRgpdText().then(
    (html) => asked === life && become({ status: 'ready', html }),
    (error: unknown) => logFailure('Texte de protection des données non relu', error),
  );
}

/** The text an administrator has just saved: every screen shows it from now on. */
export function keepPrivacyText(html: string): void {
  become({ status: 'ready', html });
}

/** A new page's life: tests start each as one (tests/setup.ts). */
export function forgetPrivacyText(): void {
  life += 1;
  become({ status: 'idle' });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The data-protection text, asked for once `wanted`, as a screen's frame reads a load (`data`
 * once it is here; `refetch` asks again after a failure).
 */
export function usePrivacyText(wanted = true) {
  const current = useSyncExternalStore(subscribe, () => text);
  useEffect(() => {
    if (wanted) loadPrivacyText();
  }, [wanted]);
  return {
    data: current.html,
    isPending: current.status === 'idle' || current.status === 'loading',
    isError: current.status === 'error',
    error: null,
    refetch: loadPrivacyText,
  };
}
