import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ReadOptions, ReadProgress } from '@/api/list';
import { onReadProgress, readUnderway } from '@/api/read-progress';
import { progressDueIn } from '@/lib/read-progress';

/** The `since` of a read once it has run long enough to show its progress. */
function useLateSince(since: number | undefined): number | undefined {
  const [late, setLate] = useState<number>();
  useEffect(() => {
    if (since === undefined) return;
    const timer = setTimeout(() => setLate(since), progressDueIn(since, Date.now()));
    return () => clearTimeout(timer);
  }, [since]);
  return late;
}

/**
 * How far the query of `queryKey` is in its read of every page, once it shows
 * (docs/rules.md#long-reads): undefined while the read is quick, has no page in yet, or runs
 * no more.
 */
export function useReadProgress(queryKey: QueryKey): ReadProgress | undefined {
  const underway = useSyncExternalStore(
    onReadProgress,
    () => readUnderway(queryKey),
    // A page drawn ahead of the browser has no read under way.
    () => undefined,
  );
  const late = useLateSince(underway?.since);
  return underway !== undefined && late === underway.since ? underway.progress : undefined;
}

/** An action's read of every page (an export, a copy, a download) as a button runs it. */
export interface ActionRead {
  /** True once the action has run long enough to show its progress and `Annuler`. */
  late: boolean;
  /** How far the read is, once it shows. */
  progress?: ReadProgress;
  /** Starts an action: the options its read takes (the signal `cancel` aborts). */
  begin: () => ReadOptions & { signal: AbortSignal };
  /** The action ended, whatever its outcome. */
  end: () => void;
  /** `Annuler`: the read stops, no page more is asked. */
  cancel: () => void;
}

/**
 * The read of a button's action: its progress and its stop (docs/rules.md#long-reads). Leaving
 * the screen stops it too.
 */
export function useActionRead(): ActionRead {
  const [run, setRun] = useState<{ since: number; progress?: ReadProgress } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const late = useLateSince(run?.since);
  useEffect(() => () => controller.current?.abort(), []);
  return {
    late: run !== null && late === run.since,
    progress: run !== null && late === run.since ? run.progress : undefined,
    begin: () => {
      const own = new AbortController();
      controller.current = own;
      const since = Date.now();
      setRun({ since });
      return {
        signal: own.signal,
        onProgress: (progress) => {
          if (controller.current === own) setRun({ since, progress });
        },
      };
    },
    end: () => {
      controller.current = null;
      setRun(null);
    },
    cancel: () => controller.current?.abort(),
  };
}
