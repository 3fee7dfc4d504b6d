import type * as z from 'zod/mini';

/**
 * Reading a zod mini schema's structure (`schema._zod.def`), for the mock backend's answers made
 * from the contract's schemas (src/api/schemas/calls.ts): Jackson's nulls (jackson.ts) and the
 * shape matrix's variants (src/mocks/faults/shape-variants.ts). Demo and test code only.
 */

export interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
}

export const defOf = (schema: z.ZodMiniType) =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether the backend may leave the field out: optional, nullish or with a default. */
export const mayBeLeftOut = (schema: z.ZodMiniType) => {
  const optin = (schema as unknown as { _zod: { optin?: string } })._zod.optin;
  return optin === 'optional' || optin === 'defaulted';
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The wrappers whose inner schema says what the JSON holds. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);

/**
 * What `schema` reads `value` as, past its wrappers: an object, an array, or anything else. A
 * pipe is read by its input (what the JSON holds); a union by its option that reads `value`,
 * else by its first option of the same kind as `value` (an object for a record that does not
 * fit, so that a record another field breaks is still walked).
 */
export function resolved(schema: z.ZodMiniType, value: unknown): z.ZodMiniType {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return resolved(def.innerType, value);
  if (def.type === 'pipe' && def.in) return resolved(def.in, value);
  if (def.type === 'union' && def.options) {
    const fitting =
      def.options.find((option) => option.safeParse(value).success) ??
      def.options.find((option) => {
        const kind = defOf(resolved(option, value)).type;
        return Array.isArray(value) ? kind === 'array' : isRecord(value) && kind === 'object';
      });
    return fitting ? resolved(fitting, value) : schema;
  }
  return schema;
}

/**
 * `value` as `schema` reads it, each record in it (itself, or each item of an array, all the way
 * down through arrays) handed to `onRecord` with the fields `schema` names and the schema it was
 * read by; anything else as it is.
 */
export function eachRecordOf(
  schema: z.ZodMiniType,
  value: unknown,
  onRecord: (
    shape: Record<string, z.ZodMiniType>,
    record: Record<string, unknown>,
    read: z.ZodMiniType,
  ) => unknown,
): unknown {
  const read = resolved(schema, value);
  const def = defOf(read);
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    const element = def.element;
    return value.map((item) => eachRecordOf(element, item, onRecord));
  }
  if (def.type !== 'object' || !def.shape || !isRecord(value)) return value;
  return onRecord(def.shape, value, read);
}
