import type { FieldValues } from 'react-hook-form';
import { DateInput } from './date-input';
import { type Bound, useBoundField } from './use-bound-field';
import type { FrameProps } from './inputs';

/**
 * A date field bound to react-hook-form (inside a `FormProvider`): the value is `YYYY-MM-DD`
 * or '', and the rule's message shows once the field was left or the form submitted.
 */
export function DateField<T extends FieldValues>({
  name,
  rules,
  ...props
}: Omit<FrameProps, 'error'> &
  Bound<T> & {
    label: string;
    minDate?: string;
    maxDate?: string;
  }) {
  const { field, error } = useBoundField<T>({ name, rules });
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
