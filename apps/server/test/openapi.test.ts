import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer, type TestUser } from './helper';

/**
 * The OpenAPI document (decision 0031): every API route declares a schema with a tag and a summary,
 * `/api/openapi.json` is a valid OpenAPI 3.1 document with an entry for each of them, `/api/docs`
 * is browsable from our own server, and the schemas document without validating (our messages stay).
 */

type Operation = {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

let server: TestServer;
let user: TestUser;
let document: Document;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server, { isFullAccess: true });
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});
afterAll(async () => server?.stop());

/** The routes the app registers under /api, without Fastify's automatic HEAD twins. */
const apiRoutes = () => server.routes.filter((route) => route.method !== 'HEAD');
/** `/lead/:id/documents/:documentId` as OpenAPI writes it: `/lead/{id}/documents/{documentId}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operationOf = (method: string, url: string) => document.paths[openApiPath(url)]?.[method.toLowerCase()];

describe('route schemas', () => {
  it('every API route declares a schema with a tag and a summary', () => {
    expect(apiRoutes().length).toBeGreaterThan(150);
    const missing = apiRoutes()
      .filter((route) => !route.schema || !route.schema.summary?.trim() || !route.schema.tags?.length)
      .map((route) => `${route.method} ${route.url}`);
    expect(missing, 'routes without schema.summary and schema.tags').toEqual([]);
  });

  it('every route with :params declares them', () => {
    const missing = apiRoutes()
      .filter((route) => route.url.includes(':') && !route.schema?.params)
      .map((route) => `${route.method} ${route.url}`);
    expect(missing, 'routes with path parameters and no schema.params').toEqual([]);
  });

  it('summaries are unique, so each entry of the document reads differently', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const route of apiRoutes()) {
      const summary = route.schema?.summary ?? '';
      const key = `${route.method} ${route.url}`;
      if (seen.has(summary) && !route.url.startsWith('/api/item/restore')) twice.push(`${key} repeats "${summary}" of ${seen.get(summary)}`);
      else seen.set(summary, key);
    }
    expect(twice).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1.0 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Haligi API');
    const result = await new Validator().validate(document as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has an operation for every API route, with its tag, summary and path parameters', () => {
    const absent: string[] = [];
    for (const route of apiRoutes()) {
      const operation = operationOf(route.method, route.url);
      if (!operation) {
        absent.push(`${route.method} ${route.url}`);
        continue;
      }
      expect(operation.tags, route.url).toEqual(route.schema?.tags);
      expect(operation.summary, route.url).toBe(route.schema?.summary);
      for (const name of route.url.match(/:(\w+)/g) ?? []) {
        expect(operation.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1)), `${route.method} ${route.url} ${name}`).toBe(true);
      }
    }
    expect(absent).toEqual([]);
  });

  it('lists no operation the app does not serve, and not the documentation pages', () => {
    const served = new Set(apiRoutes().map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`));
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(documented.filter((key) => !served.has(key))).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('describes a request body wherever a route declares one, from the shared zod schema', () => {
    const withBody = apiRoutes().filter((route) => route.schema?.body);
    expect(withBody.length).toBeGreaterThan(60);
    for (const route of withBody) {
      const operation = operationOf(route.method, route.url)!;
      expect(operation.requestBody, `${route.method} ${route.url}`).toBeDefined();
    }
    // The lead dialog's fields, with their limits, as the shared createLeadRequest states them.
    const lead = operationOf('POST', '/api/lead')!.requestBody!.content['application/json'].schema as {
      properties: Record<string, { type?: string; maxLength?: number }>;
      required: string[];
    };
    expect(lead.properties.name).toMatchObject({ type: 'string', maxLength: 200 });
    expect(lead.required).toContain('name');
    // Dates and times are ISO text; record ids whole numbers.
    const meeting = operationOf('POST', '/api/lead/:id/meeting')!.requestBody!.content['application/json'].schema as {
      properties: Record<string, { type?: string; format?: string }>;
    };
    expect(meeting.properties.startsAt).toMatchObject({ type: 'string', format: 'date-time' });
    // A format is stated without zod's pattern for it (unreadable, and it spoils the page's examples).
    const login = operationOf('POST', '/api/auth/login')!.requestBody!.content['application/json'].schema as { properties: Record<string, object> };
    expect(login.properties.email).toMatchObject({ type: 'string', format: 'email', maxLength: 200 });
    expect(login.properties.email).not.toHaveProperty('pattern');
    const upload = operationOf('POST', '/api/file-upload/upload-document')!.requestBody!.content;
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
  });

  it('a body the route can do without is not marked required', () => {
    expect(operationOf('DELETE', '/api/lead/:id')!.requestBody).toMatchObject({ required: false });
    expect(operationOf('POST', '/api/lead')!.requestBody).toMatchObject({ required: true });
  });

  it('file answers name their media type', () => {
    expect(Object.keys(operationOf('GET', '/api/item-receipts/:id/pdf')!.responses['200'] as object)).toContain('content');
    expect(Object.keys((operationOf('GET', '/api/item-receipts/:id/pdf')!.responses['200'] as { content: object }).content)).toEqual(['application/pdf']);
  });

  it('holds only the components some operation uses', () => {
    expect(Object.keys(document.components.schemas).sort()).toEqual(['ErrorAnswer', 'MessageAnswer', 'SelectList', 'TableAnswer', 'TableRequestInput']);
  });

  it('tables share one request and one answer component', () => {
    const table = operationOf('PUT', '/api/account')!;
    // Request schemas are named with "Input" (fastify-type-provider-zod's input/output components).
    expect(table.requestBody!.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/TableRequestInput' });
    expect(document.components.schemas.TableRequestInput).toBeDefined();
    expect(table.responses['200']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/TableAnswer' } } } });
    expect(document.components.schemas.TableAnswer).toBeDefined();
    expect(table.parameters?.map((p) => `${p.in} ${p.name}`).sort()).toEqual(['query page', 'query perPage']);
  });

  it('says who may call each route: no security on public routes, the token on every other', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearer', 'token']);
    for (const route of apiRoutes()) {
      const operation = operationOf(route.method, route.url)!;
      if (route.config.access === 'public') expect(operation.security, route.url).toEqual([]);
      else expect(operation.security, route.url).toEqual([{ token: [] }, { bearer: [] }]);
    }
    const leads = operationOf('POST', '/api/lead') as Operation & { description: string };
    expect(leads.description).toContain('Signed in, with the scope LEADS_ACCESS.');
  });

  it('documents the refusal every route can answer', () => {
    const login = operationOf('POST', '/api/auth/login')!;
    expect(login.responses['4XX']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } } });
  });
});

describe('the schemas only document', () => {
  it('bad input still gets our plain-words messages, not a Fastify validation error', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not an address', password: 7 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: ['email: must be a valid email address', 'password: must be text'],
      error: 'Bad Request',
    });
  });

  it('a path id is read by the handler as before (no coercion, no schema error)', async () => {
    const response = await fetch(`${server.url}/api/role/abc`, { headers: { token: user.token } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: unknown }).message).toEqual(['id: must be a record id (a whole number from 1 to 2147483647)']);
  });

  it('answers keep every field: a response schema drops nothing', async () => {
    const created = await fetch(`${server.url}/api/user-level`, {
      method: 'POST',
      headers: { token: user.token, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Site engineer', level: 3 }),
    });
    expect(created.status).toBe(201);
    const response = await fetch(`${server.url}/api/select-box/user-level-list`, { headers: { token: user.token } });
    expect(response.status).toBe(200);
    const list = (await response.json()) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    // `level` is not in the SelectList component, yet it is sent.
    expect(Object.keys(list[0]).sort()).toEqual(['label', 'level', 'value']);
  });
});

describe('GET /api/docs', () => {
  it('is a page served by this server, with its scripts from this origin and our CSP', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<title>Haligi API</title>');
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    for (const src of scripts) {
      expect(src, 'no CDN').not.toMatch(/^https?:|^\/\//);
      const asset = await fetch(new URL(src, `${server.url}/api/docs`));
      await asset.arrayBuffer();
      expect(asset.status, src).toBe(200);
      expect(asset.headers.get('content-security-policy'), src).toContain("script-src 'self'");
    }
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('reads the same document', async () => {
    const response = await fetch(`${server.url}/api/docs/json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Document).paths).toEqual(document.paths);
  });
});
