/**
 * The shell reads the whole address: a screen can be
 * reached by a path outside the hash (`/calendrier`, `/validateorsubscribe?token=T`,
 * `/?token=T`). This gives the hash route such an address stands for, or null when the
 * address is already a plain hash route.
 */
const PATH_SCREENS = ['calendrier', 'validateorsubscribe', 'renewsubscription'] as const;

export function hashRouteFor(href: string, basePath = '/'): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const rest = url.pathname.startsWith(base)
    ? url.pathname.slice(base.length)
    : url.pathname.replace(/^\//, '');
  const first = rest.split('/')[0];
  const hash = url.hash.replace(/^#/, '');
  if ((PATH_SCREENS as readonly string[]).includes(first)) {
    const route = `/${rest.replace(/\/+$/, '')}`;
    // '/calendrier#/' and similar: the path names the screen, the hash adds nothing.
    const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
    return `${route}${url.search || hashQuery}`;
  }
  if (rest === '' && url.search && new URLSearchParams(url.search).has('token')) {
    const hashPath = hash.split('?')[0] || '/';
    return `${hashPath}${url.search}`;
  }
  return null;
}

/** The query parameters of the hash route and of the real query, hash first. */
export function readAddressParam(href: string, name: string): string | null {
  try {
    const url = new URL(href);
    const hash = url.hash.replace(/^#/, '');
    const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
    return new URLSearchParams(hashQuery).get(name) ?? url.searchParams.get(name);
  } catch {
    return null;
  }
}
