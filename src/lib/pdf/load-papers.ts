import type * as Papers from './papers';

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

/** How many times the PDF maker was asked for again under another address. */
let retries = 0;

/**
 * The PDF maker, fetched when a paper is asked for, never with a screen (jsPDF, about 130 kB
 * compressed): see docs/architecture.md#papers-pdf. A browser remembers a module that failed to
 * arrive as failed, for the page's life: the next try asks for the same file under another
 * address (the one its error names, with `?essai=n`), so that `Réessayer` works once the network
 * is back.
 */
export async function loadPapers(): Promise<typeof Papers> {
  try {
    return await import('./papers');
  } catch (error) {
    const address = /https?:\/\/[^\s'"]+\.js/.exec(String(error))?.[0];
    if (address) {
      retries += 1;
      try {
        return (await import(/* @vite-ignore */ `${address}?essai=${retries}`)) as typeof Papers;
      } catch {
        // Still not there: said below.
      }
    }
    throw new ToolNotLoaded(String(error));
  }
}
