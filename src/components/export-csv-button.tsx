import { ActionButton } from './action-button';
import { downloadCsv } from './download';

/** Said when the rows to export could not be read (a list read afresh for its export). */
export const EXPORT_FAILED = "L'export n'a pas pu être préparé. Réessayez.";

/**
 * `Exporter en CSV` of a list: the one export of every list screen. `csv` makes the file's text
 * (from the rows shown, or from every page read afresh); the button is held while it runs, and a
 * failure is logged as `what` and said in French. An empty list has nothing to export.
 */
export function ExportCsvButton({
  fileName,
  csv,
  what,
  empty = false,
}: {
  fileName: string;
  csv: () => string | Promise<string>;
  what: string;
  empty?: boolean;
}) {
  return (
    <ActionButton
      what={what}
      failure={EXPORT_FAILED}
      disabled={empty}
      onAction={async () => downloadCsv(fileName, await csv())}
    >
      Exporter en CSV
    </ActionButton>
  );
}
