import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Card, Col, ListGroup, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { albumKeys, albumPhotosQuery, albumsQuery } from '@/api/albums';
import { createAlbum, deleteAlbum, deletePhoto } from '@/api/library-admin';
import type { Album, Photo } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRemoval } from '@/components/use-removal';
import { DateInput } from '@/components/form/date-input';
import { TextInput } from '@/components/form/inputs';
import { LoadedContent, Screen } from '@/components/screen';
import { SubmitButton } from '@/components/submit-button';
import { todayIso } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { usePending } from '@/lib/use-pending';
import { PhotoUploader } from './photo-uploader';
import {
  ALBUMS_LOAD_FAILED,
  ALBUM_DATE_REQUIRED,
  ALBUM_DELETE_FAILED,
  ALBUM_NAME_REQUIRED,
  ALBUM_SAVE_FAILED,
  PHOTOS_LOAD_FAILED,
  PHOTO_DELETE_FAILED,
  albumCreated,
  albumDeleted,
  photoDeleted,
} from './photos-admin-messages';
import { usePhotoUrl } from '@/components/use-photo-url';
import '@/styles/admin.scss';
import '@/styles/row-cols.scss';
import '@/styles/list-group.scss';

/** The keys the members' `Photos` reads too: what changes here shows there at once. */

/**
 * `Photos` of the administration: the albums, newest first, `Nouvel album`; an
 * album opened shows its photos, `Ajouter des photos` (several at once, each with its progress)
 * and `Supprimer` on each photo and on the album, confirmed.
 */
export function PhotosAdminScreen() {
  const queryClient = useQueryClient();
  const albums = useQuery(albumsQuery());
  const [search, setSearch] = useSearchParams();
  const albumId = Number(search.get('album')) || null;
  const open = (id: number | null) => setSearch(id ? { album: String(id) } : {});
  const [creating, setCreating] = useState(false);

  const removal = useRemoval({
    remove: (item: Album) => deleteAlbum(item.id),
    done: (item) => albumDeleted(item.name),
    failed: ALBUM_DELETE_FAILED,
    after: async (item) => {
      if (albumId === item.id) open(null);
      await queryClient.invalidateQueries({ queryKey: albumKeys.all });
    },
  });

  return (
    <Screen
      title="Photos"
      actions={
        !creating &&
        albumId === null && <Button onClick={() => setCreating(true)}>Nouvel album</Button>
      }
      load={albums}
      loading="Chargement des albums…"
      error={ALBUMS_LOAD_FAILED}
    >
      {(list) => {
        const album = list.find((candidate) => candidate.id === albumId);
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
                    onDone={async (created) => {
                      setCreating(false);
                      await queryClient.invalidateQueries({ queryKey: albumKeys.all });
                      open(created.id);
                    }}
                    onCancel={() => setCreating(false)}
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
                        <Button
                          size="sm"
                          variant="outline-primary"
                          aria-label={`Ouvrir l'album ${candidate.name}`}
                          onClick={() => open(candidate.id)}
                        >
                          Ouvrir
                        </Button>
                        <Button
                          size="sm"
                          variant="outline-danger"
                          aria-label={`Supprimer l'album ${candidate.name}`}
                          onClick={() => removal.ask(candidate)}
                        >
                          Supprimer
                        </Button>
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

function AlbumForm({
  onDone,
  onCancel,
}: {
  onDone: (album: Album) => Promise<void>;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const [date, setDate] = useState(() => todayIso());
  const [attempted, setAttempted] = useState(false);
  const [pending, run] = usePending();
  const nameError = attempted && !name.trim() ? ALBUM_NAME_REQUIRED : undefined;
  const dateError = attempted && !date ? ALBUM_DATE_REQUIRED : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!name.trim() || !date) return;
    const draft = { name: name.trim(), date };
    void run(async () => {
      try {
        const album = await createAlbum(draft);
        toast.success(albumCreated(draft.name));
        await onDone(album);
      } catch {
        toast.error(ALBUM_SAVE_FAILED);
      }
    });
  };

  return (
    <Card className="mb-3 border-primary">
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="album-form-title">
          <h2 id="album-form-title" className="h5">
            Nouvel album
          </h2>
          <Row className="g-2">
            <Col sm={7}>
              <TextInput
                label="Nom"
                required
                value={name}
                error={nameError}
                onChange={(event) => setName(event.target.value)}
              />
            </Col>
            <Col sm={5}>
              <DateInput label="Date" required value={date} error={dateError} onChange={setDate} />
            </Col>
          </Row>
          <div className="d-flex gap-2">
            <SubmitButton pending={pending}>Créer l'album</SubmitButton>
            <Button variant="outline-secondary" onClick={onCancel}>
              Annuler
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card>
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
  const queryClient = useQueryClient();
  const photos = useQuery(albumPhotosQuery(album.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: albumKeys.photos(album.id) });

  const removal = useRemoval({
    remove: (item: Photo) => deletePhoto(item.id),
    done: (item) => photoDeleted(item.name),
    failed: PHOTO_DELETE_FAILED,
    after: () => refresh(),
  });

  return (
    <section aria-labelledby="album-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="album-title" className="h5 mb-0 me-auto text-break">
          {album.name} <span className="text-body-secondary small">{formatDate(album.date)}</span>
        </h2>
        <Button variant="outline-secondary" size="sm" onClick={onBack}>
          Tous les albums
        </Button>
        <Button variant="outline-danger" size="sm" onClick={onRemove}>
          Supprimer l'album
        </Button>
      </div>
      <PhotoUploader album={album} onUploaded={refresh} />
      <LoadedContent
        load={photos}
        loading="Chargement des photos…"
        error={PHOTOS_LOAD_FAILED}
        empty={{ when: (list) => list.length === 0, message: 'Cet album est vide.' }}
      >
        {(list) => (
          <Row
            xs={2}
            sm={3}
            lg={4}
            className="g-2 list-unstyled"
            as="ul"
            aria-label={`Photos de ${album.name}`}
          >
            {list.map((photo) => (
              <Col as="li" key={photo.id} className="list-unstyled">
                <PhotoCard photo={photo} onRemove={() => removal.ask(photo)} />
              </Col>
            ))}
          </Row>
        )}
      </LoadedContent>
      <ConfirmDialog title="Supprimer cette photo ?" {...removal.dialog}>
        « {removal.target?.name} » ne sera plus visible des membres. Cette action est définitive.
      </ConfirmDialog>
    </section>
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
        {url ? (
          <img
            src={url}
            alt={photo.name}
            className="w-100 h-100"
            style={{ objectFit: 'cover' }}
            loading="lazy"
          />
        ) : (
          <span className="small text-body-secondary">
            {failed ? 'Image indisponible' : 'Chargement…'}
          </span>
        )}
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
