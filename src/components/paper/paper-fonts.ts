import bold from './fonts/dejavu-sans-bold-papers.ttf?inline';
import regular from './fonts/dejavu-sans-papers.ttf?inline';

/** The papers' font, each weight a TTF file as a `data:` URL. */
export interface PaperFonts {
  regular: string;
  bold: string;
}

/**
 * DejaVu Sans, regular and bold, cut down to the alphabets a name may be typed in
 * (src/components/paper/fonts/README.md). A chunk of its own, fetched by loadPapers() beside jsPDF's: in
 * JavaScript rather than a font file, so that it arrives, is retried and is kept offline the
 * way the PDF maker is, and is read the same way by the tests; apart from jsPDF's, so that
 * neither chunk passes the build's size limit and a new version of the papers reuses the font
 * already fetched. See docs/architecture.md#papers-pdf.
 */
export const paperFonts: PaperFonts = { regular, bold };
