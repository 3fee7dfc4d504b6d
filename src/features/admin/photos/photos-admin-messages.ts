/** What the photos administration says. */
export const ALBUM_NAME_REQUIRED = "Le nom de l'album est obligatoire";
export const ALBUM_DATE_REQUIRED = "La date de l'album est obligatoire";
export const ALBUM_SAVE_FAILED = "L'album n'a pas pu être créé. Réessayez.";
export const ALBUM_DELETE_FAILED = "L'album n'a pas pu être supprimé. Réessayez.";
export const PHOTO_DELETE_FAILED = "La photo n'a pas pu être supprimée. Réessayez.";
export const albumCreated = (name: string) => `Album « ${name} » créé`;
export const albumDeleted = (name: string) => `Album « ${name} » supprimé`;
export const photoDeleted = (name: string) => `Photo « ${name} » supprimée`;
export const photosAdded = (count: number, album: string) =>
  count === 1 ? `1 photo ajoutée à « ${album} »` : `${count} photos ajoutées à « ${album} »`;

/** Why a file was not sent, or did not arrive: each names the file. */
export const notAnImage = (file: string) =>
  `« ${file} » n'a pas été envoyé : seules les images JPEG, PNG, WebP et GIF sont acceptées.`;
export const tooHeavy = (file: string, size: string) =>
  `« ${file} » n'a pas été envoyé : il pèse ${size}, au-delà des 10 Mo acceptés.`;
export const uploadFailed = (file: string) =>
  `« ${file} » n'a pas pu être envoyé (connexion ou serveur). Choisissez-le à nouveau pour réessayer.`;
