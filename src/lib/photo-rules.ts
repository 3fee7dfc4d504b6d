/** The rules a photo meets before it is sent (the backend refuses the others: 413, 415). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** 10 Mo. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** What the file input offers to pick. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export type PhotoRefusal = { reason: 'type' } | { reason: 'size'; size: string };

/** `12,4 Mo`: a size as the messages give it. */
export function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

/** Why `file` cannot be sent, or null when it can. */
export function photoRefusalOf(file: Pick<File, 'type' | 'size'>): PhotoRefusal | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return { reason: 'type' };
  if (file.size > MAX_PHOTO_BYTES) return { reason: 'size', size: megabytes(file.size) };
  return null;
}

/** The share of `files` sent so far, by bytes (a big photo weighs more than a small one). */
export function overallProgress(files: readonly { size: number; progress: number }[]): number {
  const total = files.reduce((sum, file) => sum + Math.max(file.size, 1), 0);
  if (total === 0) return 0;
  const sent = files.reduce((sum, file) => sum + Math.max(file.size, 1) * file.progress, 0);
  return sent / total;
}
