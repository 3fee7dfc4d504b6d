import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { toast } from 'react-toastify';
import {
  type ResourceDraft,
  createResource,
  deleteResource,
  commissionResourcesQuery,
  resourceKeys,
  updateResource,
  uploadResourceImage,
} from '@/api/resources';
import type { Resource } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRemoval } from '@/components/use-removal';
import { type Column, DataTable } from '@/components/data-table';
import { SelectInput, TextInput } from '@/components/form/inputs';
import { RichTextField } from '@/components/rich-text-field';
import { LoadedContent } from '@/components/screen';
import { SubmitButton } from '@/components/submit-button';
import { formatEuro } from '@/lib/format';
import { billingPeriodWords } from '@/lib/reservation-rules';
import { usePending } from '@/lib/use-pending';
import { useResourceImageUrl } from '@/components/use-photo-url';
import { PHOTO_ACCEPT, photoRefusalOf } from '@/lib/photo-rules';
import {
  IMAGE_NOT_AN_IMAGE,
  NAME_REQUIRED,
  PERIOD_REQUIRED,
  PRICE_INVALID,
  RESOURCES_LOAD_FAILED,
  RESOURCE_DELETE_FAILED,
  RESOURCE_SAVE_FAILED,
  imageTooHeavy,
  imageUploadFailed,
  resourceCreated,
  resourceDeleted,
  resourceSaved,
} from './commission-admin-messages';
import { parsePrice } from './resource-price';

const PERIODS = ['DAY', 'ITEM_DAY', 'ITEM', 'YEAR'] as const;

