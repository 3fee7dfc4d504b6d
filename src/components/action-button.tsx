import type { ReactNode } from 'react';
import { logFailure } from '@/platform/log';
import { usePending } from '@/components/use-pending';
import { PendingButton } from './pending-button';
import { toastFailure } from './toast-failure';

/**
 * A button for a one-shot action that writes no cache (an export, a copy, a download): held from
 * the click until the action ends (a double click runs it once), a failure logged as `what` and
 * said in French with `failure`, then the button given back.
 */
export function ActionButton({
  children,
  onAction,
  what,
  failure,
  pendingLabel,
  disabled,
}: {
  children: ReactNode;
  onAction: () => Promise<void>;
  what: string;
  failure: string;
  pendingLabel?: string;
  /** Nothing to act on yet (an empty list to export). */
  disabled?: boolean;
}) {
  const [pending, run] = usePending();
  const act = () =>
    run(async () => {
      try {
        await onAction();
      } catch (error) {
        logFailure(what, error);
        toastFailure(failure);
      }
    });
  return (
    <PendingButton
      type="button"
      variant="outline-primary"
      pending={pending}
      pendingLabel={pendingLabel}
      disabled={disabled}
      onClick={() => void act()}
    >
      {children}
    </PendingButton>
  );
}
