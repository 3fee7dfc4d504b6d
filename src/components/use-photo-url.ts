import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchPhotoFile } from '../api/albums';
import { onUserStateReset } from '../stores/user-state';

/** One object URL per fetched image, freed with the rest of the user's state at logout. */
const objectUrls = new WeakMap<Blob, string>();
const issued = new Set<string>();

function objectUrl(blob: Blob): string {
  let href = objectUrls.get(blob);
  if (!href) {
    href = URL.createObjectURL(blob);
    objectUrls.set(blob, href);
    issued.add(href);
  }
  return href;
}

onUserStateReset(() => {
  for (const href of issued) URL.revokeObjectURL(href);
  issued.clear();
});

/**
 * The image of a photo as an object URL, fetched with the bearer (binary client) once it is
 * wanted, and kept in the query cache: the members' album, the viewer and the administration
 * share one fetch and one object URL per photo.
 */
export function usePhotoUrl(photoId: number, wanted: boolean) {
  const file = useQuery({
    queryKey: ['photo-file', photoId],
    queryFn: () => fetchPhotoFile(photoId),
    enabled: wanted,
    staleTime: Infinity,
  });
  return { url: file.data ? objectUrl(file.data) : null, failed: file.isError };
}

/** True once `element` comes near the viewport (at once where IntersectionObserver is missing). */
export function useNearViewport(element: Element | null): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
