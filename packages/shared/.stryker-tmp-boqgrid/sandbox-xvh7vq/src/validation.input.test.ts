// @ts-nocheck
import { describe, expect, it } from 'vitest';
import * as shared from './index';
import { defOf, elementOf, shapeOf } from './schema-walk.fixture';
import { CONTROL_CHARACTER_MESSAGE, MAX_RECORD_ID, numberFrom, recordId, text, z } from './validation';



/** The leaf kinds a field takes, looking through wrappers, pipes, unions, lists and records. */
function leafKinds(schema: z.ZodType, depth = 0): Set<string> {
  const kinds = new Set<string>();
  if (depth > 10) return kinds;
  const def = defOf(schema);
  const add = (inner?: z.ZodType) => inner && leafKinds(inner, depth + 1).forEach((k) => kinds.add(k));
  if (def.type === 'pipe') {
    add(def.in);
    add(def.out);
  } else if (def.type === 'union') def.options!.forEach(add);
  else if (def.type === 'array') add(def.element);
  else if (def.type === 'record') add(def.valueType);
  else if (def.innerType) add(def.innerType);
  else kinds.add(def.type);
  return kinds;
}

interface Field {
  schema: string;
  path: string[];
  /** Builds the input that puts a value at this field. */
  place(value: unknown): unknown;
  kinds: Set<string>;
  isList: boolean;
}

/** Every field of a schema, one level of nesting (objects and lists of objects) too. */
function fieldsOf(name: string, schema: z.ZodType): Field[] {
  const fields: Field[] = [];
  const walk = (node: z.ZodType, path: string[], place: (value: unknown) => unknown, depth: number) => {
    const shape = shapeOf(node);
    if (!shape || depth > 2) return;
    for (const [key, field] of Object.entries(shape)) {
      const here = (value: unknown) => place({ [key]: value });
      const def = defOf(field);
      const kinds = leafKinds(field);
      const isList = kinds.size > 0 && (def.type === 'array' || (def.innerType !== undefined && defOf(def.innerType).type === 'array'));
      fields.push({ schema: name, path: [...path, key], place: here, kinds, isList });
      walk(field, [...path, key], here, depth + 1);
      const element = elementOf(field);
      if (element) walk(element, [...path, key, '0'], (value) => here([value]), depth + 1);
    }
  };
  walk(schema, [], (value) => value, 0);
  return fields;
}


const schemas = (Object.entries(shared) as [string, unknown][]).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);
const fields = schemas.flatMap(([name, schema]) => fieldsOf(name, schema));
/** Whether the input is refused at the field or at the field holding it (a list that takes no entries). */
const problemAt = (schema: z.ZodType, input: unknown, path: string[]) =>
  schema.safeParse(input).error?.issues.some((issue) => issue.path.length > 0 && `${path.join('.')}.`.startsWith(`${issue.path.map(String).join('.')}.`)) ?? false;
const schemaOf = (name: string) => schemas.find(([n]) => n === name)![1];

describe('no request text field takes a NUL character or a lone surrogate', () => {
  const textFields = fields.filter((f) => f.kinds.has('string'));

  it('finds the text fields', () => {
    expect(textFields.length).toBeGreaterThan(100);
  });

  for (const bad of ['a\u0000b', 'a\ud800b', '\udc00']) {
    it(`refuses ${JSON.stringify(bad)} in every text field`, () => {
      const accepted = textFields
        .filter((field) => !problemAt(schemaOf(field.schema), field.place(field.isList ? [bad] : bad), field.isList ? [...field.path, '0'] : field.path))
        .map((field) => `${field.schema}.${field.path.join('.')}`);
      expect(accepted).toEqual([]);
    });
  }

  it('names the problem in plain words and takes emoji and accents', () => {
    expect(text().safeParse('a\u0000').error?.issues[0].message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(text().safeParse('Ñiño 😀 — tab\tand\nline').success).toBe(true);
  });
});

describe('numbers are numbers or numeric text, in a range', () => {
  const numberFields = fields.filter((f) => f.kinds.has('number') && !f.kinds.has('string') && !f.kinds.has('boolean'));

  it('finds the number fields', () => {
    expect(numberFields.length).toBeGreaterThan(40);
  });

  for (const bad of [true, false, [], [1], {}, 'abc', '0x10', 'Infinity', '1e400', 1e20, -1e20, 2 ** 53]) {
    it(`refuses ${JSON.stringify(bad)} in every number field`, () => {
      const accepted = numberFields
        .filter((field) => !problemAt(schemaOf(field.schema), field.place(field.isList ? [bad] : bad), field.isList ? [...field.path, '0'] : field.path))
        .map((field) => `${field.schema}.${field.path.join('.')}`);
      expect(accepted).toEqual([]);
    });
  }

  it('an id is a positive whole number up to the largest integer id', () => {
    const id = recordId();
    expect(id.parse('12')).toBe(12);
    expect(id.parse(MAX_RECORD_ID)).toBe(MAX_RECORD_ID);
    expect(id.safeParse(MAX_RECORD_ID + 1).success).toBe(false);
    expect(id.safeParse(true).error?.issues[0].message).toBe('must be a number');
    expect(id.safeParse('').error?.issues[0].message).toBe('is required');
  });

  it('numeric text is read as a number; blank is missing', () => {
    const n = numberFrom(z.number().max(10));
    expect(n.parse(' 2.5 ')).toBe(2.5);
    expect(n.parse('1e1')).toBe(10);
    expect(n.safeParse(null).error?.issues[0].message).toBe('is required');
  });

  it('PATCH /account takes no boolean as a role', () => {
    expect(shared.updateAccountRequest.safeParse({ roleId: true }).success).toBe(false);
  });
});
