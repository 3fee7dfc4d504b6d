import { type ReactNode, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { saveFile } from '@/components/download';
import { logFailure } from '@/platform/log';
import {
  type NoPaper,
  PAPER_FAILED,
  PDF_TOOL_FAILED,
  type Paper,
  ToolNotLoaded,
} from '@/components/paper/load-papers';
import { PendingButton } from './pending-button';

/**
 * A button that makes a paper and hands it to the browser as a download. It waits while the
 * PDF maker arrives; a failure says so in French, with `Réessayer`; a paper that cannot exist
 * says why.
 */
export function PaperButton({
  children,
  make,
  what,
  variant = 'outline-primary',
}: {
  children: ReactNode;
  make: () => Promise<Paper | NoPaper>;
  /** What is made, for the log: `Reçu du calendrier`. */
  what: string;
  variant?: string;
}) {
  const [pending, setPending] = useState(false);
  const [said, setSaid] = useState<{ text: string; retry: boolean } | null>(null);

  const run = async () => {
    if (pending) return;
    setPending(true);
    setSaid(null);
    try {
      const paper = await make();
      if ('reason' in paper) setSaid({ text: paper.reason, retry: false });
      else saveFile(paper.blob, paper.fileName);
    } catch (error) {
      logFailure(what, error);
      setSaid({
        text: error instanceof ToolNotLoaded ? PDF_TOOL_FAILED : PAPER_FAILED,
        retry: true,
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PendingButton type="button" variant={variant} pending={pending} onClick={() => void run()}>
        {children}
      </PendingButton>
      {said && (
        <Alert
          variant={said.retry ? 'danger' : 'info'}
          className="w-100 mt-3 mb-0 text-start d-print-none"
          role={said.retry ? 'alert' : 'status'}
        >
          <p className={said.retry ? 'mb-2' : 'mb-0'}>{said.text}</p>
          {said.retry && (
            <Button variant="outline-danger" size="sm" onClick={() => void run()}>
              Réessayer
            </Button>
          )}
        </Alert>
      )}
    </>
  );
}
