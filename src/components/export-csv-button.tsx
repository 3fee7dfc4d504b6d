import { toast } from 'react-toastify';
import type { ReadOptions } from '@/api/list';
import { type RecordNoun, cutSentence, uncounted } from '@/lib/skipped';
import { ActionButton } from './action-button';
import { downloadCsv } from './download';

/**
 * An export's text, and how many records of its list the app could not read: they are not in it,
 * and the export says so (docs/rules.md#reading-a-real-backend).
 */
export interface CsvExport {
  text: string;
  skipped: number;
  records: RecordNoun;
  /** Where the list read for it was cut (0: read whole). */
  cutAt?: number;
}

/** Said when the rows to export could not be read (a list read afresh for its export). */
export const EXPORT_FAILED = "L'export n'a pas pu être préparé. Réessayez.";

/** Said when `Annuler` stopped an export's read. */
export const EXPORT_CANCELLED = "Export annulé : aucun fichier n'a été créé.";

/**
 * `Exporter en CSV` of a list: the one export of every list screen. `csv` makes the file's text
 * (from the rows shown, or from every page read afresh); the button is held while it runs, and a
 * failure is logged as `what` and said in French. An empty list has nothing to export. An
 * export that leaves out records the app could not read says how many once it is made. An export
 * that `reads` every page of a list afresh passes the read's options on (its progress, its
 * signal): its progress shows, with `Annuler` (docs/rules.md#long-reads).
 */
export function ExportCsvButton({
  fileName,
  csv,
  what,
  empty = false,
  reads,
  about,
}: {
  fileName: string;
  csv: (read: ReadOptions) => string | CsvExport | Promise<string | CsvExport>;
  what: string;
  empty?: boolean;
  /** The records of the list read afresh for the export. */
  reads?: RecordNoun;
  /**
   * What is exported, where a screen has several exports: said after the button's words to
   * assistive technologies (`Exporter en CSV : Par souche`), so that each button is told apart.
   */
  about?: string;
}) {
  return (
    <ActionButton
      what={what}
      failure={EXPORT_FAILED}
      disabled={empty}
      reads={reads && { records: reads, cancelled: EXPORT_CANCELLED }}
      onAction={async (read) => {
        const file = await csv(read);
        if (typeof file === 'string') return downloadCsv(fileName, file);
        downloadCsv(fileName, file.text);
        if (file.skipped > 0) toast.warning(`Export : ${uncounted(file.skipped, file.records)}.`);
        if (file.cutAt) toast.warning(`Export : ${cutSentence(file.cutAt, file.records)}.`);
      }}
    >
      Exporter en CSV
      {about && (
        <>
          {' '}
          <span className="visually-hidden">: {about}</span>
        </>
      )}
    </ActionButton>
  );
}
