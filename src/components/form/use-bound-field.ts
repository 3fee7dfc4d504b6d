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
 * A message a field says at once, before it was left or the form sent, in place of its rule's:
 * what data read from the backend refuses in the value (a day already full), where a rule's
 * message waits so that nobody is told off for a field not filled yet. The form still refuses
 * the value itself (in a rule or at submit).
 */
export interface SaidAtOnce {
  error?: string | null;
}

/**
 * A field's value and handlers, `bound` what its input takes as is (its name, ref and `onBlur`),
 * and its rule's message once it was left or the form submitted (a message said at once first).
 */
export function useBoundField<T extends FieldValues>({
  name,
  rules,
  error: atOnce,
}: Bound<T> & SaidAtOnce) {
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
    error: atOnce || (shown ? (fieldState.error?.message ?? null) : null),
  };
}
