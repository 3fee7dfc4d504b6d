import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
} from 'react';
import { Form } from 'react-bootstrap';

/**
 * The field components of every form: a visible label tied to its control (CONTRACT §5), a `*`
 * on required fields, a hint and an error read by screen readers. These are the plain
 * (controlled) versions; `fields.tsx` binds them to react-hook-form.
 */
interface FrameProps {
  label: ReactNode;
  /** A `*` beside the label, and `required` on the control (forms are `noValidate`: rules speak). */
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** A fixed id (tests and labels elsewhere point to it); a generated one otherwise. */
  id?: string;
}

function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function describedBy(ids: ReturnType<typeof useFieldIds>, hint: unknown, error: unknown) {
  return (
    [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined
  );
}

/**
 * The `*` of a required field, beside its label rather than in it: the control's name stays
 * the label's words ('Nom', not 'Nom *'), and `aria-required` tells assistive technologies.
 */
export function RequiredMark({ required }: { required?: boolean }) {
  if (!required) return null;
  return (
    <span className="text-danger ms-1" aria-hidden="true">
      *
    </span>
  );
}

function FieldFrame({
  ids,
  label,
  required,
  hint,
  error,
  className,
  children,
}: FrameProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={ids.controlId}>
      <Form.Label>{label}</Form.Label>
      <RequiredMark required={required} />
      {children}
      {error && (
        <Form.Control.Feedback type="invalid" id={ids.errorId}>
          {error}
        </Form.Control.Feedback>
      )}
      {hint && (
        <Form.Text id={ids.hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}

export type TextInputProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'size' | 'value'> & {
    value?: string | number;
    multiline?: boolean;
    rows?: number;
    ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  };

export function TextInput({
  label,
  required,
  hint,
  error,
  className,
  id,
  multiline,
  ...control
}: TextInputProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} {...{ label, required, hint, error, className }}>
      <Form.Control
        {...control}
        as={multiline ? 'textarea' : undefined}
        isInvalid={Boolean(error)}
        required={required}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}

export type Option = string | { value: string; label: string };

export type SelectInputProps = FrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required' | 'size'> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly Option[];
    /** The first, empty choice ('Choisissez…'); none when null. */
    placeholder?: string | null;
  };

export function SelectInput({
  label,
  required,
  hint,
  error,
  className,
  id,
  options,
  placeholder = 'Choisissez…',
  ...control
}: SelectInputProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} {...{ label, required, hint, error, className }}>
      <Form.Select
        {...control}
        isInvalid={Boolean(error)}
        required={required}
        aria-describedby={describedBy(ids, hint, error)}
      >
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Form.Select>
    </FieldFrame>
  );
}

export type CheckboxInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxInput({ id, label, className, ...control }: CheckboxInputProps) {
  const generated = useId();
  return (
    <Form.Check
      {...control}
      id={id ?? `check${generated.replace(/:/g, '')}`}
      type="checkbox"
      label={label}
      className={className}
    />
  );
}
