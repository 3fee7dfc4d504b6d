import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { DateInput } from './date-input';

/** `DateInput` bound to react-hook-form (inside a `FormProvider`). */
export function DateField<T extends FieldValues>({
  name,
  ...props
}: { name: FieldPath<T> } & Omit<
  Parameters<typeof DateInput>[0],
  'value' | 'onChange' | 'onBlur' | 'error'
>) {
  const { control } = useFormContext<T>();
  const { field, fieldState, formState } = useController({ name, control });
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
