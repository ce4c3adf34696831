import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_PAGE_SIZE, recordId, tableQuery, tableRequest, text } from '@haligi/shared';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from './auth';

/**
 * The API described as OpenAPI 3.1 (docs/decisions/0031-openapi-document.md): every route's
 * `schema` names its tag, summary and the shared zod schemas its handler parses; @fastify/swagger
 * with fastify-type-provider-zod turns them into `GET /api/openapi.json`, and @fastify/swagger-ui
 * serves a browsable page at `/api/docs` from our own server.
 *
 * The schemas are documentation only. Handlers keep validating with `parseInput`, which answers
 * with our plain-words messages; Fastify neither validates, coerces nor strips with them.
 */

export const OPENAPI_PATH = '/openapi.json';
/** Where the browsable documentation lives; its pages and assets are not API routes. */
export const DOCS_PREFIX = '/api/docs';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** Accepts every request part as it came: the handler parses it with `parseInput`. */
const passThroughValidator: FastifySchemaCompiler<unknown> = () => () => true;
/** Writes every answer as it is: a response schema never drops or reshapes a field. */
const passThroughSerializer = () => (data: unknown) => JSON.stringify(data);

// ---- Schemas the route files share -------------------------------------------------------------

/**
 * Reusable document components, referenced as `#/components/schemas/{id}`. They live in zod's global
 * registry, where `.describe()` and `.meta()` also write, so those reach the document too.
 */
const component = <T extends z.ZodType>(schema: T, id: string, description?: string): T => {
  z.globalRegistry.add(schema, { id, description });
  return schema;
};

/** Every refusal: `{statusCode, message, error}`, message a sentence or a list of "field: problem". */
export const errorAnswer = component(
  z.object({
    statusCode: z.number().int(),
    message: z.union([z.string(), z.array(z.string())]),
    error: z.string(),
  }),
  'ErrorAnswer',
  'A refusal: statusCode, a message (a sentence, or a list of "field: problem" for bad input) and the reason phrase',
);

/** An answer that is a sentence for the user. */
export const messageAnswer = component(z.object({ message: z.string() }), 'MessageAnswer', 'A sentence to show the user');

/** `/:id` in a path: a record id. */
export const idParams = z.object({ id: recordId() });
/** `?id=` in a query string: a record id. */
export const idQuery = z.object({ id: recordId() });
/** A multipart upload of one file in the field `fileData`. */
export const fileUpload = z.object({ fileData: z.file() });

const tableRow = z.record(z.string(), z.unknown());
/** The table request every `PUT` table route reads (spec part 1 section 9). */
export const tableBody = component(tableRequest, 'TableRequest');
export const tablePaging = tableQuery;
export const tableAnswer = component(
  z.object({
    list: z.array(tableRow),
    pagination: z.object({
      page: z.number().int(),
      perPage: z.number().int().describe(`0 is "all", answered in pages of at most ${MAX_PAGE_SIZE}`),
      total: z.number().int(),
      totalPages: z.number().int(),
    }),
    currentPage: z.number().int(),
  }),
  'TableAnswer',
  'One page of a table: its rows, the paging and the current page',
);
/** A select list: `[{label, value}]`, some lists adding a field or two. */
export const selectList = component(
  z.array(z.looseObject({ label: z.string(), value: z.union([z.number(), z.string()]) })),
  'SelectList',
  'Options of a select field: label and value, some lists adding a field or two',
);

/** `schema` of a `PUT` table route: the table request, the page in the query, a page of rows. */
export const tableRoute = (tag: string, summary: string, extra: Partial<FastifySchema> = {}): FastifySchema => ({
  tags: [tag],
  summary,
  body: tableBody,
  querystring: tablePaging,
  response: { 200: tableAnswer },
  ...extra,
});

/** `schema` of a select list route (`GET /select-box/...`). */
export const selectListRoute = (tag: string, summary: string, extra: Partial<FastifySchema> = {}): FastifySchema => ({
  tags: [tag],
  summary,
  response: { 200: selectList },
  ...extra,
});

/** A file answer (PDF, spreadsheet, image) of the given media type. */
export const fileAnswer = (mediaType: string, description: string) => ({
  200: { description, content: { [mediaType]: { schema: z.string().meta({ contentMediaType: mediaType }) } } },
});

/** A free search text in a query string. */
export const searchQuery = z.object({ search: text().max(200).optional() });

// ---- The document ------------------------------------------------------------------------------

/** Either of the two ways `http/auth.ts` reads the session token. */
const SIGNED_IN = [{ token: [] }, { bearer: [] }];

/** Who may call the route, in words, from the same config the preHandler checks. */
function accessWords(access: RouteAccess): string {
  if (access.access === 'public') return 'Public: no sign-in needed.';
  if (access.access === 'developer') return 'Developer accounts only.';
  const scopes = [access.scope ?? []].flat();
  const who = scopes.length ? `Signed in, with ${scopes.length === 1 ? 'the scope' : 'any one of the scopes'} ${scopes.join(', ')}.` : 'Any signed-in member.';
  return access.confirmsPassword ? `${who} The body carries the caller's own password (counted like sign-in attempts).` : who;
}

