import type { FieldValues } from 'react-hook-form';
import { DateInput } from './date-input';
import { type Bound, type SaidAtOnce, useBoundField } from './use-bound-field';
import type { FrameProps } from './inputs';

/**
 * A date field bound to react-hook-form (inside a `FormProvider`): the value is `YYYY-MM-DD`
 * or '', and the rule's message shows once the field was left or the form submitted.
 */
export function DateField<T extends FieldValues>({
  name,
  rules,
  error: atOnce,
  ...props
}: Omit<FrameProps, 'error'> &
  Bound<T> &
  SaidAtOnce & {
    label: string;
    minDate?: string;
    maxDate?: string;
    /** Days that cannot be picked (`YYYY-MM-DD`), as `DateInput` takes them. */
    excludeDates?: readonly string[];
  }) {
  const { field, error } = useBoundField<T>({ name, rules, error: atOnce });
  return (
    <DateInput
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
