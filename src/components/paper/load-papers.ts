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

/** How many times a chunk of the PDF maker was asked for again under another address. */
let retries = 0;

/**
 * The PDF maker, fetched when a paper is asked for, never with a screen: jsPDF and the papers
 * (about 130 kB compressed), and beside them the font every paper is written with (about
 * 120 kB): see docs/architecture.md#papers-pdf. Either failing to arrive is `ToolNotLoaded`.
 */
export async function loadPapers(): Promise<typeof Papers> {
  const [papers, { paperFonts }] = await Promise.all([
    importAgainOnce(() => import('./papers')),
    importAgainOnce(() => import('./paper-fonts')),
  ]);
  papers.embedFonts(paperFonts);
  return papers;
}

/**
 * A browser remembers a module that failed to arrive as failed, for the page's life: the next
 * try asks for the same file under another address (the one its error names, with `?essai=n`),
 * so that `Réessayer` works once the network is back.
 */
async function importAgainOnce<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const address = chunkAddressIn(error);
    if (address) {
      retries += 1;
      try {
        return (await import(/* @vite-ignore */ `${address}?essai=${retries}`)) as T;
      } catch {
        // Still not there: said below.
      }
    }
    throw new ToolNotLoaded(String(error));
  }
}

/**
 * The address of one of the app's own chunks named by a failed import's error, or null. Only
 * such an address is imported again: an error's text is not the app's to trust (a proxy's page,
 * a module's own message), and an import runs whatever it fetches. It must be of the page's
 * origin, right under the app's assets folder (`{base}assets/`), and name a `.js` file, with no
 * query nor fragment.
 */
export function chunkAddressIn(error: unknown, page: string = window.location.href): string | null {
  const named = /https?:\/\/[^\s'"]+\.js/.exec(String(error))?.[0];
  if (!named) return null;
  let address: URL;
  let assets: URL;
  try {
    address = new URL(named);
    assets = new URL(`${import.meta.env.BASE_URL}assets/`, page);
  } catch {
    return null;
  }
  const fileName = address.pathname.slice(assets.pathname.length);
  const ours =
    address.origin === assets.origin &&
    address.pathname.startsWith(assets.pathname) &&
    /^[\w-]+(?:\.[\w-]+)*\.js$/.test(fileName) &&
    !address.search &&
    !address.hash &&
    !address.username &&
    !address.password;
  return ours ? address.href : null;
}
