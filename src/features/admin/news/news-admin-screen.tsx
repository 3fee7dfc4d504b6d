import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Button, Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  type NewsDraft,
  allNewsQuery,
  useCreateNews,
  useDeleteNews,
  useUpdateNews,
} from '@/api/news';
import type { Commission, News } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EditorCard } from '@/components/editor/editor-card';
import { RichTextFormField } from '@/components/editor/rich-text-form-field';
import { RowActions } from '@/components/editor/row-actions';
import { type EditorProps, useEditableList } from '@/components/editor/use-editable-list';
import { notBlank } from '@/components/editor/rules';
import { SelectField, TextField } from '@/components/form/fields';
import { Screen } from '@/components/screen';
import { ServerHtml } from '@/components/server-html';
import { formatDate } from '@/lib/format';
import { administeredCommissions, canManageGeneral, canWriteNews } from '@/lib/permissions';
import { useCommissionList } from '@/api/commissions';
import { useSession } from '@/stores/session';
import {
  NEWS_DELETE_FAILED,
  NEWS_SAVE_FAILED,
  TEXT_REQUIRED,
  TITLE_REQUIRED,
  newsDeleted,
  newsPublished,
  newsSaved,
} from './news-admin-messages';
import { newsWords } from '@/components/list-words';

/**
 * `Informations`: the news, newest first; `Nouvelle information`, `Modifier`
 * and `Supprimer` (confirmed) on the items the viewer may write; the text in a rich-text
 * field with a preview as members see it.
 */
export function NewsAdminScreen() {
  const viewer = useSession();
  const news = useQuery(allNewsQuery());
  const commissions = useCommissionList().list;
  const editable = useEditableList<News>(useDeleteNews(), {
    done: (item) => newsDeleted(item.title ?? ''),
    failed: NEWS_DELETE_FAILED,
  });
  const { editor, removal } = editable;

  const nameOf = (technicalName: string | null | undefined) =>
    commissions.find((commission) => commission.technicalName === technicalName)?.name ??
    technicalName;

  return (
    <Screen
      title="Informations"
      actions={editor === null && <Button onClick={editable.create}>Nouvelle information</Button>}
      load={news}
      {...newsWords}
    >
      {(items) => (
        <>
          {editor && (
            <NewsEditor
              key={editable.editorKey}
              {...editor}
              commissions={administeredCommissions(viewer, commissions)}
              general={canManageGeneral(viewer)}
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
                          <RowActions name={item.title ?? ''} {...editable.rowActions(item)} />
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

interface NewsValues {
  title: string;
  text: string;
  commission: string;
}

function NewsEditor({
  item,
  commissions,
  general,
  onDone,
  onCancel,
}: EditorProps<News> & { commissions: readonly Commission[]; general: boolean }) {
  const form = useForm<NewsValues>({
    defaultValues: {
      title: item?.title ?? '',
      text: item?.text ?? '',
      commission: item?.commission ?? (general ? '' : (commissions[0]?.technicalName ?? '')),
    },
  });
  const createNews = useCreateNews();
  const updateNews = useUpdateNews();
  const [preview, setPreview] = useState(false);
  const [title, text] = form.watch(['title', 'text']);

  const options = [
    ...(general ? [{ value: '', label: 'Toute l’amicale' }] : []),
    ...commissions.map((entry) => ({ value: entry.technicalName, label: entry.name })),
  ];

  const save = async (values: NewsValues) => {
    const draft: NewsDraft = {
      title: values.title.trim(),
      text: values.text,
      commission: values.commission || null,
    };
    if (item) {
      await updateNews.mutateAsync({ id: item.id, draft });
      toast.success(newsSaved(draft.title ?? ''));
    } else {
      await createNews.mutateAsync(draft);
      toast.success(newsPublished(draft.title ?? ''));
    }
    await onDone();
  };

  return (
    <EditorCard
      form={form}
      className="mb-4 border-primary"
      title={item ? 'Modifier l’information' : 'Nouvelle information'}
      submitLabel={item ? 'Enregistrer' : 'Publier'}
      onSave={save}
      failed={NEWS_SAVE_FAILED}
      onCancel={onCancel}
    >
      <TextField<NewsValues> name="title" label="Titre" required rules={notBlank(TITLE_REQUIRED)} />
      <SelectField<NewsValues>
        name="commission"
        label="Commission"
        placeholder={null}
        options={options}
      />
      <RichTextFormField<NewsValues>
        name="text"
        label="Texte"
        required
        rules={notBlank(TEXT_REQUIRED)}
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
          <ServerHtml html={text} topHeading={4} />
        </section>
      )}
    </EditorCard>
  );
}
