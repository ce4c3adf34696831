// @ts-nocheck
import { z } from 'zod';

/** A create field without what makes it optional or fills it in: `.optional()`, `.default()`, `.prefault()`. */
type Bare<T> = T extends z.ZodDefault<infer I> ? Bare<I> : T extends z.ZodPrefault<infer I> ? Bare<I> : T extends z.ZodOptional<infer I> ? Bare<I> : T;
export type PatchShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<Bare<S[K]>> };

/** The message a field that may not be cleared answers to `null`. */
export const NOT_CLEARABLE = 'cannot be cleared';

function bare(schema: z.ZodType): z.ZodType {
  let field = schema;
  for (;;) {
    const { type } = field._zod.def;
    if (type !== 'default' && type !== 'prefault' && type !== 'optional') return field;
    field = (field._zod.def as unknown as { innerType: z.ZodType }).innerType;
  }
}

/** Whether the field, as the create schema declares it, takes `null` (and so may be cleared). */
export const isClearable = (schema: z.ZodType) => bare(schema)._zod.def.type === 'nullable';

/**
 * The PATCH schema of a create schema: every field optional and without its default, so a field
 * left out keeps its stored value (zod 4 fills defaults even inside `.partial()`, which would
 * overwrite). `null` clears a field the create schema declares nullable; any other field given
 * `null` reads "cannot be cleared" (before a coercion could turn it into 0). Object-level rules
 * (`.refine` across fields) are left out: they hold for the merged record, which the service checks.
 */
export function patchSchemaOf<S extends z.ZodRawShape>(create: z.ZodObject<S>): z.ZodObject<PatchShape<S>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(create.shape as unknown as Record<string, z.ZodType>)) {
    const inner = bare(field);
    const guarded = isClearable(field)
      ? inner
      : z.preprocess((value, context) => {
          if (value === null) context.issues.push({ code: 'custom', message: NOT_CLEARABLE, input: value });
          return value;
        }, inner);
    shape[key] = guarded.optional();
  }
  return z.object(shape) as unknown as z.ZodObject<PatchShape<S>>;
}

/** The fields a PATCH body names (left-out fields are undefined and dropped). */
export function namedFields<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The fields of `next` whose value differs from `initial` (compared as JSON): what an edit dialog sends. */
export function changedFields<T extends object>(initial: T, next: T): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify((initial as Record<string, unknown>)[key]))) as Partial<T>;
}
