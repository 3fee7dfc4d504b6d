import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { listNotices } from '@/components/list-words';
import { Button, Col, Row } from 'react-bootstrap';
import type { Album, Photo } from '@/api/types';
import { formatDate } from '@/lib/format';
import { whenNone } from '@/components/list-words';
import { LoadedContent } from './screen';

export const PHOTOS_LOAD_FAILED = "Les photos de cet album n'ont pas pu être chargées.";

/**
 * An opened album, as members and administrators see it: its name and date, `Tous les albums`
 * and the screen's `actions`, what the screen puts above the photos (`children`), then one
 * `tile` per photo, two a row on a phone up to four on a laptop; `after` sees the loaded list.
 */
export function AlbumSection({
  album,
  photos,
  onBack,
  actions,
  children,
  tile,
  after,
}: {
  album: Album;
  photos: UseQueryResult<Photo[]>;
  onBack: () => void;
  actions?: ReactNode;
  children?: ReactNode;
  tile: (photo: Photo, index: number) => ReactNode;
  after?: (list: Photo[]) => ReactNode;
}) {
  return (
    <section aria-labelledby="album-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="album-title" className="h5 mb-0 me-auto text-break">
          {album.name} <span className="text-body-secondary small">{formatDate(album.date)}</span>
        </h2>
        <Button variant="outline-secondary" size="sm" onClick={onBack}>
          Tous les albums
        </Button>
        {actions}
      </div>
      {children}
      <LoadedContent
        load={photos}
        loading="Chargement des photos…"
        error={PHOTOS_LOAD_FAILED}
        notices={listNotices('photos')}
        empty={whenNone('Cet album est vide.')}
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
                  {tile(photo, index)}
                </Col>
              ))}
            </Row>
            {after?.(list)}
          </>
        )}
      </LoadedContent>
    </section>
  );
}

/** A photo filling its 4:3 frame, or what stands in for it while it comes or if it cannot. */
export function PhotoFill({
  url,
  failed,
  alt,
  waiting,
}: {
  url: string | null;
  failed: boolean;
  alt: string;
  waiting: string;
}) {
  return url ? (
    <img
      src={url}
      alt={alt}
      className="w-100 h-100"
      style={{ objectFit: 'cover' }}
      loading="lazy"
    />
  ) : (
    <span className="small text-body-secondary">{failed ? 'Image indisponible' : waiting}</span>
  );
}
