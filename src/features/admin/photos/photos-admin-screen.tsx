import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card, Col, ListGroup, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  albumPhotosQuery,
  albumsQuery,
  useCreateAlbum,
  useDeleteAlbum,
  useDeletePhoto,
} from '@/api/albums';
import type { Album, Photo } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EditorCard } from '@/components/editor/editor-card';
import { RowActions } from '@/components/editor/row-actions';
import { useEditableList, useRemoval } from '@/components/editor/use-editable-list';
import { DateField } from '@/components/form/date-field';
import { notBlank } from '@/components/editor/rules';
import { TextField } from '@/components/form/fields';
import { Screen } from '@/components/screen';
import { AlbumSection, PhotoFill } from '@/components/album-section';
import { todayIso } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { PhotoUploader } from './photo-uploader';
import {
  ALBUM_DATE_REQUIRED,
  ALBUM_DELETE_FAILED,
  ALBUM_NAME_REQUIRED,
  ALBUM_SAVE_FAILED,
  PHOTO_DELETE_FAILED,
  albumCreated,
  albumDeleted,
  photoDeleted,
} from './photos-admin-messages';
import { usePhotoUrl } from '@/components/use-photo-url';
import '@/styles/admin.scss';
import '@/styles/row-cols.scss';
import '@/styles/list-group.scss';
import { albumsWords } from '@/components/list-words';

/** The keys the members' `Photos` reads too: what changes here shows there at once. */

/**
 * `Photos` of the administration: the albums, newest first, `Nouvel album`; an
 * album opened shows its photos, `Ajouter des photos` (several at once, each with its progress)
 * and `Supprimer` on each photo and on the album, confirmed.
 */
export function PhotosAdminScreen() {
  const albums = useQuery(albumsQuery());
  const [search, setSearch] = useSearchParams();
  const albumId = Number(search.get('album')) || null;
  // The album just created opens at once from the backend's answer, while the address and
  // the list of albums follow (the list never shows it in the meantime).
  const [created, setCreated] = useState<Album | null>(null);
  const open = (id: number | null) => {
    setCreated(null);
    setSearch(id ? { album: String(id) } : {});
  };
  const listed = Boolean(created && albums.data?.some((album) => album.id === created.id));
  // Once the address and the list hold it, the album is shown like every other. Set while rendering
  // (React's way for state that follows other state): an effect would paint one frame with the
  // album both opened from `created` and listed.
  if (created && listed && albumId === created.id) setCreated(null);
  const editable = useEditableList<Album>(useDeleteAlbum(), {
    done: (item) => albumDeleted(item.name),
    failed: ALBUM_DELETE_FAILED,
    // An album removed while open gives way to the list of albums.
    refresh: (item) => {
      if (item && albumId === item.id) open(null);
    },
  });
  const { removal } = editable;
  const creating = editable.editing === 'new';

  return (
    <Screen
      title="Photos"
      actions={
        !creating && albumId === null && <Button onClick={editable.create}>Nouvel album</Button>
      }
      load={albums}
      {...albumsWords}
    >
      {(list) => {
        const album = list.find((candidate) => candidate.id === albumId) ?? created;
        return (
          <>
            {album ? (
              <AlbumPanel
                album={album}
                onBack={() => open(null)}
                onRemove={() => removal.ask(album)}
              />
            ) : (
              <>
                {creating && (
                  <AlbumForm
                    onDone={async (album) => {
                      editable.close();
                      // An album the backend created without saying its address: the list,
                      // read again, shows it.
                      if (!album) return;
                      open(album.id);
                      setCreated(album);
                    }}
                    onCancel={editable.close}
                  />
                )}
                {list.length === 0 ? (
                  <p className="text-body-secondary">Aucun album pour le moment.</p>
                ) : (
                  <ListGroup as="ul" aria-label="Albums">
                    {list.map((candidate) => (
                      <ListGroup.Item
                        as="li"
                        key={candidate.id}
                        className="d-flex flex-wrap align-items-center gap-2 py-3"
                      >
                        <div className="me-auto text-break">
                          <h2 className="h6 mb-0">{candidate.name}</h2>
                          <span className="small text-body-secondary">
                            {formatDate(candidate.date)}
                          </span>
                        </div>
                        <RowActions
                          name={candidate.name}
                          wrap={false}
                          editLabel="Ouvrir"
                          editName={`Ouvrir l'album ${candidate.name}`}
                          onEdit={() => open(candidate.id)}
                          removeName={`Supprimer l'album ${candidate.name}`}
                          onRemove={() => removal.ask(candidate)}
                        />
                      </ListGroup.Item>
                    ))}
                  </ListGroup>
                )}
              </>
            )}
            <ConfirmDialog title="Supprimer cet album ?" {...removal.dialog}>
              L'album « {removal.target?.name} » et toutes ses photos ne seront plus visibles des
              membres. Cette action est définitive.
            </ConfirmDialog>
          </>
        );
      }}
    </Screen>
  );
}

