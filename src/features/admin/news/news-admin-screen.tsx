import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge, Button, Card, Form } from 'react-bootstrap';
import { toast } from 'react-toastify';
import {
  type NewsDraft,
  allNewsQuery,
  createNews,
  deleteNews,
  newsKeys,
  updateNews,
} from '@/api/news';
import type { Commission, News } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRemoval } from '@/components/use-removal';
import { SelectInput, TextInput } from '@/components/form/inputs';
import { RichTextField } from '@/components/rich-text-field';
import { Screen } from '@/components/screen';
import { ServerHtml } from '@/components/server-html';
import { SubmitButton } from '@/components/submit-button';
import { formatDate } from '@/lib/format';
import { administeredCommissions, canManageGeneral, canWriteNews } from '@/lib/permissions';
import { usePending } from '@/lib/use-pending';
import { useCommissionList } from '@/api/commissions';
import { useSession } from '@/stores/session';
import {
  NEWS_DELETE_FAILED,
  NEWS_LOAD_FAILED,
  NEWS_SAVE_FAILED,
  TEXT_REQUIRED,
  TITLE_REQUIRED,
  newsDeleted,
  newsPublished,
  newsSaved,
} from './news-admin-messages';

/** `null`: nothing open; `'new'`: a new item; else the item being edited. */
type Editing = null | 'new' | News;

/**
 * `Informations`: the news, newest first; `Nouvelle information`, `Modifier`
 * and `Supprimer` (confirmed) on the items the viewer may write; the text in a rich-text
 * field with a preview as members see it.
 */
export function NewsAdminScreen() {
  const viewer = useSession();
  const queryClient = useQueryClient();
  const news = useQuery(allNewsQuery());
  const commissions = useCommissionList().list;
  const [editing, setEditing] = useState<Editing>(null);

  /** Members see the change at once: the lists and the cached items are read again. */
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: newsKeys.all });
  };

  const removal = useRemoval({
    remove: (item: News) => deleteNews(item.id),
    done: (item) => newsDeleted(item.title ?? ''),
    failed: NEWS_DELETE_FAILED,
    after: () => refresh(),
  });

  const nameOf = (technicalName: string | null | undefined) =>
    commissions.find((commission) => commission.technicalName === technicalName)?.name ??
    technicalName;

  return (
    <Screen
      title="Informations"
      actions={
        editing === null && <Button onClick={() => setEditing('new')}>Nouvelle information</Button>
      }
      load={news}
      loading="Chargement des informations…"
      error={NEWS_LOAD_FAILED}
    >
      {(items) => (
        <>
          {editing !== null && (
            <NewsEditor
              key={editing === 'new' ? 'new' : editing.id}
              item={editing === 'new' ? null : editing}
              commissions={administeredCommissions(viewer, commissions)}
              general={canManageGeneral(viewer)}
              onDone={async () => {
                setEditing(null);
                await refresh();
              }}
              onCancel={() => setEditing(null)}
            />
          )}
          {items.length === 0 ? (
            <p className="text-body-secondary">Aucune information pour le moment.</p>
          ) : (
            <ul className="list-unstyled" aria-label="Informations publiées">
              {items.map((item) => (
                <li key={item.id}>
                  <Card className="mb-3">
                    <Card.Body>
                      <div className="d-flex flex-wrap align-items-start gap-2">
                        <div className="me-auto">
                          <h2 className="h6 mb-1">{item.title}</h2>
                          <p className="small text-body-secondary mb-0">
                            {formatDate(item.date)}{' '}
                            <Badge bg="light" text="dark" className="border">
                              {item.commission ? nameOf(item.commission) : 'Toute l’amicale'}
                            </Badge>
                          </p>
                        </div>
                        {canWriteNews(viewer, item.commission) && (
                          <div className="d-flex gap-2">
                            <Button
                              size="sm"
                              variant="outline-primary"
                              aria-label={`Modifier ${item.title ?? ''}`}
                              onClick={() => setEditing(item)}
                            >
                              Modifier
                            </Button>
                            <Button
                              size="sm"
                              variant="outline-danger"
                              aria-label={`Supprimer ${item.title ?? ''}`}
                              onClick={() => removal.ask(item)}
                            >
                              Supprimer
                            </Button>
                          </div>
                        )}
                      </div>
                    </Card.Body>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          <ConfirmDialog title="Supprimer cette information ?" {...removal.dialog}>
            « {removal.target?.title} » ne sera plus visible des membres. Cette action est
            définitive.
          </ConfirmDialog>
        </>
      )}
    </Screen>
  );
}

function NewsEditor({
  item,
  commissions,
  general,
  onDone,
  onCancel,
}: {
  item: News | null;
  commissions: readonly Commission[];
  general: boolean;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(item?.title ?? '');
  const [text, setText] = useState(item?.text ?? '');
  const [commission, setCommission] = useState(
    item?.commission ?? (general ? '' : (commissions[0]?.technicalName ?? '')),
  );
  const [attempted, setAttempted] = useState(false);
  const [preview, setPreview] = useState(false);
  const [pending, run] = usePending();
  const titleError = attempted && !title.trim() ? TITLE_REQUIRED : undefined;
  const textError = attempted && !text.trim() ? TEXT_REQUIRED : undefined;

  const options = [
    ...(general ? [{ value: '', label: 'Toute l’amicale' }] : []),
    ...commissions.map((entry) => ({ value: entry.technicalName, label: entry.name })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!title.trim() || !text.trim()) return;
    const draft: NewsDraft = { title: title.trim(), text, commission: commission || null };
    void run(async () => {
      try {
        if (item) {
          await updateNews(item.id, draft);
          toast.success(newsSaved(draft.title ?? ''));
        } else {
          await createNews(draft);
          toast.success(newsPublished(draft.title ?? ''));
        }
        await onDone();
      } catch {
        toast.error(NEWS_SAVE_FAILED);
      }
    });
  };

  return (
    <Card className="mb-4 border-primary">
      <Card.Body>
        <Form onSubmit={submit} noValidate aria-labelledby="news-editor-title">
          <h2 id="news-editor-title" className="h5">
            {item ? 'Modifier l’information' : 'Nouvelle information'}
          </h2>
          <TextInput
            label="Titre"
            required
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={titleError}
          />
          <SelectInput
            label="Commission"
            placeholder={null}
            value={commission}
            options={options}
            onChange={(event) => setCommission(event.target.value)}
          />
          <RichTextField
            label="Texte"
            value={text}
            onChange={setText}
            invalid={Boolean(textError)}
            feedback={textError}
          />
          <Form.Check
            type="switch"
            id="news-preview"
            label="Aperçu tel que les membres le verront"
            checked={preview}
            onChange={(event) => setPreview(event.target.checked)}
          />
          {preview && (
            <section aria-label="Aperçu" className="border rounded p-3 my-2 bg-body-tertiary">
              <h3 className="h6">{title || 'Sans titre'}</h3>
              <ServerHtml html={text} />
            </section>
          )}
          <div className="d-flex gap-2 mt-3">
            <SubmitButton pending={pending}>{item ? 'Enregistrer' : 'Publier'}</SubmitButton>
            <Button variant="outline-secondary" onClick={onCancel}>
              Annuler
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
