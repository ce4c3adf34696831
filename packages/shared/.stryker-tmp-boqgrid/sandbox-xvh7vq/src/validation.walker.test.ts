// @ts-nocheck
import { describe, expect, it } from 'vitest';
import * as shared from './index';
import { defOf, elementOf, shapeOf } from './schema-walk.fixture';
import { z } from './validation';

/** zod's own wording, which must never reach a user. */
const RAW_WORDING = ['Invalid input', 'expected', 'received', 'Too small', 'Too big', 'Invalid option', 'Invalid string', 'Unrecognized key', 'NaN'];




/** Wrong types, null, text for numbers, numbers for text, unknown enum values, blanks and extremes. */
const BAD_VALUES: unknown[] = [null, '', '   ', 'NOT_A_KNOWN_VALUE', 'NaN', 'abc', -1, 0, 1.23456789, 1e20, true, [], {}, [null], ['x'], 'x'.repeat(6000), '2026-13-45'];

/** Bad inputs for a schema: the empty object, then each field in turn given each bad value, one level down too. */
function badInputs(schema: z.ZodType, depth = 0): unknown[] {
  const inputs: unknown[] = [undefined, null, 'text', 12, [], {}];
  const shape = shapeOf(schema);
  if (!shape) return inputs;
  for (const [key, field] of Object.entries(shape)) {
    for (const value of BAD_VALUES) inputs.push({ [key]: value });
    if (depth > 0) continue;
    const nested = shapeOf(field) ? field : elementOf(field);
    if (!nested) continue;
    const isList = !shapeOf(field);
    for (const inner of badInputs(nested, depth + 1)) inputs.push({ [key]: isList ? [inner] : inner });
  }
  return inputs;
}

const schemas = (Object.entries(shared) as [string, unknown][]).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

describe("every shared schema's problems are in plain words", () => {
  it('finds the shared schemas', () => {
    expect(schemas.length).toBeGreaterThan(50);
  });

  it.each(schemas)('%s', (_name, schema) => {
    const raw: string[] = [];
    for (const input of badInputs(schema)) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        if (RAW_WORDING.some((words) => issue.message.includes(words))) raw.push(`${JSON.stringify(input)?.slice(0, 80)} -> ${issue.path.join('.')}: ${issue.message}`);
      }
    }
    expect([...new Set(raw)]).toEqual([]);
  });
});

describe('plain words', () => {
  const problems = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('a literal names its value and an enum its choices', () => {
    expect(problems(z.object({ status: z.literal('LEAD') }), { status: 'PROJECT' })).toEqual(['status: must be LEAD']);
    expect(problems(z.object({ kind: z.enum(['A', 'B', 'C']) }), { kind: 'D' })).toEqual(['kind: must be one of A, B, C']);
  });

  it('a wrong type names the type wanted; a missing or null field is required', () => {
    const schema = z.object({ name: z.string(), size: z.number(), tags: z.array(z.string()), isDraft: z.boolean() });
    expect(problems(schema, { name: 5, size: 'x', tags: 'a', isDraft: 'no' })).toEqual([
      'name: must be text',
      'size: must be a number',
      'tags: must be a list',
      'isDraft: must be true or false',
    ]);
    expect(problems(schema, { name: null })).toEqual(['name: is required', 'size: is required', 'tags: is required', 'isDraft: is required']);
  });

  it('sizes, formats and unions read as sentences', () => {
    expect(problems(z.object({ code: z.string().max(3) }), { code: 'ABCD' })).toEqual(['code: must be at most 3 characters']);
    expect(problems(z.object({ n: z.number().min(2) }), { n: 1 })).toEqual(['n: must be at least 2']);
    expect(problems(z.object({ n: z.number().positive() }), { n: 0 })).toEqual(['n: must be more than 0']);
    expect(problems(z.object({ email: z.email() }), { email: 'nope' })).toEqual(['email: must be an email address']);
    expect(problems(z.object({ v: z.union([z.string(), z.array(z.string())]) }), { v: 3 })).toEqual(['v: must be text or a list']);
    expect(problems(z.object({ a: z.string() }).strict(), { a: 'x', b: 1 })).toEqual([': is not a field here: b']);
  });
});

describe('every problem at once', () => {
  it('an item with no name and a maximum below its minimum lists both', () => {
    expect(problems(shared.simpleItemRequest, { sku: 'A-1', minimumStockLevel: 10, maximumStockLevel: 5 })).toEqual([
      'name: is required',
      'maximumStockLevel: must be at least the minimum stock level',
    ]);
  });

  it('the stock levels are compared only when both are numbers', () => {
    expect(problems(shared.simpleItemRequest, { name: 'A', sku: 'A-1', minimumStockLevel: 'x', maximumStockLevel: 5 })).toEqual(['minimumStockLevel: must be a number']);
  });

  it('a transfer to its own warehouse is listed beside a missing line list', () => {
    const found = problems(shared.stockTransferRequest, { fromWarehouseId: 1, toWarehouseId: 1 });
    expect(found).toContain('toWarehouseId: must differ from the source warehouse');
    expect(found.length).toBeGreaterThan(1);
  });

  function problems(schema: z.ZodType, input: unknown) {
    return schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
  }
});
