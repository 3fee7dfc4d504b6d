import { useState } from 'react';
import { toast } from 'react-toastify';
import { usePending } from '@/components/use-pending';
import { toastFailure } from '@/components/toast-failure';

/** What removes an item: the delete mutation of src/api, which takes the item's id. */
export interface Deletion {
  mutateAsync: (id: number) => Promise<unknown>;
}

/** What a removal says: once the item is gone (a toast), or why not in French. */
export interface RemovalWords<T> {
  done: (item: T) => string;
  failed: string;
}

/**
 * A removal asked for, then confirmed in a `ConfirmDialog`: `ask(item)` opens the dialog,
 * `dialog` is what it takes (spread it), the `deletion` runs once however often `Supprimer` is
 * clicked, then says so in a toast (`done`) or in French why not (`failed`, the dialog kept
 * open to try again), and `after` runs once the item is gone.
 */
export function useRemoval<T extends { id: number }>(
  deletion: Deletion,
  { done, failed }: RemovalWords<T>,
  after?: (item: T) => unknown,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [pending, run] = usePending();
  const confirm = () =>
    run(async () => {
      if (target === null) return;
      try {
        await deletion.mutateAsync(target.id);
      } catch {
        toastFailure(failed);
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

/** `null`: nothing open; `'new'`: a new item; else the item being edited. */
export type Editing<T> = null | 'new' | T;

/** What an item's editor takes: the item (null: a new one), and what closes it. */
export interface EditorProps<T> {
  item: T | null;
  /** The item was saved: the editor closes and what showed the item is read again. */
  onDone: () => Promise<void>;
  onCancel: () => void;
}

/**
 * A list an administrator edits: which item the editor shows (`editing`), the removal of an
 * item by its `deletion` with its confirmation (`removal`), and `refresh`, what else must be read
 * again once an item was saved or removed (the mutations already refresh the queries they change).
 */
export function useEditableList<T extends { id: number }>(
  deletion: Deletion,
  { refresh, ...words }: RemovalWords<T> & { refresh?: (item: T | null) => unknown },
) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const removal = useRemoval<T>(deletion, words, (item) => refresh?.(item));
  const close = () => setEditing(null);
  const saved = async () => {
    setEditing(null);
    await refresh?.(null);
  };
  const editor: EditorProps<T> | null =
    editing === null
      ? null
      : { item: editing === 'new' ? null : editing, onDone: saved, onCancel: close };
  return {
    editing,
    /** The editor's props while one is open (spread them), and its key (another item, afresh). */
    editor,
    editorKey: editing === null || editing === 'new' ? 'new' : editing.id,
    create: () => setEditing('new'),
    close,
    removal,
    /** What an item's `RowActions` do (spread them): open its editor, ask for its removal. */
    rowActions: (item: T) => ({
      onEdit: () => setEditing(item),
      onRemove: () => removal.ask(item),
    }),
  };
}
