import { useQuery } from '@tanstack/react-query';
import { ListGroup } from 'react-bootstrap';
import { documentsQuery, fetchDocumentFile } from '@/api/documents';
import type { DocumentFile } from '@/api/types';
import { Screen } from '@/components/screen';
import { PendingButton } from '@/components/pending-button';
import { downloadName } from '@/lib/documents';
import { saveFile } from '@/components/download';
import { formatDate } from '@/lib/format';
import { usePending } from '@/components/use-pending';
import { DOCUMENT_DOWNLOAD_FAILED } from './documents-messages';
import '@/styles/list-group.scss';
import { documentsWords } from '@/components/list-words';
import { toastFailure } from '@/components/toast-failure';

function DocumentRow({ document }: { document: DocumentFile }) {
  const [pending, run] = usePending();
  const download = () =>
    run(async () => {
      try {
        const file = await fetchDocumentFile(document.id);
        // A renamed document keeps its type's extension: the phone knows how to open it.
        saveFile(file, downloadName(document.name, document.contentType || file.type));
      } catch {
        toastFailure(DOCUMENT_DOWNLOAD_FAILED);
      }
    });
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap align-items-center gap-2 py-3">
      <div className="me-auto text-break">
        <div className="fw-semibold">{document.name}</div>
        <div className="small text-body-secondary">{formatDate(document.date)}</div>
      </div>
      <PendingButton
        type="button"
        variant="outline-primary"
        pending={pending}
        onClick={() => void download()}
        aria-label={`Télécharger ${document.name}`}
      >
        Télécharger
      </PendingButton>
    </ListGroup.Item>
  );
}

/** `Documents`: the association's documents, newest first, each downloadable. */
export function DocumentsScreen() {
  const documents = useQuery(documentsQuery());
  return (
    <Screen title="Documents" width="medium" load={documents} {...documentsWords}>
      {(list) => (
        <ListGroup as="ul" aria-label="Documents">
          {[...list]
            .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
            .map((document) => (
              <DocumentRow key={document.id} document={document} />
            ))}
        </ListGroup>
      )}
    </Screen>
  );
}
