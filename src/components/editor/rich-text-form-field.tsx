import {
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  useController,
  useFormContext,
} from 'react-hook-form';
import type { FieldRules } from '@/components/form/fields';
import { RichTextField } from '@/components/rich-text-field';

/**
 * A rich-text field bound to react-hook-form (inside a `FormProvider`): its HTML is the value
 * ('' when empty), and its rule's message shows under it once the form was submitted.
 */
export function RichTextFormField<T extends FieldValues>({
  name,
  label,
  rules,
}: {
  name: FieldPath<T>;
  label: string;
  rules?: FieldRules;
}) {
  const { control } = useFormContext<T>();
  const { field, fieldState, formState } = useController({
    name,
    control,
    // The value of a rich-text field is its HTML, the string `FieldRules` is written for.
    rules: rules as RegisterOptions<T, FieldPath<T>> | undefined,
  });
  const error = formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <RichTextField
      label={label}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      invalid={Boolean(error)}
      feedback={error}
    />
  );
}
