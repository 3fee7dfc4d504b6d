import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { albumPhotosQuery, albumsQuery } from '@/api/albums';
import type { Album, Photo } from '@/api/types';
import { CardGrid } from '@/components/card-grid';
import { LoadedContent, Screen } from '@/components/screen';
import { formatDate } from '@/lib/format';
import { PhotoViewer } from './photo-viewer';
import { ALBUMS_LOAD_FAILED, PHOTOS_LOAD_FAILED } from './photos-messages';
import { useNearViewport, usePhotoUrl } from '@/components/use-photo-url';
import '@/styles/row-cols.scss';

/** A thumbnail, fetched only when it comes near the screen. */
function Thumbnail({ photo, onOpen }: { photo: Photo; onOpen: () => void }) {
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  const near = useNearViewport(element);
  const { url, failed } = usePhotoUrl(photo.id, near);
  return (
    <button
      ref={setElement}
      type="button"
      className="btn p-0 w-100 border-0 bg-body-secondary rounded overflow-hidden d-flex align-items-center justify-content-center"
      style={{ aspectRatio: '4 / 3' }}
      onClick={onOpen}
      aria-label={`Agrandir ${photo.name}`}
    >
      {url ? (
        <img src={url} alt="" className="w-100 h-100" style={{ objectFit: 'cover' }} />
      ) : (
        <span className="small text-body-secondary">{failed ? 'Image indisponible' : ' '}</span>
      )}
    </button>
  );
}

function AlbumPhotos({ album, onBack }: { album: Album; onBack: () => void }) {
  const photos = useQuery({
    ...albumPhotosQuery(album.id),
  });
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <section aria-labelledby="album-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="album-title" className="h5 mb-0 me-auto">
          {album.name} <span className="text-body-secondary small">{formatDate(album.date)}</span>
        </h2>
        <Button variant="outline-secondary" size="sm" onClick={onBack}>
          Tous les albums
        </Button>
      </div>
      <LoadedContent
        load={photos}
        loading="Chargement des photos…"
        error={PHOTOS_LOAD_FAILED}
        empty={{ when: (list) => list.length === 0, message: 'Cet album est vide.' }}
      >
        {(list) => (
          <>
            <Row
              xs={2}
              sm={3}
              lg={4}
              className="g-2 list-unstyled"
              as="ul"
              aria-label={`Photos de ${album.name}`}
            >
              {list.map((photo, index) => (
                <Col as="li" key={photo.id} className="list-unstyled">
                  <Thumbnail photo={photo} onOpen={() => setViewing(index)} />
                </Col>
              ))}
            </Row>
            {viewing !== null && (
              <PhotoViewer
                photos={list}
                index={viewing}
                onIndexChange={setViewing}
                onClose={() => setViewing(null)}
              />
            )}
          </>
        )}
      </LoadedContent>
    </section>
  );
}

/** `Photos`: one card per album; an album's photos; a full-screen viewer. */
export function PhotosScreen() {
  const albums = useQuery(albumsQuery());
  const [search, setSearch] = useSearchParams();
  const albumId = Number(search.get('album')) || null;
  const open = (id: number | null) => setSearch(id ? { album: String(id) } : {});
  return (
    <Screen
      title="Photos"
      load={albums}
      loading="Chargement des albums…"
      error={ALBUMS_LOAD_FAILED}
      empty={{ when: (list) => list.length === 0, message: 'Aucun album pour le moment.' }}
    >
      {(list) => {
        const album = list.find((candidate) => candidate.id === albumId);
        if (album) return <AlbumPhotos album={album} onBack={() => open(null)} />;
        return (
          <CardGrid items={list} label="Albums">
            {(candidate) => (
              <Card className="h-100">
                <Card.Body>
                  <Card.Title as="h2" className="h5">
                    {candidate.name}
                  </Card.Title>
                  <Card.Text className="text-body-secondary">
                    {formatDate(candidate.date)}
                  </Card.Text>
                  <Button
                    variant="primary"
                    onClick={() => open(candidate.id)}
                    aria-label={`Voir l'album ${candidate.name}`}
                  >
                    Voir l'album
                  </Button>
                </Card.Body>
              </Card>
            )}
          </CardGrid>
        );
      }}
    </Screen>
  );
}
