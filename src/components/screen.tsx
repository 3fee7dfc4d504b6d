import type { ReactNode } from 'react';
import { Button, Container, Spinner } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import type { Loadable } from '@/components/use-load';

const WIDTHS = { narrow: 560, medium: 760, wide: 960, full: undefined } as const;

/** Shown while something is on its way: a label read by screen readers too. */
export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status">
      <Spinner animation="border" variant="primary" className="me-2" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A load that failed: what failed, in French, and `Réessayer`. */
export function LoadError({ message, onRetry }: { message: ReactNode; onRetry?: () => unknown }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">{message}</span>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={() => void onRetry()}>
          Réessayer
        </Button>
      )}
    </Alert>
  );
}

interface FrameProps {
  title: ReactNode;
  /** Width of the page: a form is narrow, a table wide. */
  width?: keyof typeof WIDTHS;
  /** Buttons beside the title (`Exporter en CSV`, `Créer une personne`…). */
  actions?: ReactNode;
  /** Text under the title. */
  lead?: ReactNode;
  /**
   * A screen used standing in the street (the tour, the card and its check, the calendar
   * purchase and code): every target at least 44 × 44 px (docs/accessibility.md#targets).
   */
  street?: boolean;
}

type LoadProps<T> = {
  load: Loadable<T>;
  /** 'Chargement de votre compte…' */
  loading?: string;
  /**
   * Shown while it loads instead of the spinner and `loading`: a read of every page's progress
   * (`QueryProgress`, src/components/read-progress.tsx).
   */
  loader?: ReactNode;
  /** The message of a failed load, shown with `Réessayer`. */
  error: ReactNode | ((error: unknown) => ReactNode);
  /** When the loaded data counts as empty, what to say instead of the content. */
  empty?: { when: (data: T) => boolean; message: ReactNode };
  /**
   * What is said above a loaded list: the records it left out, where it was cut
   * (`listNotices` in list-words.ts, which the first load of a public screen does not carry).
   */
  notices?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The frame of every screen: its title, width, and the states of what it loads (loading,
 * empty, error with `Réessayer`), each in French. Without `load`, it frames `children` as is.
 */
export function Screen<T>(props: FrameProps & (LoadProps<T> | { children: ReactNode })) {
  const { title, width = 'wide', actions, lead, street = false } = props;
  return (
    <Container className={street ? 'py-4 street' : 'py-4'} style={{ maxWidth: WIDTHS[width] }}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto text-break">{title}</h1>
        {actions}
      </div>
      {lead && <p className="text-body-secondary">{lead}</p>}
      {'load' in props ? <LoadedContent {...props} /> : props.children}
    </Container>
  );
}

/** The states of a load, for a part of a screen (a section, a modal). */
export function LoadedContent<T>({
  load,
  loading,
  loader,
  error,
  empty,
  notices,
  children,
}: LoadProps<T>) {
  if (load.isPending) return loader ?? <Loading label={loading} />;
  if (load.isError || load.data === undefined) {
    return (
      <LoadError
        message={typeof error === 'function' ? error(load.error) : error}
        onRetry={load.refetch}
      />
    );
  }
  return (
    <>
      {notices?.(load.data)}
      {empty?.when(load.data) ? (
        <p className="text-body-secondary">{empty.message}</p>
      ) : (
        children(load.data)
      )}
    </>
  );
}
