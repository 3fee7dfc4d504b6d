import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useController, useForm, useFormContext } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  type ResourceDraft,
  commissionResourcesQuery,
  useCreateResource,
  useDeleteResource,
  useUpdateResource,
  useUploadResourceImage,
} from '@/api/resources';
import type { Resource } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type Column, DataTable } from '@/components/data-table';
import { EditorCard } from '@/components/editor/editor-card';
import { RichTextFormField } from '@/components/editor/rich-text-form-field';
import { RowActions } from '@/components/editor/row-actions';
import { type EditorProps, useEditableList } from '@/components/editor/use-editable-list';
import { notBlank } from '@/components/editor/rules';
import { SelectField, TextField } from '@/components/form/fields';
import { LoadedContent } from '@/components/screen';
import { formatEuro } from '@/lib/format';
import { billingPeriodWords } from '@/lib/reservation-rules';
import { useResourceImageUrl } from '@/components/use-photo-url';
import { PHOTO_ACCEPT, photoRefusalOf } from '@/lib/photo-rules';
import {
  IMAGE_NOT_AN_IMAGE,
  NAME_REQUIRED,
  PERIOD_REQUIRED,
  PRICE_INVALID,
  RESOURCE_DELETE_FAILED,
  RESOURCE_SAVE_FAILED,
  imageTooHeavy,
  imageUploadFailed,
  resourceCreated,
  resourceDeleted,
  resourceSaved,
} from './commission-admin-messages';
import { parsePrice } from './resource-price';
import { resourcesWords } from '@/components/list-words';
import { toastFailure } from '@/components/toast-failure';

const PERIODS = ['DAY', 'ITEM_DAY', 'ITEM', 'YEAR'] as const;

/** `Ressources`: the commission's resources, `Nouvelle ressource`, `Modifier`, `Supprimer`. */
export function ResourcesPanel({ technicalName }: { technicalName: string }) {
  const resources = useQuery(commissionResourcesQuery(technicalName));
  const editable = useEditableList<Resource>(useDeleteResource(), {
    done: (item) => resourceDeleted(item.name),
    failed: RESOURCE_DELETE_FAILED,
  });
  const { editor, removal } = editable;

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
      cell: (resource) => <RowActions name={resource.name} {...editable.rowActions(resource)} />,
    },
  ];

  return (
    <>
      {editor ? (
        <ResourceForm key={editable.editorKey} {...editor} technicalName={technicalName} />
      ) : (
        <Button className="mb-3" onClick={editable.create}>
          Nouvelle ressource
        </Button>
      )}
      <LoadedContent load={resources} {...resourcesWords}>
        {(list) => (
          <DataTable
            caption="Ressources de la commission"
            rows={list}
            columns={columns}
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

interface ResourceValues {
  name: string;
  description: string;
  price: string;
  period: string;
  quantity: string;
  image: File | null;
}

const quantityOf = (quantity: string) => Number.parseInt(quantity, 10);

/** Why a chosen image cannot be sent, or null (none chosen keeps the current one). */
function imageProblem(image: File | null): string | null {
  const refusal = image ? photoRefusalOf(image) : null;
  if (!refusal) return null;
  return refusal.reason === 'type' ? IMAGE_NOT_AN_IMAGE : imageTooHeavy(refusal.size);
}

function ResourceForm({
  item: resource,
  technicalName,
  onDone,
  onCancel,
}: EditorProps<Resource> & { technicalName: string }) {
  const form = useForm<ResourceValues>({
    defaultValues: {
      name: resource?.name ?? '',
      description: resource?.description ?? '',
      price: resource ? String(resource.price).replace('.', ',') : '',
      period: resource?.billingPeriod ?? '',
      quantity: String(resource?.quantity ?? 1),
      image: null,
    },
  });
  const createResource = useCreateResource();
  const updateResource = useUpdateResource();
  const uploadImage = useUploadResourceImage();
  // Once created, a resource whose image failed to go is saved again, not created twice.
  const [savedId, setSavedId] = useState<number | null>(resource?.id ?? null);

  const save = async (values: ResourceValues) => {
    const draft: ResourceDraft = {
      name: values.name.trim(),
      description: values.description,
      price: parsePrice(values.price) ?? 0,
      billingPeriod: values.period,
      commission: technicalName,
      quantity: quantityOf(values.quantity),
    };
    let id = savedId;
    if (id === null) {
      // Every 2xx is a resource created; its id comes with it or in `Location`.
      id = (await createResource.mutateAsync(draft)).id ?? null;
      setSavedId(id);
    } else {
      await updateResource.mutateAsync({ id, draft });
    }
    if (values.image) {
      if (id === null) {
        // Created, but the backend did not say where: the image cannot follow it.
        toastFailure(imageUploadFailed(draft.name));
        await onDone();
        return;
      }
      try {
        await uploadImage.mutateAsync({ id, file: values.image });
      } catch {
        // The form stays open with the image chosen: `Enregistrer` sends it again.
        toastFailure(imageUploadFailed(draft.name));
        return;
      }
    }
    toast.success(resource ? resourceSaved(draft.name) : resourceCreated(draft.name));
    await onDone();
  };

  return (
    <EditorCard
      form={form}
      title={resource ? `Modifier ${resource.name}` : 'Nouvelle ressource'}
      submitLabel={resource ? 'Enregistrer' : 'Créer la ressource'}
      onSave={save}
      failed={RESOURCE_SAVE_FAILED}
      onCancel={onCancel}
    >
      <TextField<ResourceValues> name="name" label="Nom" required rules={notBlank(NAME_REQUIRED)} />
      <RichTextFormField<ResourceValues> name="description" label="Description" />
      <ImageField current={savedId} />
      <Row className="g-2">
        <Col sm={4}>
          <TextField<ResourceValues>
            name="price"
            label="Prix"
            required
            inputMode="decimal"
            hint="En euros, par exemple 12,50"
            rules={{ validate: (value) => parsePrice(value) !== null || PRICE_INVALID }}
          />
        </Col>
        <Col sm={4}>
          <SelectField<ResourceValues>
            name="period"
            label="Période de facturation"
            required
            options={PERIODS.map((entry) => ({
              value: entry,
              label: billingPeriodWords(entry),
            }))}
            rules={{ validate: (value) => value !== '' || PERIOD_REQUIRED }}
          />
        </Col>
        <Col sm={4}>
          <TextField<ResourceValues>
            name="quantity"
            label="Quantité disponible"
            inputMode="numeric"
            rules={{
              validate: (value) => {
                const quantity = quantityOf(value);
                return (
                  (Number.isInteger(quantity) && quantity >= 1) ||
                  'La quantité doit être un nombre entier d’au moins 1'
                );
              },
            }}
          />
        </Col>
      </Row>
    </EditorCard>
  );
}

/**
 * `Image`: the resource's picture as members see it, and a file to replace it with; a file
 * that is not an image, or too heavy, is refused as soon as it is chosen.
 */
function ImageField({ current }: { current: number | null }) {
  const { control } = useFormContext<ResourceValues>();
  const { field } = useController({
    name: 'image',
    control,
    rules: { validate: (image) => imageProblem(image) ?? true },
  });
  const chosen = field.value;
  const error = imageProblem(chosen) ?? undefined;
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => field.onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
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
