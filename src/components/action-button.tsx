import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { toast } from 'react-toastify';
import type { ReadOptions } from '@/api/list';
import type { RecordNoun } from '@/lib/skipped';
import { logFailure } from '@/platform/log';
import { usePending } from '@/components/use-pending';
import { PendingButton } from './pending-button';
import { ReadProgressBar } from './read-progress';
import { toastFailure } from './toast-failure';
import { useActionRead } from './use-read-progress';

/** What an action reads every page of: the noun its progress counts, what a stop says. */
export interface ActionReads {
  records: RecordNoun;
  /** Said once `Annuler` stopped it: `Export annulé : aucun fichier n'a été créé.` */
  cancelled: string;
}

/**
 * A button for a one-shot action that writes no cache (an export, a copy, a download): held from
 * the click until the action ends (a double click runs it once), a failure logged as `what` and
 * said in French with `failure`, then the button given back. An action that `reads` every page
 * of a list takes the read's options (its progress, its signal): once it takes more than a
 * moment, its progress shows beside the button, named by `what`, with `Annuler`, which stops the
 * read, gives the button back and says `reads.cancelled` (docs/rules.md#long-reads).
 */
export function ActionButton({
  children,
  onAction,
  what,
  failure,
  pendingLabel,
  disabled,
  reads,
}: {
  children: ReactNode;
  onAction: (read: ReadOptions) => Promise<void>;
  what: string;
  failure: string;
  pendingLabel?: string;
  /** Nothing to act on yet (an empty list to export). */
  disabled?: boolean;
  reads?: ActionReads;
}) {
  const [pending, run] = usePending();
  const read = useActionRead();
  const button = useRef<HTMLButtonElement>(null);
  // After `Annuler`, focus goes back to the button it gives back (the stop button is gone).
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current && !pending) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [pending]);
  const act = () =>
    run(async () => {
      const options = read.begin();
      try {
        await onAction(reads ? options : {});
      } catch (error) {
        if (options.signal.aborted) {
          if (reads) toast.info(reads.cancelled);
          return;
        }
        logFailure(what, error);
        toastFailure(failure);
      } finally {
        read.end();
      }
    });
  return (
    <>
      <PendingButton
        ref={button}
        type="button"
        variant="outline-primary"
        pending={pending}
        pendingLabel={pendingLabel}
        disabled={disabled}
        onClick={() => void act()}
      >
        {children}
      </PendingButton>
      {reads && pending && read.late && (
        <div className="d-flex flex-wrap align-items-end gap-2 flex-grow-1">
          {read.progress && (
            <ReadProgressBar label={what} progress={read.progress} records={reads.records} />
          )}
          <Button
            variant="outline-secondary"
            onClick={() => {
              refocus.current = true;
              read.cancel();
            }}
          >
            Annuler
          </Button>
        </div>
      )}
    </>
  );
}
