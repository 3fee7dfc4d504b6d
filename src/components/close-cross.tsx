import type { ComponentProps } from 'react';
import { CloseButton } from 'react-bootstrap';

/**
 * A dialog's close cross. Bootstrap draws the cross as a CSS image: its name is also written
 * inside it, hidden while the style sheets apply and read where they do not (RGAA 10.2).
 */
export function CloseCross({
  label = 'Fermer',
  ...props
}: { label?: string } & Omit<ComponentProps<typeof CloseButton>, 'children' | 'aria-label'>) {
  return (
    <CloseButton aria-label={label} {...props}>
      <span className="visually-hidden">{label}</span>
    </CloseButton>
  );
}
