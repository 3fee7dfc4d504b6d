import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';

/**
 * A row's `Modifier` and `Supprimer`, named with the row's item (`Modifier X`, `Supprimer X`)
 * so that each button says what it acts on. `editLabel` replaces `Modifier` (`Renommer`);
 * `removeName` replaces the removal's accessible name (`Supprimer l'album X`).
 */
export function RowActions({
  name,
  onEdit,
  onRemove,
  editLabel = 'Modifier',
  editName,
  removeName,
  wrap = true,
}: {
  name: string;
  onEdit?: () => void;
  onRemove: () => void;
  editLabel?: ReactNode;
  editName?: string;
  removeName?: string;
  /** In a `d-flex gap-2` of their own (false: the row's flex holds them). */
  wrap?: boolean;
}) {
  const buttons = (
    <>
      {onEdit && (
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={
            editName ?? `${typeof editLabel === 'string' ? editLabel : 'Modifier'} ${name}`
          }
          onClick={onEdit}
        >
          {editLabel}
        </Button>
      )}
      <Button
        size="sm"
        variant="outline-danger"
        aria-label={removeName ?? `Supprimer ${name}`}
        onClick={onRemove}
      >
        Supprimer
      </Button>
    </>
  );
  return wrap ? <div className="d-flex gap-2">{buttons}</div> : buttons;
}
