import type { ReactNode } from 'react';

type Variant = 'danger' | 'warning' | 'info' | 'success';

/**
 * A Bootstrap alert box, as plain markup: react-bootstrap's `Alert` brings its fade transition
 * (react-transition-group) into every chunk that shows one, the first script included, for boxes
 * that never fade nor close here. Read as `role="alert"` unless told (`status` for what is no
 * failure).
 */
export function Alert({
  variant,
  role = 'alert',
  className,
  children,
}: {
  variant: Variant;
  role?: 'alert' | 'status';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role={role} className={`alert alert-${variant}${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}
