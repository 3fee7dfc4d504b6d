import {
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  useController,
  useFormContext,
} from 'react-hook-form';

/** Rules of a text or select field: its value is a string. */
export interface FieldRules {
  validate?: (value: string) => boolean | string;
  /** Fields validated again when this one changes (a confirmation follows its password). */
  deps?: string | string[];
}

export interface Bound<T extends FieldValues> {
  name: FieldPath<T>;
  rules?: FieldRules;
}

/**
 * A field's value and handlers, `bound` what its input takes as is (its name, ref and `onBlur`),
 * and its rule's message once it was left or the form submitted.
 */
export function useBoundField<T extends FieldValues>({ name, rules }: Bound<T>) {
  const { control } = useFormContext<T>();
  const {
    field: { ref, ...field },
    fieldState,
    formState,
  } = useController({
    name,
    control,
    // The value of a text or select field is the string `FieldRules` is written for.
    rules: rules as RegisterOptions<T, FieldPath<T>> | undefined,
  });
  const shown = fieldState.isTouched || formState.isSubmitted;
  return {
    field,
    bound: { name: field.name, ref, onBlur: field.onBlur },
    error: shown ? (fieldState.error?.message ?? null) : null,
  };
}
