/** The card check's path, written once: the screen's call and its early start use it. */
export const cardCheckPath = (code: string) => `/cards/${encodeURIComponent(code)}`;
