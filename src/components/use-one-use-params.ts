import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readAddressParam } from '@/lib/page-address';

/**
 * The one-use parameters of a link the person received (`token`, `userid`), read once and held
 * by the screen, then taken out of the address bar: a reload, a shared address or a screenshot
 * carries no token, and a refused attempt can still be tried again. A new link opened on the
 * same screen replaces what it held; `forget()` drops what it held once the link has served.
 */
export function useOneUseParams<Name extends string>(
  names: readonly Name[],
): readonly [Record<Name, string>, () => void] {
  const [search, setSearch] = useSearchParams();
  const inAddress = Object.fromEntries(
    names.map((name) => [
      name,
      search.get(name) ?? readAddressParam(window.location.href, name) ?? '',
    ]),
  ) as Record<Name, string>;
  const [held, setHeld] = useState(inAddress);
  const arrived = names.some((name) => inAddress[name] && inAddress[name] !== held[name]);
  if (arrived) setHeld(inAddress);

  useEffect(() => {
    if (!names.some((name) => search.has(name))) return;
    const rest = new URLSearchParams(search);
    for (const name of names) rest.delete(name);
    setSearch(rest, { replace: true });
  }, [names, search, setSearch]);

  const forget = () =>
    setHeld(Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>);
  return [arrived ? inAddress : held, forget] as const;
}
