import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { albumPhotosQuery, albumsQuery } from '@/api/albums';
import type { Album, Photo } from '@/api/types';
import { CardGrid } from '@/components/card-grid';
import { Screen } from '@/components/screen';
import { formatDate } from '@/lib/format';
import { whenNone, albumsWords } from '@/components/list-words';
import { PhotoViewer } from './photo-viewer';
import { AlbumSection, PhotoFill } from '@/components/album-section';
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
      <PhotoFill url={url} failed={failed} alt="" waiting=" " />
    </button>
  );
}

function AlbumPhotos({ album, onBack }: { album: Album; onBack: () => void }) {
  const photos = useQuery(albumPhotosQuery(album.id));
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <AlbumSection
      album={album}
      photos={photos}
      onBack={onBack}
      tile={(photo, index) => <Thumbnail photo={photo} onOpen={() => setViewing(index)} />}
      after={(list) =>
        viewing !== null && (
          <PhotoViewer
            photos={list}
            index={viewing}
            onIndexChange={setViewing}
            onClose={() => setViewing(null)}
          />
        )
      }
    />
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
      {...albumsWords}
      empty={whenNone('Aucun album pour le moment.')}
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
