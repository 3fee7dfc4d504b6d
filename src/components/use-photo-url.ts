import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { photoFileQuery } from '@/api/albums';
import { resourceImageQuery } from '@/api/resources';
import { onUserStateReset } from '@/platform/user-state';

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
 * An image the backend serves to a signed-in member, as an object URL: fetched with the bearer
 * (binary client) once it is wanted, never with the session's token in an address, and kept in
 * the query cache so that every place showing it shares one fetch and one object URL.
 */
function useAuthorizedImage<K extends QueryKey>(
  image: UseQueryOptions<Blob, Error, Blob, K>,
  wanted: boolean,
) {
  const file = useQuery({ ...image, enabled: wanted });
  return { url: file.data ? objectUrl(file.data) : null, failed: file.isError };
}

/** A photo's image: the members' album, the viewer and the administration share it. */
export function usePhotoUrl(photoId: number, wanted: boolean) {
  return useAuthorizedImage(photoFileQuery(photoId), wanted);
}

/** A resource's image, as members see it on its card and administrators in its form. */
export function useResourceImageUrl(resourceId: number | null, wanted = true) {
  return useAuthorizedImage(resourceImageQuery(resourceId ?? 0), wanted && resourceId !== null);
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
