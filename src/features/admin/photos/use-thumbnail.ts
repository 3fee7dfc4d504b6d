import { useQuery } from '@tanstack/react-query';
import { fetchPhotoFile } from '../../../api/albums';
import { onUserStateReset } from '../../../stores/user-state';

/** One object URL per fetched image, freed with the rest of the user's state at logout. */
const objectUrls = new WeakMap<Blob, string>();
const issued = new Set<string>();

onUserStateReset(() => {
  for (const href of issued) URL.revokeObjectURL(href);
  issued.clear();
});

function objectUrl(blob: Blob): string {
  let href = objectUrls.get(blob);
  if (!href) {
    href = URL.createObjectURL(blob);
    objectUrls.set(blob, href);
    issued.add(href);
  }
  return href;
}

/**
 * A photo's image as an object URL, fetched with the bearer (binary client), under the query
 * key the members' screen uses: an image seen here is not fetched again there.
 */
export function useThumbnail(photoId: number) {
  const file = useQuery({
    queryKey: ['photo-file', photoId],
    queryFn: () => fetchPhotoFile(photoId),
    staleTime: Infinity,
  });
  return { url: file.data ? objectUrl(file.data) : null, failed: file.isError };
}
