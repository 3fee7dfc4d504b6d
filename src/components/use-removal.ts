import { useState } from 'react';
import { toast } from 'react-toastify';
import { usePending } from '@/lib/use-pending';

/**
 * A removal asked for, then confirmed in a `ConfirmDialog`: `ask(item)` opens the dialog,
 * `dialog` is what it takes (spread it), the call runs once however often `Supprimer` is
 * clicked, then says so in a toast (`done`) or in French why not (`failed`, the dialog kept
 * open to try again), and `after` refreshes what showed the item.
 */
export function useRemoval<T>({
  remove,
  done,
  failed,
  after,
}: {
  remove: (item: T) => Promise<void>;
  done: (item: T) => string;
  failed: string;
  after?: (item: T) => unknown;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const [pending, run] = usePending();
  const confirm = () =>
    run(async () => {
      if (target === null) return;
      try {
        await remove(target);
      } catch {
        toast.error(failed);
        return;
      }
      toast.success(done(target));
      setTarget(null);
      await after?.(target);
    });
  return {
    target,
    ask: (item: T) => setTarget(item),
    dialog: {
      show: target !== null,
      pending,
      onConfirm: () => void confirm(),
      onCancel: () => setTarget(null),
    },
  };
}
