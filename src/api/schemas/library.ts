import * as z from 'zod/mini';
import { described, describedBody, id, optionalDay, optionalText } from './common';

/** (assumed call) A photo album: `GET /albums`. */
export const albumSchema = z.object({ id, name: z.string(), date: optionalDay });
export type Album = z.output<typeof albumSchema>;

/** (assumed call) A photo of an album: `GET /albums/{id}/photos`; its image at `/photos/{id}/file`. */
export const photoSchema = z.object({ id, name: z.string() });
export type Photo = z.output<typeof photoSchema>;

/** (assumed call) A document: `GET /documents`; its file at `/documents/{id}/file`. */
export const documentSchema = z.object({
  id,
  name: z.string(),
  /** YYYY-MM-DD */
  date: optionalDay,
  contentType: optionalText,
});
export type DocumentFile = z.output<typeof documentSchema>;

/** (assumed call) A partner: `GET /partners`; its description is HTML, shown sanitized. */
export const partnerSchema = z.object({ ...described, url: optionalText });
export type Partner = z.output<typeof partnerSchema>;

/** (assumed call) POST /albums */
export const albumBody = z.object({ name: z.string(), date: z.string() });
export type AlbumDraft = z.input<typeof albumBody>;

/** (assumed call) PATCH /documents/{id} */
export const documentRenameBody = z.object({ name: z.string() });

/** (assumed call) POST /partners, PATCH /partners/{id} */
export const partnerBody = z.object({
  ...describedBody,
  /** None: null. */
  url: z.nullable(z.string()),
});
export type PartnerDraft = z.input<typeof partnerBody>;
