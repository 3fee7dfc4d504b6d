import {
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  useController,
  useFormContext,
} from 'react-hook-form';
import { DateInput } from './date-input';
import type { FieldRules } from './fields';
import type { FrameProps } from './inputs';

/**
 * A date field bound to react-hook-form (inside a `FormProvider`): the value is `YYYY-MM-DD`
 * or '', and the rule's message shows once the field was left or the form submitted.
 */
export function DateField<T extends FieldValues>({
  name,
  rules,
  ...props
}: Omit<FrameProps, 'error'> & {
  name: FieldPath<T>;
  label: string;
  rules?: FieldRules;
  minDate?: string;
  maxDate?: string;
}) {
  const { control } = useFormContext<T>();
  const { field, fieldState, formState } = useController({
    name,
    control,
    // The value of a date field is the string `FieldRules` is written for.
    rules: rules as RegisterOptions<T, FieldPath<T>> | undefined,
  });
  const shown = fieldState.isTouched || formState.isSubmitted;
  return (
    <DateInput
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={shown ? (fieldState.error?.message ?? null) : null}
    />
  );
}
