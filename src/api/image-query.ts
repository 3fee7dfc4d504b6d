import { type QueryKey, queryOptions } from '@tanstack/react-query';

/**
 * An image the backend serves to a signed-in member, fetched with the bearer (never with a token
 * in its address) and kept for the page's life: an image of a record does not change unless an
 * upload replaces it, which sets the cache itself.
 */
export const imageQuery = <K extends QueryKey>(queryKey: K, fetch: () => Promise<Blob>) =>
  queryOptions({ queryKey, queryFn: fetch, staleTime: Infinity, retry: false });
