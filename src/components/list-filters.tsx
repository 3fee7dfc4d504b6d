import type { ReactNode } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { type Option, SelectInput } from './form/inputs';

/**
 * The filters above an administration list: a search landmark named `label`, its fields on one
 * row from a tablet's width up. Fields apply as they change; Entrée applies the typed text at
 * once (`onSubmit`) instead of sending a form.
 */
export function FilterBar({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  return (
    <Form
      className="mb-3"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <Row className="gx-2 align-items-end">{children}</Row>
    </Form>
  );
}

/** One choice of a filter bar: `Tous` (or `Toutes`) stands for no filter. */
export interface FilterChoice {
  label: string;
  placeholder: 'Tous' | 'Toutes';
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  /** Its column's width from a tablet up, in twelfths (half the row on a phone). */
  md?: number;
}

/** The choices of a filter bar, each in its column. */
export function FilterSelects({ choices }: { choices: readonly FilterChoice[] }) {
  return choices.map(({ label, placeholder, value, options, onChange, md = 2 }) => (
    <Col key={label} xs={6} md={md}>
      <SelectInput
        label={label}
        placeholder={placeholder}
        value={value}
        options={options}
        onChange={(event) => onChange(event.target.value)}
      />
    </Col>
  ));
}

/** The line above a list: how many it holds (announced as it changes), then its actions. */
export function ListToolbar({ count, children }: { count: ReactNode; children?: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <span className="text-body-secondary me-auto" role="status">
        {count}
      </span>
      {children}
    </div>
  );
}