interface AlbumValues {
  name: string;
  date: string;
}

function AlbumForm({
  onDone,
  onCancel,
}: {
  onDone: (album: Album | null) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<AlbumValues>({ defaultValues: { name: '', date: todayIso() } });
  const createAlbum = useCreateAlbum();

  const save = async (values: AlbumValues) => {
    const draft = { name: values.name.trim(), date: values.date };
    const { record, id } = await createAlbum.mutateAsync(draft);
    toast.success(albumCreated(draft.name));
    // Answered without the album (every 2xx may be): the album is what was sent, under its new id.
    await onDone(record ?? (id === undefined ? null : { id, ...draft }));
  };

  return (
    <EditorCard
      form={form}
      title="Nouvel album"
      submitLabel="Créer l'album"
      onSave={save}
      failed={ALBUM_SAVE_FAILED}
      onCancel={onCancel}
    >
      <Row className="g-2">
        <Col sm={7}>
          <TextField<AlbumValues>
            name="name"
            label="Nom"
            required
            rules={notBlank(ALBUM_NAME_REQUIRED)}
          />
        </Col>
        <Col sm={5}>
          <DateField<AlbumValues>
            name="date"
            label="Date"
            required
            rules={{ validate: (value) => value !== '' || ALBUM_DATE_REQUIRED }}
          />
        </Col>
      </Row>
    </EditorCard>
  );
}

function AlbumPanel({
  album,
  onBack,
  onRemove,
}: {
  album: Album;
  onBack: () => void;
  onRemove: () => void;
}) {
  const photos = useQuery(albumPhotosQuery(album.id));
  const removal = useRemoval<Photo>(useDeletePhoto(album.id), {
    done: (item) => photoDeleted(item.name),
    failed: PHOTO_DELETE_FAILED,
  });

  return (
    <AlbumSection
      album={album}
      photos={photos}
      onBack={onBack}
      actions={
        <Button variant="outline-danger" size="sm" onClick={onRemove}>
          Supprimer l'album
        </Button>
      }
      tile={(photo) => <PhotoCard photo={photo} onRemove={() => removal.ask(photo)} />}
      after={() => (
        <ConfirmDialog title="Supprimer cette photo ?" {...removal.dialog}>
          « {removal.target?.name} » ne sera plus visible des membres. Cette action est définitive.
        </ConfirmDialog>
      )}
    >
      <PhotoUploader album={album} />
    </AlbumSection>
  );
}

function PhotoCard({ photo, onRemove }: { photo: Photo; onRemove: () => void }) {
  const { url, failed } = usePhotoUrl(photo.id, true);
  return (
    <Card className="h-100">
      <div
        className="bg-body-secondary d-flex align-items-center justify-content-center rounded-top overflow-hidden"
        style={{ aspectRatio: '4 / 3' }}
      >
        <PhotoFill url={url} failed={failed} alt={photo.name} waiting="Chargement…" />
      </div>
      <Card.Body className="p-2 d-flex flex-wrap align-items-center gap-1">
        <span className="small me-auto text-break">{photo.name}</span>
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Supprimer la photo ${photo.name}`}
          onClick={onRemove}
        >
          Supprimer
        </Button>
      </Card.Body>
    </Card>
  );
}
