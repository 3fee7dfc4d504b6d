import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { partnerKeys, partnersQuery } from '@/api/partners';
import {
  type PartnerDraft,
  createPartner,
  deletePartner,
  updatePartner,
} from '@/api/library-admin';
import type { Partner } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRemoval } from '@/components/use-removal';
import { TextInput } from '@/components/form/inputs';
import { LoadedContent } from '@/components/screen';
import { RichTextField } from '@/components/rich-text-field';
import { ServerHtml } from '@/components/server-html';
import { SubmitButton } from '@/components/submit-button';
import { usePending } from '@/lib/use-pending';
import {
  PARTNERS_LOAD_FAILED,
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

/** The key the members' `Partenaires` reads: what changes here shows there at once. */

/**
 * `Partenaires` of `Générale`: the partners the members' area shows;
 * `Nouveau partenaire` and `Modifier` (`Nom`, `Description` in HTML, `Lien` in https);
 * `Supprimer`, confirmed.
 */
export function PartnersPanel() {
  const queryClient = useQueryClient();
  const partners = useQuery(partnersQuery());
  const [editing, setEditing] = useState<null | 'new' | Partner>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: partnerKeys.all });

  const removal = useRemoval({
    remove: (item: Partner) => deletePartner(item.id),
    done: (item) => partnerDeleted(item.name),
    failed: PARTNER_DELETE_FAILED,
    after: () => refresh(),
  });

  return (
    <section aria-labelledby="partners-title" className="mt-5">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="partners-title" className="h5 mb-0 me-auto">
          Partenaires
        </h2>
        {editing === null && (
          <Button size="sm" onClick={() => setEditing('new')}>
            Nouveau partenaire
          </Button>
        )}
      </div>
      {editing !== null && (
        <PartnerForm
          key={editing === 'new' ? 'new' : editing.id}
          partner={editing === 'new' ? null : editing}
          onDone={async () => {
            setEditing(null);
            await refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <LoadedContent
        load={partners}
        loading="Chargement des partenaires…"
        error={PARTNERS_LOAD_FAILED}
        empty={{ when: (list) => list.length === 0, message: 'Aucun partenaire pour le moment.' }}
      >
        {(list) => (
          <ListGroup as="ul" aria-label="Partenaires de l'amicale">
            {list.map((partner) => (
              <ListGroup.Item as="li" key={partner.id} className="py-3">
                <div className="d-flex flex-wrap align-items-start gap-2">
                  <div className="me-auto text-break">
                    <h3 className="h6 mb-1">{partner.name}</h3>
                    {partner.url && <div className="small text-body-secondary">{partner.url}</div>}
                  </div>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    aria-label={`Modifier ${partner.name}`}
                    onClick={() => setEditing(partner)}
                  >
                    Modifier
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`Supprimer ${partner.name}`}
                    onClick={() => removal.ask(partner)}
                  >
                    Supprimer
                  </Button>
                </div>
                {partner.description && (
                  <ServerHtml html={partner.description} className="small mt-2" />
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

function PartnerForm({
  partner,
  onDone,
  onCancel,
}: {
  partner: Partner | null;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(partner?.name ?? '');
  const [description, setDescription] = useState(partner?.description ?? '');
  const [url, setUrl] = useState(partner?.url ?? '');
  const [attempted, setAttempted] = useState(false);
  const [pending, run] = usePending();
  const link = url.trim();
  const errors = attempted
    ? {
        name: name.trim() ? undefined : PARTNER_NAME_REQUIRED,
        url: !link || isHttpsUrl(link) ? undefined : PARTNER_URL_INVALID,
      }
    : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!name.trim() || (link && !isHttpsUrl(link))) return;
    const draft: PartnerDraft = { name: name.trim(), description, url: link || null };
    void run(async () => {
      try {
        if (partner) {
          await updatePartner(partner.id, draft);
          toast.success(partnerSaved(draft.name));
        } else {
          await createPartner(draft);
          toast.success(partnerCreated(draft.name));
        }
        await onDone();
      } catch {
        toast.error(PARTNER_SAVE_FAILED);
      }
    });
  };

  return (
    <Card className="mb-3 border-primary">
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="partner-form-title">
          <h3 id="partner-form-title" className="h6">
            {partner ? `Modifier ${partner.name}` : 'Nouveau partenaire'}
          </h3>
          <TextInput
            label="Nom"
            required
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <RichTextField label="Description" value={description} onChange={setDescription} />
          <TextInput
            label="Lien"
            type="url"
            inputMode="url"
            value={url}
            error={errors.url}
            hint="Facultatif : l'adresse du site, en https://"
            onChange={(event) => setUrl(event.target.value)}
          />
          <div className="d-flex gap-2">
            <SubmitButton pending={pending}>
              {partner ? 'Enregistrer le partenaire' : 'Ajouter le partenaire'}
            </SubmitButton>
            <Button variant="outline-secondary" onClick={onCancel}>
              Annuler
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card>
  );
}
