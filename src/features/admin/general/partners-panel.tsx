import { useQuery } from '@tanstack/react-query';
import { Button, ListGroup } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  type PartnerDraft,
  partnersQuery,
  useCreatePartner,
  useDeletePartner,
  useUpdatePartner,
} from '@/api/partners';
import type { Partner } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EditorCard } from '@/components/editor/editor-card';
import { RichTextFormField } from '@/components/editor/rich-text-form-field';
import { RowActions } from '@/components/editor/row-actions';
import { type EditorProps, useEditableList } from '@/components/editor/use-editable-list';
import { notBlank } from '@/components/editor/rules';
import { TextField } from '@/components/form/fields';
import { LoadedContent } from '@/components/screen';
import { ServerHtml } from '@/components/server-html';
import {
  PARTNER_DELETE_FAILED,
  PARTNER_NAME_REQUIRED,
  PARTNER_SAVE_FAILED,
  PARTNER_URL_INVALID,
  partnerCreated,
  partnerDeleted,
  partnerSaved,
} from './library-messages';
import { isHttpsUrl } from './library-rules';
import '@/styles/list-group.scss';
import { partnersWords } from '@/components/list-words';

/**
 * `Partenaires` of `Générale`: the partners the members' area shows;
 * `Nouveau partenaire` and `Modifier` (`Nom`, `Description` in HTML, `Lien` in https);
 * `Supprimer`, confirmed.
 */
export function PartnersPanel() {
  const partners = useQuery(partnersQuery());
  const editable = useEditableList<Partner>(useDeletePartner(), {
    done: (item) => partnerDeleted(item.name),
    failed: PARTNER_DELETE_FAILED,
  });
  const { editor, removal } = editable;

  return (
    <section aria-labelledby="partners-title" className="mt-5">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="partners-title" className="h5 mb-0 me-auto">
          Partenaires
        </h2>
        {editor === null && (
          <Button size="sm" onClick={editable.create}>
            Nouveau partenaire
          </Button>
        )}
      </div>
      {editor && <PartnerForm key={editable.editorKey} {...editor} />}
      <LoadedContent load={partners} {...partnersWords}>
        {(list) => (
          <ListGroup as="ul" aria-label="Partenaires de l'amicale">
            {list.map((partner) => (
              <ListGroup.Item as="li" key={partner.id} className="py-3">
                <div className="d-flex flex-wrap align-items-start gap-2">
                  <div className="me-auto text-break">
                    <h3 className="h6 mb-1">{partner.name}</h3>
                    {partner.url && <div className="small text-body-secondary">{partner.url}</div>}
                  </div>
                  <RowActions name={partner.name} wrap={false} {...editable.rowActions(partner)} />
                </div>
                {partner.description && (
                  <ServerHtml html={partner.description} className="small mt-2" topHeading={4} />
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </LoadedContent>
      <ConfirmDialog title="Supprimer ce partenaire ?" {...removal.dialog}>
        « {removal.target?.name} » ne sera plus présenté aux membres. Cette action est définitive.
      </ConfirmDialog>
    </section>
  );
}

interface PartnerValues {
  name: string;
  description: string;
  url: string;
}

function PartnerForm({ item: partner, onDone, onCancel }: EditorProps<Partner>) {
  const form = useForm<PartnerValues>({
    defaultValues: {
      name: partner?.name ?? '',
      description: partner?.description ?? '',
      url: partner?.url ?? '',
    },
  });
  const createPartner = useCreatePartner();
  const updatePartner = useUpdatePartner();

  const save = async (values: PartnerValues) => {
    const draft: PartnerDraft = {
      name: values.name.trim(),
      description: values.description,
      url: values.url.trim() || null,
    };
    if (partner) {
      await updatePartner.mutateAsync({ id: partner.id, draft });
      toast.success(partnerSaved(draft.name));
    } else {
      await createPartner.mutateAsync(draft);
      toast.success(partnerCreated(draft.name));
    }
    await onDone();
  };

  return (
    <EditorCard
      form={form}
      level={3}
      title={partner ? `Modifier ${partner.name}` : 'Nouveau partenaire'}
      submitLabel={partner ? 'Enregistrer le partenaire' : 'Ajouter le partenaire'}
      onSave={save}
      failed={PARTNER_SAVE_FAILED}
      onCancel={onCancel}
    >
      <TextField<PartnerValues>
        name="name"
        label="Nom"
        required
        rules={notBlank(PARTNER_NAME_REQUIRED)}
      />
      <RichTextFormField<PartnerValues> name="description" label="Description" />
      <TextField<PartnerValues>
        name="url"
        label="Lien"
        type="url"
        inputMode="url"
        hint="Facultatif : l'adresse du site, en https://"
        rules={{
          validate: (value) => {
            const link = value.trim();
            return !link || isHttpsUrl(link) || PARTNER_URL_INVALID;
          },
        }}
      />
    </EditorCard>
  );
}
