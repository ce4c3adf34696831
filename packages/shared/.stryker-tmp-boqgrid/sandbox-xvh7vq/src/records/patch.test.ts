// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../validation';
import { createLeadRequest, createProjectRequest } from '../leads/lead.schemas';
import { recordId } from '../validation';
import { changedFields, isClearable, namedFields, NOT_CLEARABLE, patchSchemaOf } from './patch';

const create = z.object({
  name: z.string().trim().min(1, 'is required'),
  note: z.string().optional().default('none'),
  level: z.coerce.number().min(0).optional().default(0),
  tags: z.array(z.string()).default([]),
  clientId: recordId().nullable().optional(),
  startDate: z.string().nullable().optional().default(null),
});
const patch = patchSchemaOf(create);

const problems = (input: unknown) => {
  const result = patch.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('patchSchemaOf', () => {
  it('fills no defaults: a field left out stays out (a plain .partial() would fill them)', () => {
    expect(create.partial().parse({ name: 'A' })).toEqual({ name: 'A', note: 'none', level: 0, tags: [], startDate: null });
    expect(patch.parse({ name: 'A' })).toEqual({ name: 'A' });
    expect(patch.parse({})).toEqual({});
  });

  it('keeps each field’s own checks and transforms', () => {
    expect(patch.parse({ name: '  B  ', level: '3' })).toEqual({ name: 'B', level: 3 });
    expect(problems({ name: '' })).toEqual(['name: is required']);
    expect(problems({ level: -1 })).toHaveLength(1);
  });

  it('null clears a nullable field', () => {
    expect(patch.parse({ clientId: null, startDate: null })).toEqual({ clientId: null, startDate: null });
    expect(isClearable(create.shape.clientId)).toBe(true);
    expect(isClearable(create.shape.name)).toBe(false);
  });

  it('null on a field that may not be cleared is one plain problem, not a coerced 0', () => {
    expect(problems({ level: null })).toEqual([`level: ${NOT_CLEARABLE}`]);
    expect(problems({ name: null, tags: null })).toEqual([`name: ${NOT_CLEARABLE}`, `tags: ${NOT_CLEARABLE}`]);
  });

  it('the lead and project PATCH payloads keep payment terms and dates when left out', () => {
    const lead = patchSchemaOf(createLeadRequest).parse({ name: 'Edited' });
    expect(lead).toEqual({ name: 'Edited' });
    const project = patchSchemaOf(createProjectRequest).parse({ name: 'P', budget: 10 });
    expect(project).toEqual({ name: 'P', budget: 10 });
    expect(patchSchemaOf(createProjectRequest).parse({ startDate: null, clientId: null })).toEqual({ startDate: null, clientId: null });
  });

  it('namedFields drops the fields left out and keeps null', () => {
    expect(namedFields({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });
});

describe('changedFields', () => {
  it('keeps only what differs, null and arrays included', () => {
    const initial = { name: 'A', budget: 10, clientId: 3 as number | null, tags: ['x'] };
    expect(changedFields(initial, { ...initial })).toEqual({});
    expect(changedFields(initial, { ...initial, budget: 12, clientId: null, tags: ['x', 'y'] })).toEqual({ budget: 12, clientId: null, tags: ['x', 'y'] });
  });
});
