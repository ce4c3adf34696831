// @ts-nocheck
import type { z } from './validation';

/** What the schema walkers read of a zod schema's definition. */
export type SchemaDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
};
export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The fields of an object schema, looking through wrappers, pipes, refinements and intersections. */
export function shapeOf(schema: z.ZodType, depth = 0): Record<string, z.ZodType> | undefined {
  if (depth > 8) return undefined;
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  if (def.type === 'intersection') return { ...shapeOf(def.left!, depth + 1), ...shapeOf(def.right!, depth + 1) };
  if (def.type === 'pipe') return shapeOf(def.in!, depth + 1) ?? shapeOf(def.out!, depth + 1);
  if (def.innerType) return shapeOf(def.innerType, depth + 1);
  return undefined;
}

/** The element schema of a list, looking through wrappers and pipes. */
export function elementOf(schema: z.ZodType, depth = 0): z.ZodType | undefined {
  if (depth > 8) return undefined;
  const def = defOf(schema);
  if (def.type === 'array') return def.element;
  if (def.type === 'pipe') return elementOf(def.in!, depth + 1);
  if (def.innerType) return elementOf(def.innerType, depth + 1);
  return undefined;
}
