import type { FastifySchema } from 'fastify';

/**
 * A route's `schema` for the API documentation: its tags, summary and the zod schemas of its
 * input. Input is still parsed by the handler (parseInput: 400 with plain words), so Fastify's
 * own validation is switched off for the route: the schema describes, it does not validate.
 */
export function documented(schema: FastifySchema & { tags: string[]; summary: string }) {
  return { schema, validatorCompiler: () => (value: unknown) => ({ value }) };
}
