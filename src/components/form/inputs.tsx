import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
} from 'react';
// The parts by name, not the `Form` namespace, which carries every other part (checks, switches,
// ranges, floating labels) into the first script with the sign-in.
import { FormControl, FormGroup, FormLabel, FormSelect, FormText } from 'react-bootstrap';

/**
 * The field components of every form: a visible label tied to its control, a `*`
 * on required fields, a hint and an error read by screen readers. These are the plain
 * (controlled) versions; `fields.tsx` binds them to react-hook-form.
 */
export interface FrameProps {
  label: ReactNode;
  /** A `*` beside the label, and `required` on the control (forms are `noValidate`: rules speak). */
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** A fixed id (tests and labels elsewhere point to it); a generated one otherwise. */
  id?: string;
  /**
   * The id of an error message shown once for several fields (a date in three selects): the
   * field is then in error, described by that message.
   */
  sharedError?: string;
}

function describedBy(controlId: string, hint: unknown, error: unknown, sharedError?: string) {
  const ids = [
    hint ? `${controlId}-hint` : null,
    error ? `${controlId}-error` : null,
    sharedError ?? null,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** What the frame hands its control: validity, `required` and the hint and error it names. */
export interface BoundControl {
  isInvalid: boolean;
  /** Said to assistive technologies with the error (`isInvalid` only paints the control). */
  'aria-invalid'?: true;
  required?: boolean;
  'aria-describedby'?: string;
}

/** The frame's props apart from the control's own. */
function splitFrame<P extends FrameProps>(props: P): [FrameProps, Omit<P, keyof FrameProps>] {
  const { label, required, hint, error, className, id, sharedError, ...control } = props;
  return [{ label, required, hint, error, className, id, sharedError }, control];
}

/**
 * The `*` of a required field, beside its label rather than in it: the control's name stays
 * the label's words ('Nom', not 'Nom *'), and `required` tells assistive technologies.
 */
export function RequiredMark({ required }: { required?: boolean }) {
  if (!required) return null;
  return (
    <span className="text-danger ms-1" aria-hidden="true">
      *
    </span>
  );
}

export function FieldFrame({
  label,
  required,
  hint,
  error,
  className,
  id,
  sharedError,
  children,
}: FrameProps & { children: (bound: BoundControl, controlId: string) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  const inError = Boolean(error) || Boolean(sharedError);
  return (
    <FormGroup className={className ?? 'mb-3'} controlId={controlId}>
      <FormLabel>{label}</FormLabel>
      <RequiredMark required={required} />
      {children(
        {
          isInvalid: inError,
          'aria-invalid': inError ? true : undefined,
          required,
          'aria-describedby': describedBy(controlId, hint, error, sharedError),
        },
        controlId,
      )}
      {error && (
        <div className="invalid-feedback d-block" id={`${controlId}-error`}>
          {error}
        </div>
      )}
      {hint && (
        <FormText id={`${controlId}-hint`} className="d-block">
          {hint}
        </FormText>
      )}
    </FormGroup>
  );
}

export type TextInputProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'size' | 'value'> & {
    value?: string | number;
    multiline?: boolean;
    rows?: number;
    ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  };

export function TextInput({ multiline, ...props }: TextInputProps) {
  const [frame, control] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(bound) => <FormControl {...control} {...bound} as={multiline ? 'textarea' : undefined} />}
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

export function SelectInput({ options, placeholder = 'Choisissez…', ...props }: SelectInputProps) {
  const [frame, control] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(bound) => (
        <FormSelect {...control} {...bound}>
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
        </FormSelect>
      )}
    </FieldFrame>
  );
}
