/**
 * Stands in for html2canvas and canvg, which jsPDF imports only to draw HTML or SVG into a page:
 * the app's papers are written with text and lines, so neither is built nor shipped
 * (vite.config.ts aliases them here).
 */
export default function unusedRenderer(): never {
  throw new Error('Rendu HTML ou SVG non disponible dans les PDF de l’application.');
}
export const Canvg = unusedRenderer;
