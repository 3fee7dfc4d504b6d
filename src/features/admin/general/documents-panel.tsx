import { useQuery } from '@tanstack/react-query';
import { type RefObject, useId, useRef } from 'react';
import { Form, ListGroup } from 'react-bootstrap';
import { useController, useForm, useFormContext } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  documentsQuery,
  useUploadDocument,
  useRenameDocument,
  useDeleteDocument,
} from '@/api/documents';
import type { DocumentFile } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EditorCard } from '@/components/editor/editor-card';
import { EditorForm } from '@/components/editor/editor-form';
import { RowActions } from '@/components/editor/row-actions';
import { type EditorProps, useEditableList } from '@/components/editor/use-editable-list';
import { notBlank } from '@/components/editor/rules';
import { TextField } from '@/components/form/fields';
import { LoadedContent } from '@/components/screen';
import { formatDate } from '@/lib/format';
import {
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
import { documentsWords } from '@/components/list-words';

/**
 * `Documents` of `Générale`: the documents the members' area lists, newest
 * first; a file and its `Nom` to publish one; `Renommer`; `Supprimer`, confirmed.
 */
export function DocumentsPanel() {
  const documents = useQuery(documentsQuery());
  const editable = useEditableList<DocumentFile>(useDeleteDocument(), {
    done: (item) => documentDeleted(item.name),
    failed: DOCUMENT_DELETE_FAILED,
  });
  const { editor: renaming, removal } = editable;

  return (
    <section aria-labelledby="documents-title" className="mt-5">
      <h2 id="documents-title" className="h5">
        Documents
      </h2>
      <AddDocumentForm />
      <LoadedContent load={documents} {...documentsWords}>
        {(list) => (
          <ListGroup as="ul" aria-label="Documents publiés">
            {[...list]
              .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
              .map((document) => (
                <ListGroup.Item as="li" key={document.id} className="py-3">
                  {renaming && renaming.item?.id === document.id ? (
                    <RenameForm {...renaming} item={document} />
                  ) : (
                    <div className="d-flex flex-wrap align-items-center gap-2">
                      <div className="me-auto text-break">
                        <div className="fw-semibold">{document.name}</div>
                        <div className="small text-body-secondary">{formatDate(document.date)}</div>
                      </div>
                      <RowActions
                        name={document.name}
                        wrap={false}
                        editLabel="Renommer"
                        {...editable.rowActions(document)}
                      />
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

interface DocumentValues {
  file: File | null;
  name: string;
}

/** Why a chosen file cannot be published, or null. */
const fileProblem = (file: File | null) =>
  !file
    ? DOCUMENT_FILE_REQUIRED
    : !isAllowedDocument(file)
      ? DOCUMENT_TYPE_REFUSED
      : file.size > MAX_DOCUMENT_BYTES
        ? DOCUMENT_TOO_HEAVY
        : null;

function AddDocumentForm() {
  const form = useForm<DocumentValues>({ defaultValues: { file: null, name: '' } });
  const uploadDocument = useUploadDocument();
  // The file input is not controlled: it is emptied by hand once the document is published.
  const input = useRef<HTMLInputElement>(null);

  const save = async ({ file, name }: DocumentValues) => {
    if (!file) return;
    const title = name.trim();
    await uploadDocument.mutateAsync({ file, name: title });
    toast.success(documentAdded(title));
    form.reset();
    if (input.current) input.current.value = '';
  };

  return (
    <EditorCard
      form={form}
      level={3}
      className="mb-3"
      title="Publier un document"
      submitLabel="Ajouter le document"
      onSave={save}
      failed={DOCUMENT_SAVE_FAILED}
    >
      <DocumentFileField input={input} />
      <TextField<DocumentValues>
        name="name"
        label="Nom"
        required
        hint="Le nom que les membres verront."
        rules={notBlank(DOCUMENT_NAME_REQUIRED)}
      />
    </EditorCard>
  );
}

/** `Fichier`: the document to publish; its name is a first proposal of the document's name. */
function DocumentFileField({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const fileId = useId();
  const { control, getValues, setValue } = useFormContext<DocumentValues>();
  const { field, fieldState, formState } = useController({
    name: 'file',
    control,
    rules: { validate: (file) => fileProblem(file) ?? true },
  });
  const fileError = formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <Form.Group controlId={fileId} className="mb-3">
      <Form.Label>Fichier</Form.Label>
      <Form.Control
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        isInvalid={Boolean(fileError)}
        aria-invalid={fileError ? true : undefined}
        aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
        onChange={(event) => {
          const chosen = (event.target as HTMLInputElement).files?.[0] ?? null;
          field.onChange(chosen);
          if (chosen && !getValues('name').trim()) {
            setValue('name', chosen.name, { shouldValidate: formState.isSubmitted });
          }
        }}
      />
      {fileError ? (
        <div className="invalid-feedback d-block" id={`${fileId}-error`}>
          {fileError}
        </div>
      ) : (
        <Form.Text id={`${fileId}-hint`}>
          PDF, Word, Excel, PowerPoint, OpenDocument, texte, CSV, JPEG, PNG ou WebP ; 10 Mo au plus.
        </Form.Text>
      )}
    </Form.Group>
  );
}

function RenameForm({
  item: document,
  onDone,
  onCancel,
}: EditorProps<DocumentFile> & { item: DocumentFile }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: document.name } });
  const renameDocument = useRenameDocument();

  const save = async ({ name }: { name: string }) => {
    const title = name.trim();
    await renameDocument.mutateAsync({ id: document.id, name: title });
    toast.success(documentRenamed(title));
    await onDone();
  };

  return (
    <EditorForm
      form={form}
      aria-label={`Renommer ${document.name}`}
      submitLabel="Enregistrer le nom"
      onSave={save}
      failed={DOCUMENT_RENAME_FAILED}
      onCancel={onCancel}
    >
      <TextField<{ name: string }>
        name="name"
        label="Nouveau nom"
        required
        rules={notBlank(DOCUMENT_NAME_REQUIRED)}
      />
    </EditorForm>
  );
}
