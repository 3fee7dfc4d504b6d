import type { FieldValues } from 'react-hook-form';
import { type Bound, useBoundField } from '@/components/form/use-bound-field';
import { RichTextField } from '@/components/rich-text-field';

/**
 * A rich-text field bound to react-hook-form (inside a `FormProvider`): its HTML is the value
 * ('' when empty), and its rule's message shows under it once the form was submitted (an
 * editor is never "left" the way an input is).
 */
export function RichTextFormField<T extends FieldValues>({
  name,
  label,
  rules,
  required,
}: Bound<T> & {
  label: string;
  /** Marked required before any submit, as the kit's other fields (`*`, `aria-required`). */
  required?: boolean;
}) {
  const { field, error } = useBoundField<T>({ name, rules });
  return (
    <RichTextField
      label={label}
      required={required}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      invalid={Boolean(error)}
      feedback={error ?? undefined}
    />
  );
}
