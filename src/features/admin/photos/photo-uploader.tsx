import { type ChangeEvent, useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { statusOf } from '@/api/client';
import type { Album } from '@/api/types';
import { notAnImage, photosAdded, tooHeavy, uploadFailed } from './photos-admin-messages';
import { PHOTO_ACCEPT, megabytes, overallProgress, photoRefusalOf } from '@/lib/photo-rules';
import '@/styles/admin.scss';
import { useUploadPhoto } from '@/api/albums';

type Status = 'refused' | 'waiting' | 'sending' | 'sent' | 'failed';

interface Upload {
  key: string;
  name: string;
  size: number;
  status: Status;
  /** From 0 to 1. */
  progress: number;
  message?: string;
}

const STATUS_WORDS: Record<Status, string> = {
  refused: 'Refusé',
  waiting: 'En attente',
  sending: 'Envoi en cours',
  sent: 'Envoyé',
  failed: 'Échec',
};

/** Why the backend refused a file, as the rule the screen checks first would say it. */
function failureMessage(error: unknown, file: File): string {
  const status = statusOf(error);
  if (status === 413) return tooHeavy(file.name, megabytes(file.size));
  if (status === 415) return notAnImage(file.name);
  return uploadFailed(file.name);
}

function ProgressLine({ label, value }: { label: string; value: number }) {
  const percent = Math.round(value * 100);
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={`${percent} %`}
    >
      <div className="progress-bar" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * `Ajouter des photos`: several images at once, each checked (JPEG, PNG, WebP or GIF, 10 Mo at
 * most) then sent one after the other with its own progress bar and an overall one; a refused
 * or failed file says why and the others go on; the album's photos show each one that arrived.
 */
export function PhotoUploader({ album }: { album: Album }) {
  const inputId = useId();
  const uploadPhoto = useUploadPhoto(album.id);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [running, setRunning] = useState(false);

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) =>
      list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same files may be chosen again (after a failure): the input starts empty each time.
    event.target.value = '';
    if (files.length === 0) return;
    const batch = Date.now();
    const entries = files.map((file, index) => {
      const refusal = photoRefusalOf(file);
      const entry: Upload = {
        key: `${batch}-${index}`,
        name: file.name,
        size: file.size,
        status: refusal ? 'refused' : 'waiting',
        progress: 0,
        message: !refusal
          ? undefined
          : refusal.reason === 'type'
            ? notAnImage(file.name)
            : tooHeavy(file.name, refusal.size),
      };
      return { file, entry };
    });
    setUploads(entries.map(({ entry }) => entry));
    setRunning(true);
    let sent = 0;
    for (const { file, entry } of entries) {
      if (entry.status === 'refused') continue;
      update(entry.key, { status: 'sending' });
      try {
        await uploadPhoto.mutateAsync({
          file,
          onProgress: (progress) => update(entry.key, { progress }),
        });
        update(entry.key, { status: 'sent', progress: 1 });
        sent += 1;
      } catch (error) {
        update(entry.key, { status: 'failed', message: failureMessage(error, file) });
      }
    }
    setRunning(false);
    if (sent > 0) toast.success(photosAdded(sent, album.name));
  };

  const accepted = uploads.filter((entry) => entry.status !== 'refused');
  const done = accepted.filter((entry) => entry.status === 'sent').length;
  const problems = uploads.filter((entry) => entry.message);

  return (
    <div className="mb-4">
      <Form.Group controlId={inputId} className="mb-2">
        <Form.Label className="fw-semibold">Ajouter des photos</Form.Label>
        <Form.Control
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          disabled={running}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void choose(event as ChangeEvent<HTMLInputElement>)}
        />
        <Form.Text id={`${inputId}-hint`}>
          Plusieurs à la fois : JPEG, PNG, WebP ou GIF, 10 Mo au plus chacune.
        </Form.Text>
      </Form.Group>
      {problems.length > 0 && (
        <ul
          className="list-unstyled alert alert-warning py-2"
          role="alert"
          aria-label="Fichiers non envoyés"
        >
          {problems.map((entry) => (
            <li key={entry.key}>{entry.message}</li>
          ))}
        </ul>
      )}
      {accepted.length > 0 && (
        <div className="border rounded p-2">
          <p className="small mb-1" aria-live="polite">
            {done} / {accepted.length} {accepted.length > 1 ? 'photos envoyées' : 'photo envoyée'}
          </p>
          <ProgressLine label="Progression totale" value={overallProgress(accepted)} />
          <ul className="list-unstyled mt-2 mb-0" aria-label="Envoi des photos">
            {accepted.map((entry) => (
              <li key={entry.key} className="small mt-2">
                <div className="d-flex flex-wrap gap-2">
                  <span className="me-auto text-break">{entry.name}</span>
                  <span className={entry.status === 'failed' ? 'text-danger' : undefined}>
                    {STATUS_WORDS[entry.status]}
                  </span>
                </div>
                <ProgressLine label={`Envoi de ${entry.name}`} value={entry.progress} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
