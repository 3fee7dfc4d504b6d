import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from 'react-bootstrap';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A button whose action, done at once and without a call (emptying the cart, giving up a count),
 * waits for a yes: `title` asks in a `ConfirmDialog`, `children` say what follows,
 * `confirmLabel` does it.
 */
export function ConfirmedButton({
  label,
  variant,
  size,
  title,
  confirmLabel,
  onConfirm,
  children,
}: Pick<ButtonProps, 'variant' | 'size'> & {
  label: string;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        show={asking}
        title={title}
        confirmLabel={confirmLabel}
        pending={false}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
        onCancel={() => setAsking(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
