import { type DependencyList, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * What a screen loads, in the shape TanStack Query's results have (`data`, `isPending`,
 * `isError`, `error`, `refetch`), so that `Screen` takes either.
 */
export interface Loadable<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * A small loader for the public screens (login, calendar, validation, renewal), which do not
 * carry TanStack Query in their first load. `load` runs again when `deps` change or on
 * `refetch()` (`deps` are compared as JSON: plain values); the answer of a superseded run is
 * dropped.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loadable<T> {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${JSON.stringify(deps)}`;
  const [settled, setSettled] = useState<{ key: string; outcome: Outcome<T> } | null>(null);
  // The latest `load`, so that the effect runs when `deps` (serialised in `key`) change.
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    let active = true;
    latest.current().then(
      (data) => active && setSettled({ key, outcome: { ok: true, data } }),
      (error: unknown) => active && setSettled({ key, outcome: { ok: false, error } }),
    );
    return () => {
      active = false;
    };
  }, [key]);

  const current = settled?.key === key ? settled.outcome : null;
  return {
    data: current?.ok ? current.data : undefined,
    isPending: current === null,
    isError: current !== null && !current.ok,
    error: current && !current.ok ? current.error : null,
    refetch: () => setAttempt((count) => count + 1),
  };
}
