import type { FieldRules } from '@/components/form/fields';

/** A text that must hold more than spaces: `message` under its field otherwise. */
export const notBlank = (message: string): FieldRules => ({
  validate: (value) => value.trim() !== '' || message,
});
