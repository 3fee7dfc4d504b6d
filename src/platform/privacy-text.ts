import { useSyncExternalStore } from 'react';
import { logFailure } from './log';

/**
 * The data-protection text, held once for the page's life (docs/architecture.md#module-caches):
 * the footer of every screen, public or not, shows it, and public screens do not carry TanStack
 * Query. The administration reads and saves the same copy (`useSaveRgpdText` keeps what it saved).
 * The call that reads it is the API's (`fetchRgpdText`, src/api/privacy-text.ts), handed in.
 */
export type PrivacyText =
  { status: 'idle' | 'loading' | 'error'; html?: undefined } | { status: 'ready'; html: string };

type ReadText = () => Promise<string>;

let text: PrivacyText = { status: 'idle' };
/** Which page's life a late answer belongs to: one that ended keeps no answer of its own. */
let life = 0;
const listeners = new Set<() => void>();

function become(next: PrivacyText): void {
  text = next;
  for (const listener of listeners) listener();
}

/** Asks for the text unless it is here or coming; a failure is logged and asked again next time. */
export function loadPrivacyText(read: ReadText): void {
  if (text.status === 'loading' || text.status === 'ready') return;
  become({ status: 'loading' });
  read().then(
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
export function readPrivacyTextAgain(read: ReadText): void {
  const asked = life;
  read().then(
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

/** The text as it stands, redrawn when it changes. */
export function usePrivacyTextState(): PrivacyText {
  return useSyncExternalStore(subscribe, () => text);
}
