/** A paper ready to save: the PDF and the name the browser gives it. */
export interface Paper {
  blob: Blob;
  fileName: string;
}

/** Why there is no paper to give (a receipt asked on a device that did not pay). */
export interface NoPaper {
  reason: string;
}

export const PDF_TOOL_FAILED =
  "L'outil de création des PDF n'a pas pu être chargé. Vérifiez votre connexion, puis réessayez.";
export const PAPER_FAILED = "Le document n'a pas pu être créé. Réessayez.";

/** The PDF maker (jsPDF) failed to arrive. */
export class ToolNotLoaded extends Error {}

/**
 * The PDF maker, fetched when a paper is asked for, never with a screen (jsPDF, about 130 kB
 * compressed): see docs/architecture.md#pdf.
 */
export async function loadPapers() {
  try {
    return await import('./papers');
  } catch (error) {
    throw new ToolNotLoaded(String(error));
  }
}