/**
 * JSON Schema for what zod cannot express by itself: dates are ISO text, empty union branches go.
 * A text with a format (email, uuid, date-time) keeps the format without zod's long pattern for it,
 * which reads badly and makes the page's examples unreadable.
 */
const override = (ctx: { zodSchema: z.core.$ZodType; jsonSchema: z.core.JSONSchema.BaseSchema }) => {
  const def = ctx.zodSchema._zod.def;
  if (ctx.jsonSchema.format && ctx.jsonSchema.pattern) delete ctx.jsonSchema.pattern;
  if (def.type === 'union' && ctx.jsonSchema.anyOf) ctx.jsonSchema.anyOf = ctx.jsonSchema.anyOf.filter((branch) => Object.keys(branch).length > 0);
  if (def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
};

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { override } });
const zodTransformObject = createJsonSchemaTransformObject({});

/** Marks an operation whose body may be left out (`@fastify/swagger` marks every body required). */
const OPTIONAL_BODY = 'x-optional-body';

type TransformInput = Parameters<typeof zodTransform>[0];

/**
 * Each route's entry: only API routes (the web app's files and these pages are not part of it),
 * the zod schemas as JSON Schema, who may call it (security and a line of words from its access
 * config), the refusal every route can answer, and a success answer where none is documented.
 */
function transform(input: TransformInput) {
  const route = input.route as RouteOptions;
  if (!input.url.startsWith('/api/') || input.url.startsWith(DOCS_PREFIX)) return { schema: { hide: true }, url: input.url };
  const { schema, url } = zodTransform(input);
  const access = (route.config ?? {}) as RouteAccess;
  const documented: Record<string, unknown> = { ...(schema ?? {}) };
  const body = route.schema?.body;
  if (body instanceof z.ZodType && body.safeParse(undefined).success) documented[OPTIONAL_BODY] = true;
  documented.description = [schema?.description, accessWords(access)].filter(Boolean).join('\n\n');
  documented.security = access.access === 'public' ? [] : SIGNED_IN;
  const response = { ...((schema?.response as Record<string, unknown> | undefined) ?? {}) };
  if (!Object.keys(response).some((code) => code.startsWith('2'))) response['2XX'] = { description: 'Done: the answer is JSON' };
  response['4XX'] = { description: 'Refused: bad input, not signed in, not allowed, not found or a conflict', $ref: '#/components/schemas/ErrorAnswer' };
  documented.response = response;
  return { schema: documented as FastifySchema, url };
}

type OpenApiObject = {
  paths?: Record<string, Record<string, { requestBody?: { required?: boolean }; [OPTIONAL_BODY]?: boolean }>>;
  components?: { schemas?: Record<string, unknown> };
};

/** `$ref` targets named anywhere in a value. */
function referencedSchemas(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedSchemas(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) found.add(inner.slice('#/components/schemas/'.length));
      else referencedSchemas(inner, found);
    }
  }
  return found;
}

/**
 * The whole document: the components, only those some operation uses (the package makes an input
 * and an output twin of each), and a body left optional where the route's schema takes none.
 */
function transformObject(input: Parameters<typeof zodTransformObject>[0]) {
  const generated = zodTransformObject(input);
  const document = generated as unknown as OpenApiObject;
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!operation?.[OPTIONAL_BODY]) continue;
      delete operation[OPTIONAL_BODY];
      if (operation.requestBody) operation.requestBody.required = false;
    }
  }
  const schemas = document.components?.schemas;
  if (schemas) {
    const used = referencedSchemas(document.paths);
    for (let grown = true; grown; ) {
      const before = used.size;
      for (const name of [...used]) referencedSchemas(schemas[name], used);
      grown = used.size > before;
    }
    for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  }
  return generated;
}

/** Documentation-only route schemas, the OpenAPI document and the browsable page. Call before any route. */
export async function registerOpenApi(app: FastifyInstance) {
  app.setValidatorCompiler(passThroughValidator);
  app.setSerializerCompiler(passThroughSerializer);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Haligi API',
        version,
        description:
          'The back-office API of Haligi. Sign in with `POST /api/auth/login`; send the token it answers in the `token` header ' +
          '(or `Authorization: Bearer`). Bad input is a 400 listing each field problem in plain words. ' +
          'Live updates (boards, the BOQ room) come over Socket.IO at `/socket.io`, described in docs/api.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token', description: 'The session token from POST /api/auth/login' },
          bearer: { type: 'http', scheme: 'bearer', description: 'The same token as Authorization: Bearer' },
        },
      },
    },
    transform,
    transformObject,
  });
}

/** `GET /api/openapi.json`, in the /api scope. */
export function registerOpenApiRoute(api: FastifyInstance) {
  api.get(OPENAPI_PATH, { config: { access: 'public' }, schema: { tags: ['System'], summary: 'This API as an OpenAPI 3.1 document' } }, async () => api.swagger());
}

/** The browsable pages at `/api/docs`, registered at the root: outside the API's sign-in check. */
export async function registerOpenApiPages(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // BaseLayout: no top bar (its logo is Swagger's and its box loads other documents).
    uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: 'Haligi API' },
  });
}
