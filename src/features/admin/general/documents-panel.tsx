import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button, Card, Form, ListGroup } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { documentKeys, documentsQuery } from '@/api/documents';
import { deleteDocument, renameDocument, uploadDocument } from '@/api/library-admin';
import type { DocumentFile } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRemoval } from '@/components/use-removal';
import { TextInput } from '@/components/form/inputs';
import { LoadedContent } from '@/components/screen';
import { SubmitButton } from '@/components/submit-button';
import { formatDate } from '@/lib/format';
import { usePending } from '@/lib/use-pending';
import {
  DOCUMENTS_LOAD_FAILED,
  DOCUMENT_DELETE_FAILED,
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_NAME_REQUIRED,
  DOCUMENT_RENAME_FAILED,
  DOCUMENT_SAVE_FAILED,
  DOCUMENT_TOO_HEAVY,
  documentAdded,
  documentDeleted,
  documentRenamed,
} from './library-messages';
import { DOCUMENT_ACCEPT, DOCUMENT_TYPE_REFUSED, isAllowedDocument } from '@/lib/documents';
import { MAX_DOCUMENT_BYTES } from './library-rules';
import '@/styles/list-group.scss';

/** The key the members' `Documents` reads: what changes here shows there at once. */

/**
 * `Documents` of `Générale`: the documents the members' area lists, newest
 * first; a file and its `Nom` to publish one; `Renommer`; `Supprimer`, confirmed.
 */
export function DocumentsPanel() {
  const queryClient = useQueryClient();
  const documents = useQuery(documentsQuery());
  const [renaming, setRenaming] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.all });

  const removal = useRemoval({
    remove: (item: DocumentFile) => deleteDocument(item.id),
    done: (item) => documentDeleted(item.name),
    failed: DOCUMENT_DELETE_FAILED,
    after: () => refresh(),
  });

  return (
    <section aria-labelledby="documents-title" className="mt-5">
      <h2 id="documents-title" className="h5">
        Documents
      </h2>
      <AddDocumentForm onAdded={refresh} />
      <LoadedContent
        load={documents}
        loading="Chargement des documents…"
        error={DOCUMENTS_LOAD_FAILED}
        empty={{ when: (list) => list.length === 0, message: 'Aucun document pour le moment.' }}
      >
        {(list) => (
          <ListGroup as="ul" aria-label="Documents publiés">
            {[...list]
              .sort((a, b) => b.date.localeCompare(a.date))
              .map((document) => (
                <ListGroup.Item as="li" key={document.id} className="py-3">
                  {renaming === document.id ? (
                    <RenameForm
                      document={document}
                      onDone={async () => {
                        setRenaming(null);
                        await refresh();
                      }}
                      onCancel={() => setRenaming(null)}
                    />
                  ) : (
                    <div className="d-flex flex-wrap align-items-center gap-2">
                      <div className="me-auto text-break">
                        <div className="fw-semibold">{document.name}</div>
                        <div className="small text-body-secondary">{formatDate(document.date)}</div>
                      </div>
                      <Button
                        size="sm"
                        variant="outline-primary"
                        aria-label={`Renommer ${document.name}`}
                        onClick={() => setRenaming(document.id)}
                      >
                        Renommer
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={`Supprimer ${document.name}`}
                        onClick={() => removal.ask(document)}
                      >
                        Supprimer
                      </Button>
                    </div>
                  )}
                </ListGroup.Item>
              ))}
          </ListGroup>
        )}
      </LoadedContent>
      <ConfirmDialog title="Supprimer ce document ?" {...removal.dialog}>
        « {removal.target?.name} » ne sera plus proposé aux membres. Cette action est définitive.
      </ConfirmDialog>
    </section>
  );
}

function AddDocumentForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [pending, run] = usePending();
  const fileError = !attempted
    ? undefined
    : !file
      ? DOCUMENT_FILE_REQUIRED
      : !isAllowedDocument(file)
        ? DOCUMENT_TYPE_REFUSED
        : file.size > MAX_DOCUMENT_BYTES
          ? DOCUMENT_TOO_HEAVY
          : undefined;
  const nameError = attempted && !name.trim() ? DOCUMENT_NAME_REQUIRED : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!file || !isAllowedDocument(file) || file.size > MAX_DOCUMENT_BYTES || !name.trim()) {
      return;
    }
    const chosen = file;
    const title = name.trim();
    void run(async () => {
      try {
        await uploadDocument(chosen, title);
        toast.success(documentAdded(title));
        setFile(null);
        setName('');
        setAttempted(false);
        if (input.current) input.current.value = '';
        await onAdded();
      } catch {
        toast.error(DOCUMENT_SAVE_FAILED);
      }
    });
  };

  return (
    <Card className="mb-3">
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="document-form-title">
          <h3 id="document-form-title" className="h6">
            Publier un document
          </h3>
          <Form.Group controlId={fileId} className="mb-3">
            <Form.Label>Fichier</Form.Label>
            <Form.Control
              ref={input}
              type="file"
              accept={DOCUMENT_ACCEPT}
              isInvalid={Boolean(fileError)}
              aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
              onChange={(event) => {
                const chosen = (event.target as HTMLInputElement).files?.[0] ?? null;
                setFile(chosen);
                // The file's name is a first proposal of the document's name.
                if (chosen && !name.trim()) setName(chosen.name);
              }}
            />
            {fileError ? (
              <div className="invalid-feedback d-block" id={`${fileId}-error`}>
                {fileError}
              </div>
            ) : (
              <Form.Text id={`${fileId}-hint`}>
                PDF, Word, Excel, PowerPoint, OpenDocument, texte, CSV, JPEG, PNG ou WebP ; 10 Mo au
                plus.
              </Form.Text>
            )}
          </Form.Group>
          <TextInput
            label="Nom"
            required
            value={name}
            error={nameError}
            hint="Le nom que les membres verront."
            onChange={(event) => setName(event.target.value)}
          />
          <SubmitButton pending={pending}>Ajouter le document</SubmitButton>
        </form>
      </Card.Body>
    </Card>
  );
}

function RenameForm({
  document,
  onDone,
  onCancel,
}: {
  document: DocumentFile;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(document.name);
  const [attempted, setAttempted] = useState(false);
  const [pending, run] = usePending();
  const error = attempted && !name.trim() ? DOCUMENT_NAME_REQUIRED : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!name.trim()) return;
    const title = name.trim();
    void run(async () => {
      try {
        await renameDocument(document.id, title);
        toast.success(documentRenamed(title));
        await onDone();
      } catch {
        toast.error(DOCUMENT_RENAME_FAILED);
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Renommer ${document.name}`}>
      <TextInput
        label="Nouveau nom"
        required
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="d-flex gap-2">
        <SubmitButton pending={pending}>Enregistrer le nom</SubmitButton>
        <Button variant="outline-secondary" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
