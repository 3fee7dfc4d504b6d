import type { FieldValues } from 'react-hook-form';
import { CheckboxInput, type CheckboxInputProps } from './checkbox-input';
import { SelectInput, type SelectInputProps, TextInput, type TextInputProps } from './inputs';
import { type Bound, type SaidAtOnce, useBoundField } from './use-bound-field';

export type { FieldRules, SaidAtOnce } from './use-bound-field';

/**
 * The field components bound to react-hook-form (inside a `FormProvider`): the value, and the
 * error read from `formState` once the field was touched or the form submitted.
 */
type Unbound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'name' | 'error' | 'checked'>;

export function TextField<T extends FieldValues>({
  name,
  rules,
  error: atOnce,
  ...props
}: Bound<T> & Unbound<TextInputProps> & SaidAtOnce) {
  const { field, bound, error } = useBoundField<T>({ name, rules, error: atOnce });
  return (
    <TextInput
      {...props}
      {...bound}
      value={(field.value as string | number | undefined) ?? ''}
      onChange={field.onChange}
      error={error}
    />
  );
}

export function SelectField<T extends FieldValues>({
  name,
  rules,
  onValueChange,
  ...props
}: Bound<T> &
  Unbound<SelectInputProps> & {
    /** Told after the value changed (the status ↔ memberships rule). */
    onValueChange?: (value: string) => void;
  }) {
  const { field, bound, error } = useBoundField<T>({ name, rules });
  return (
    <SelectInput
      {...props}
      {...bound}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      error={error}
    />
  );
}

export function CheckboxField<T extends FieldValues>({
  name,
  rules,
  ...props
}: Bound<T> & Unbound<CheckboxInputProps>) {
  const { field, bound } = useBoundField<T>({ name, rules });
  return (
    <CheckboxInput
      {...props}
      {...bound}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.target.checked)}
    />
  );
}
