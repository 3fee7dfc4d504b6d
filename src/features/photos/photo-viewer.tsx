import { useEffect, useRef } from 'react';
import { Button, Modal } from 'react-bootstrap';
import type { Photo } from '@/api/types';
import { useModalFocusTrap } from '@/components/modal-focus';
import { Loading } from '@/components/screen';
import { PHOTO_LOAD_FAILED } from './photos-messages';
import { usePhotoUrl } from '@/components/use-photo-url';
import { CloseCross } from '@/components/close-cross';
import '@/styles/modal.scss';

/** A swipe is a horizontal move of at least this many pixels. */
const SWIPE_PX = 50;

/**
 * The full-screen viewer: `Précédente`, `Suivante`, `Fermer`, the arrow keys,
 * Escape, and a swipe on a phone.
 */
export function PhotoViewer({
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  photos: readonly Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const photo = photos[index];
  const { url, failed } = usePhotoUrl(photo.id, true);
  const touchStart = useRef<number | null>(null);
  useModalFocusTrap(true);
  const previous = () => onIndexChange((index - 1 + photos.length) % photos.length);
  const next = () => onIndexChange((index + 1) % photos.length);

  // The arrow keys page through the album wherever the focus is inside the viewer.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange((index - 1 + photos.length) % photos.length);
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % photos.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, photos.length, onIndexChange]);

  return (
    <Modal
      show
      onHide={onClose}
      fullscreen
      aria-labelledby="photo-viewer-title"
      contentClassName="bg-dark text-light"
    >
      <Modal.Header>
        <Modal.Title id="photo-viewer-title" className="h6">
          {photo.name}{' '}
          <span className="text-white-50">
            ({index + 1} / {photos.length})
          </span>
        </Modal.Title>
        <CloseCross onClick={onClose} variant="white" />
      </Modal.Header>
      <Modal.Body
        className="d-flex align-items-center justify-content-center p-0"
        onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (start === null || end === undefined) return;
          if (end - start > SWIPE_PX) previous();
          if (start - end > SWIPE_PX) next();
        }}
      >
        {url ? (
          <img
            src={url}
            alt={photo.name}
            className="mw-100 mh-100"
            style={{ objectFit: 'contain' }}
          />
        ) : failed ? (
          <p role="alert">{PHOTO_LOAD_FAILED}</p>
        ) : (
          <Loading label="Chargement de la photo…" />
        )}
      </Modal.Body>
      <Modal.Footer className="justify-content-between border-secondary">
        <Button variant="outline-light" onClick={previous} disabled={photos.length < 2}>
          Précédente
        </Button>
        <Button variant="light" onClick={onClose}>
          Fermer
        </Button>
        <Button variant="outline-light" onClick={next} disabled={photos.length < 2}>
          Suivante
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
