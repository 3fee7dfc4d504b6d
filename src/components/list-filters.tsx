import type { ReactNode } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { DateInput } from './form/date-input';
import { type Option, SelectInput, TextInput } from './form/inputs';

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

/** The text search of a filter bar, the row's width on a phone. */
export function FilterSearch({
  label,
  placeholder,
  value,
  onChange,
  md,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  md: number;
}) {
  return (
    <Col xs={12} md={md}>
      <TextInput
        label={label}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Col>
  );
}

/** The period of a filter bar, `Du` and `Au`: its end is never offered before its start. */
export function FilterPeriod({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
}) {
  const ends = [
    { end: 'from', label: 'Du', value: from, bounds: { maxDate: to || undefined } },
    { end: 'to', label: 'Au', value: to, bounds: { minDate: from || undefined } },
  ] as const;
  return ends.map(({ end, label, value, bounds }) => (
    <Col key={end} xs={6} md={2}>
      <DateInput
        label={label}
        value={value}
        {...bounds}
        onChange={(day) => onChange(end === 'from' ? { from: day } : { to: day })}
      />
    </Col>
  ));
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
