import type { ReactNode } from 'react';
import { toast } from 'react-toastify';

/**
 * A failure said in a toast: an alert, which a screen reader says at once, where a toast is
 * otherwise a status said once it is done speaking (docs/accessibility.md#audit-rgaa-412, 7.5).
 * The app's only way to toast an error (the lint refuses `toast.error` elsewhere).
 */
export function toastFailure(message: ReactNode): void {
  // eslint-disable-next-line no-restricted-properties -- the one place a toast's error is written
  toast.error(message, { role: 'alert' });
}