/** `Ressources`: the commission's resources, `Nouvelle ressource`, `Modifier`, `Supprimer`. */
export function ResourcesPanel({ technicalName }: { technicalName: string }) {
  const queryClient = useQueryClient();
  const resources = useQuery(commissionResourcesQuery(technicalName));
  const [editing, setEditing] = useState<null | 'new' | Resource>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all });

  const removal = useRemoval({
    remove: (item: Resource) => deleteResource(item.id),
    done: (item) => resourceDeleted(item.name),
    failed: RESOURCE_DELETE_FAILED,
    after: () => refresh(),
  });

  const columns: Column<Resource>[] = [
    { key: 'name', header: 'Nom', cell: (resource) => resource.name },
    {
      key: 'price',
      header: 'Prix',
      align: 'end',
      cell: (resource) =>
        `${formatEuro(resource.price)} ${billingPeriodWords(resource.billingPeriod)}`,
    },
    {
      key: 'quantity',
      header: 'Quantité',
      align: 'end',
      cell: (resource) => resource.quantity ?? 1,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (resource) => (
        <div className="d-flex gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={`Modifier ${resource.name}`}
            onClick={() => setEditing(resource)}
          >
            Modifier
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`Supprimer ${resource.name}`}
            onClick={() => removal.ask(resource)}
          >
            Supprimer
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      {editing === null ? (
        <Button className="mb-3" onClick={() => setEditing('new')}>
          Nouvelle ressource
        </Button>
      ) : (
        <ResourceForm
          key={editing === 'new' ? 'new' : editing.id}
          resource={editing === 'new' ? null : editing}
          technicalName={technicalName}
          onDone={async () => {
            setEditing(null);
            await refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <LoadedContent
        load={resources}
        loading="Chargement des ressources…"
        error={RESOURCES_LOAD_FAILED}
      >
        {(list) => (
          <DataTable
            caption="Ressources de la commission"
            rows={list}
            columns={columns}
            rowKey={(resource) => resource.id}
            empty="Aucune ressource pour le moment."
          />
        )}
      </LoadedContent>
      <ConfirmDialog title="Supprimer cette ressource ?" {...removal.dialog}>
        « {removal.target?.name} » ne pourra plus être réservée. Les commandes passées restent.
      </ConfirmDialog>
    </>
  );
}

function ResourceForm({
  resource,
  technicalName,
  onDone,
  onCancel,
}: {
  resource: Resource | null;
  technicalName: string;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(resource?.name ?? '');
  const [description, setDescription] = useState(resource?.description ?? '');
  const [price, setPrice] = useState(resource ? String(resource.price).replace('.', ',') : '');
  const [period, setPeriod] = useState<string>(resource?.billingPeriod ?? '');
  const [quantity, setQuantity] = useState(String(resource?.quantity ?? 1));
  const [image, setImage] = useState<File | null>(null);
  // Once created, a resource whose image failed to go is saved again, not created twice.
  const [savedId, setSavedId] = useState<number | null>(resource?.id ?? null);
  const [attempted, setAttempted] = useState(false);
  const [pending, run] = usePending();
  const imageRefusal = image ? photoRefusalOf(image) : null;
  const imageError = !imageRefusal
    ? undefined
    : imageRefusal.reason === 'type'
      ? IMAGE_NOT_AN_IMAGE
      : imageTooHeavy(imageRefusal.size);
  const parsedPrice = parsePrice(price);
  const parsedQuantity = Number.parseInt(quantity, 10);
  const errors = attempted
    ? {
        name: name.trim() ? undefined : NAME_REQUIRED,
        price: parsedPrice === null ? PRICE_INVALID : undefined,
        period: period ? undefined : PERIOD_REQUIRED,
        quantity:
          Number.isInteger(parsedQuantity) && parsedQuantity >= 1
            ? undefined
            : 'La quantité doit être un nombre entier d’au moins 1',
      }
    : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const quantityValid = Number.isInteger(parsedQuantity) && parsedQuantity >= 1;
    if (!name.trim() || parsedPrice === null || !period || !quantityValid || imageError) return;
    const draft: ResourceDraft = {
      name: name.trim(),
      description,
      price: parsedPrice,
      billingPeriod: period,
      commission: technicalName,
      quantity: parsedQuantity,
    };
    void run(async () => {
      let id = savedId;
      try {
        if (id === null) {
          id = (await createResource(draft)).id;
          setSavedId(id);
        } else {
          await updateResource(id, draft);
        }
      } catch {
        toast.error(RESOURCE_SAVE_FAILED);
        return;
      }
      if (image) {
        try {
          await uploadResourceImage(id, image);
          // Members and this form show the new picture, not the one cached before.
          await queryClient.invalidateQueries({ queryKey: resourceKeys.image(id) });
        } catch {
          // The form stays open with the image chosen: `Enregistrer` sends it again.
          toast.error(imageUploadFailed(draft.name));
          return;
        }
      }
      toast.success(resource ? resourceSaved(draft.name) : resourceCreated(draft.name));
      await onDone();
    });
  };

  return (
    <Card className="mb-3 border-primary">
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="resource-form-title">
          <h2 id="resource-form-title" className="h5">
            {resource ? `Modifier ${resource.name}` : 'Nouvelle ressource'}
          </h2>
          <TextInput
            label="Nom"
            required
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <RichTextField label="Description" value={description} onChange={setDescription} />
          <ImageField current={savedId} chosen={image} error={imageError} onChoose={setImage} />
          <Row className="g-2">
            <Col sm={4}>
              <TextInput
                label="Prix"
                required
                inputMode="decimal"
                value={price}
                error={errors.price}
                hint="En euros, par exemple 12,50"
                onChange={(event) => setPrice(event.target.value)}
              />
            </Col>
            <Col sm={4}>
              <SelectInput
                label="Période de facturation"
                required
                value={period}
                error={errors.period}
                options={PERIODS.map((entry) => ({
                  value: entry,
                  label: billingPeriodWords(entry),
                }))}
                onChange={(event) => setPeriod(event.target.value)}
              />
            </Col>
            <Col sm={4}>
              <TextInput
                label="Quantité disponible"
                inputMode="numeric"
                value={quantity}
                error={errors.quantity}
                onChange={(event) => setQuantity(event.target.value)}
              />
            </Col>
          </Row>
          <div className="d-flex gap-2 mt-2">
            <SubmitButton pending={pending}>
              {resource ? 'Enregistrer' : 'Créer la ressource'}
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

/** `Image`: the resource's picture as members see it, and a file to replace it with. */
function ImageField({
  current,
  chosen,
  error,
  onChoose,
}: {
  current: number | null;
  chosen: File | null;
  error?: string;
  onChoose: (file: File | null) => void;
}) {
  const id = useId();
  const currentImage = useResourceImageUrl(current);
  const preview = useMemo(
    () => (chosen && !error ? URL.createObjectURL(chosen) : null),
    [chosen, error],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? currentImage.url;

  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>Image</Form.Label>
      {shown && (
        <img
          src={shown}
          alt={preview ? 'Aperçu de la nouvelle image' : 'Image actuelle'}
          className="d-block mb-2 rounded border"
          style={{ width: '12rem', maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      )}
      <Form.Control
        type="file"
        accept={PHOTO_ACCEPT}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChoose((event.target as HTMLInputElement).files?.[0] ?? null)}
      />
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : (
        <Form.Text id={`${id}-hint`}>
          JPEG, PNG, WebP ou GIF, 10 Mo au plus.{' '}
          {current !== null && 'Laissez vide pour garder l’image actuelle.'}
        </Form.Text>
      )}
    </Form.Group>
  );
}
