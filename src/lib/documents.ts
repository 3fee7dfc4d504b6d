/**
 * The files the association publishes as documents (docs/rules.md#numbers): each type with the
 * extension a download of it carries. Anything else is refused before it is sent.
 */
export const DOCUMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.ms-excel': ['xls', 'csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

const EXTENSIONS = [...new Set(Object.values(DOCUMENT_TYPES).flat())];

/** The file picker's `accept`: the extensions and the types. */
export const DOCUMENT_ACCEPT = [
  ...EXTENSIONS.map((extension) => `.${extension}`),
  ...Object.keys(DOCUMENT_TYPES),
].join(',');

export const DOCUMENT_TYPE_REFUSED =
  "Ce type de fichier n'est pas accepté : PDF, Word, Excel, PowerPoint, OpenDocument, texte, CSV, JPEG, PNG ou WebP.";

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
const baseType = (type: string) => type.split(';')[0].trim().toLowerCase();

/**
 * A file the association may publish: its extension is one of the list, and its type, when the
 * browser gives one, goes with that extension.
 */
export function isAllowedDocument(file: { name: string; type: string }): boolean {
  const extension = extensionOf(file.name);
  if (!EXTENSIONS.includes(extension)) return false;
  const type = baseType(file.type);
  return !type || (DOCUMENT_TYPES[type] ?? []).includes(extension);
}

/**
 * The name a document downloads under: its name, with the extension of its type added when a
 * rename left it out (`Compte rendu` of a PDF downloads as `Compte rendu.pdf`).
 */
export function downloadName(name: string, contentType: string | undefined): string {
  const extensions = DOCUMENT_TYPES[baseType(contentType ?? '')];
  if (!extensions || extensions.includes(extensionOf(name))) return name;
  return `${name}.${extensions[0]}`;
}
