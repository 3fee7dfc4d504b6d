import * as z from 'zod/mini';
import { id, optionalText } from './common';

/** (assumed call) A photo album: `GET /albums`. */
export const albumSchema = z.object({ id, name: z.string(), date: optionalText });

/** (assumed call) A photo of an album: `GET /albums/{id}/photos`; its image at `/photos/{id}/file`. */
export const photoSchema = z.object({ id, name: z.string() });

/** (assumed call) A document: `GET /documents`; its file at `/documents/{id}/file`. */
export const documentSchema = z.object({
  id,
  name: z.string(),
  /** YYYY-MM-DD */
  date: optionalText,
  contentType: optionalText,
});

/** (assumed call) A partner: `GET /partners`; its description is HTML, shown sanitized. */
export const partnerSchema = z.object({
  id,
  name: z.string(),
  description: optionalText,
  url: optionalText,
});

/** (assumed call) POST /albums */
export const albumBody = z.object({ name: z.string(), date: z.string() });

/** (assumed call) PATCH /documents/{id} */
export const documentRenameBody = z.object({ name: z.string() });

/** (assumed call) POST /partners, PATCH /partners/{id} */
export const partnerBody = z.object({
  name: z.string(),
  description: z.string(),
  /** None: null. */
  url: z.nullable(z.string()),
});

export type Album = z.output<typeof albumSchema>;
export type Photo = z.output<typeof photoSchema>;
export type DocumentFile = z.output<typeof documentSchema>;
export type Partner = z.output<typeof partnerSchema>;
export type AlbumDraft = z.input<typeof albumBody>;
export type PartnerDraft = z.input<typeof partnerBody>;
