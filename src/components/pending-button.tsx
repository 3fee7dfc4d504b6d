import type { ReactNode, Ref } from 'react';
import { Button, type ButtonProps, Spinner } from 'react-bootstrap';

/**
 * A button whose call is pending: disabled while it runs, with a spinner and an optional label
 * for that time ('Envoi en cours'); it comes back when the call ends. A form's submit
 * (`type="submit"`, the default) or an action of its own (`type="button"`).
 */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  type = 'submit',
  disabled,
  variant = 'primary',
  ...props
}: Omit<ButtonProps, 'type'> & {
  pending: boolean;
  pendingLabel?: ReactNode;
  type?: 'submit' | 'button';
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      {...props}
      type={type}
      variant={variant}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {pending && (
        <Spinner as="span" size="sm" animation="border" className="me-2" aria-hidden="true" />
      )}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
