import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE } from '@haligi/shared';
import { badRequest } from './errors';

/** A NUL in the address, percent-encoded or not. */
const NUL_IN_URL = /%00|\u0000/i;

/**
 * Query strings and path segments are read by many handlers without a schema (a select list's
 * `search`, say), and PostgreSQL text cannot hold NUL: a request whose address carries one is a 400
 * before any handler runs. Bodies are checked field by field by the shared `text()` schemas.
 */
export function rejectControlCharactersInUrl(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (NUL_IN_URL.test(request.url)) throw badRequest(`address: ${CONTROL_CHARACTER_MESSAGE}`);
  });
}
