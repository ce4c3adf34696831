import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type ZodType } from 'zod';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

export const reasonFor = (status: number) => REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');

/** An answer of `{statusCode, message, error}`; message is a string or a list of field problems. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string | string[],
  ) {
    super(Array.isArray(messages) ? messages.join(', ') : messages);
  }
}

export const badRequest = (m: string | string[]) => new HttpError(400, m);
export const unauthorized = (m = 'Authentication required') => new HttpError(401, m);
export const forbidden = (m = 'You do not have permission to access this resource') => new HttpError(403, m);
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
export const conflict = (m: string) => new HttpError(409, m);
export const unprocessable = (m: string) => new HttpError(422, m);
export const tooManyRequests = (m: string) => new HttpError(429, m);

/** Each zod issue as "field: problem". */
export function describeZodError(error: ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** Parses input with a shared schema; a failure is a 400 listing every field problem. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}

/** A follow-up check on the raw input (one that needs the database, say): the problems it finds, as "field: problem". */
export type InputCheck = (input: unknown) => Promise<string[]> | string[];

/**
 * `parseInput` with follow-up checks: the checks run even when the schema fails, and every problem,
 * the schema's and the checks', comes back in one 400.
 */
export async function parseInputChecked<T>(schema: ZodType<T>, input: unknown, checks: InputCheck[]): Promise<T> {
  const result = schema.safeParse(input ?? {});
  const problems = result.success ? [] : describeZodError(result.error);
  for (const check of checks) problems.push(...(await check(input ?? {})));
  if (problems.length || !result.success) throw badRequest(problems);
  return result.data;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ statusCode: error.statusCode, message: error.messages, error: reasonFor(error.statusCode) });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ statusCode: 400, message: describeZodError(error), error: reasonFor(400) });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ statusCode: 500, message: 'Internal server error', error: reasonFor(500) });
    }
    const code = (error as FastifyError).code;
    const message =
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.name === 'SyntaxError'
        ? 'Malformed JSON body'
        : error.message;
    return reply.status(status).send({ statusCode: status, message, error: reasonFor(status) });
  });
}
