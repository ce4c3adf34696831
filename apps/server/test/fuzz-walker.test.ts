import * as shared from '@haligi/shared';
import { TABLE_SETTINGS } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../src/app';
import { accounts, companies } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

/**
 * Walks every route the app registers under /api with bad input and fails on any 5xx: bad input is
 * always a 4xx. Each write route (POST, PUT, PATCH, DELETE) learns its fields from its own 400 (a
 * probe body naming every field any shared schema has, each given an object, answers with the
 * fields the route reads, one level of lists down too), then gets each field one at a time with
 * bad values, every field at once with each bad value, poisoned JSON keys, bad path ids and bad
 * query strings; each PUT also gets bad table requests (sort, search and filter keys such as
 * `__proto__`, bad filter values, NUL in the keyword). GET routes get the bad query strings. A new
 * route is walked without being listed here.
 */

/** Values no request may turn into a 5xx. */
const BAD_VALUES: unknown[] = [
  '__proto__',
  'constructor',
  'a\u0000b',
  '\ud800',
  1e20,
  -1e20,
  2 ** 31,
  2 ** 53,
  true,
  [],
  {},
  null,
  '',
  'abc',
  -1,
  1.5,
  '2026-13-45',
  'x'.repeat(70_000),
];
/** Tried on every field; the others rotate across fields so each is tried on many. */
const ALWAYS: unknown[] = ['a\u0000b', '\ud800', 1e20, 2 ** 31, true, []];
const ROTATING = BAD_VALUES.filter((value) => !ALWAYS.includes(value));
const ROTATE_PER_FIELD = 3;

/** A bad path id or query value (text only). */
const BAD_TEXT = ['__proto__', 'constructor', 'toString', '2147483648', '9007199254740993', '1e20', '-1', '1.5', 'abc', '\u0000', '\ud800', 'true', ''];
/** Query names routes read, beside a table's page and perPage. */
const QUERY_NAMES = ['id', 'page', 'perPage', 'search', 'searchKeyword', 'key', 'kind', 'projectId', 'boqId', 'fromId', 'toId', 'purchaseOrderId', 'itemId', 'warehouseId', 'regionId', 'provinceId', 'municipalityId', 'include', 'status', 'parentId', 'folder', 'pageSize', 'unread', 'starred'];
const OBJECT_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'];
/** Filter keys any table offers, plus those the server reads beyond the settings. */
const FILTER_KEYS = [
  ...new Set([...Object.values(TABLE_SETTINGS).flatMap((settings) => settings.filters.map((filter) => filter.key)), 'parent', 'itemId', 'warehouseId', 'projectId', 'kind', 'type', 'purchaseOrderId', 'status', 'supplierId', 'clientId']),
];
const FILTER_VALUES: unknown[] = ['abc', '2147483648', 1e20, -1, 1.5, true, 'a\u0000b', '\ud800', '__proto__', ' '];

type Def = { type: string; shape?: Record<string, unknown>; element?: unknown; in?: unknown; out?: unknown; innerType?: unknown; left?: unknown; right?: unknown; options?: unknown[] };
const defOf = (schema: unknown) => (schema as { _zod?: { def: Def } })._zod?.def;

/** Every field name any shared schema has, at any depth. */
function fieldNames(): string[] {
  const names = new Set<string>(['id', 'ids', 'password', 'importId', 'key', 'search']);
  const seen = new Set<unknown>();
  const walk = (schema: unknown, depth: number) => {
    const def = defOf(schema);
    if (!def || depth > 12 || seen.has(schema)) return;
    seen.add(schema);
    if (def.shape) for (const [key, field] of Object.entries(def.shape)) names.add(key), walk(field, depth + 1);
    for (const inner of [def.element, def.in, def.out, def.innerType, def.left, def.right, ...(def.options ?? [])]) if (inner) walk(inner, depth + 1);
  };
  for (const value of Object.values(shared)) walk(value, 0);
  return [...names];
}

/** `{a: {b: [{c: value}]}}` from the path a.b.0.c. */
function placed(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, segment) => (/^\d+$/.test(segment) ? [inner] : { [segment]: inner }), value);
}

/** encodeURIComponent, except that a lone surrogate becomes the UTF-8 bytes it would have (which no decoder accepts). */
const encode = (value: string) => (/[\ud800-\udfff]/.test(value) ? value.split('').map((c) => (c === '\ud800' ? '%ED%A0%80' : encodeURIComponent(c))).join('') : encodeURIComponent(value));

const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length} chars)` : text;
};

let server: TestServer;
let user: TestUser;
let routes: ApiRoute[];
const ALL_FIELDS = fieldNames();
const failures: string[] = [];
let sent = 0;

interface Attempt {
  method: string;
  path: string;
  body?: unknown;
  label: string;
}

/** Sends the attempts a few at a time; any 5xx (or a dropped connection) is a failure naming the route and value. */
async function run(attempts: Attempt[], batch = 8) {
  for (let i = 0; i < attempts.length; i += batch) {
    await Promise.all(
      attempts.slice(i, i + batch).map(async (attempt) => {
        sent += 1;
        try {
          const answer = await call(server, attempt.method, attempt.path, { token: user.token, body: attempt.body });
          if (answer.status >= 500) failures.push(`${attempt.method} ${attempt.path.slice(0, 80)} ${attempt.label} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
        } catch (error) {
          failures.push(`${attempt.method} ${attempt.path.slice(0, 80)} ${attempt.label} -> ${(error as Error).message}`);
        }
      }),
    );
  }
}

/** The field paths a route reads: what its 400 names when every known field holds an object. */
async function learnFields(method: string, path: string): Promise<string[][]> {
  const probe = Object.fromEntries(ALL_FIELDS.map((name) => [name, {}]));
  const pathsFrom = (message: unknown) =>
    [message]
      .flat()
      .map((line) => /^([\w.]+): /.exec(String(line))?.[1])
      .filter((found): found is string => Boolean(found))
      .map((found) => found.split('.'));
  const first = await call(server, method, path, { token: user.token, body: probe });
  if (first.status >= 500) failures.push(`${method} ${path} the field probe -> ${first.status}`);
  const paths = first.status === 400 ? pathsFrom(first.body?.message) : [];
  // Lists: probe again with one entry holding every field, to learn the entries' fields.
  const lists = paths.filter((p) => p.length === 1).map((p) => p[0]);
  if (lists.length) {
    const second = await call(server, method, path, { token: user.token, body: { ...probe, ...Object.fromEntries(lists.map((name) => [name, [probe]])) } });
    if (second.status === 400) paths.push(...pathsFrom(second.body?.message).filter((p) => p.length > 1));
  }
  const unique = new Map(paths.map((p) => [p.join('.'), p]));
  return [...unique.values()].slice(0, 30);
}

/** Every bad text in every query name at once, then each name alone with one bad text (rotating with `turn`, so across routes each name meets each). */
function queryAttempts(method: string, path: string, body: unknown, turn: number): Attempt[] {
  const attempts: Attempt[] = [];
  for (const value of BAD_TEXT) {
    const query = QUERY_NAMES.map((name) => `${name}=${encode(value)}`).join('&');
    attempts.push({ method, path: `${path}?${query}`, body, label: `query all=${describeValue(value)}` });
  }
  QUERY_NAMES.forEach((name, index) => {
    const value = BAD_TEXT[(index + turn) % BAD_TEXT.length];
    attempts.push({ method, path: `${path}?${name}=${encode(value)}`, body, label: `query ${name}=${describeValue(value)}` });
  });
  return attempts;
}

async function tableAttempts(path: string): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  const table = (body: unknown, label: string) => attempts.push({ method: 'PUT', path, body, label });
  for (const key of OBJECT_KEYS) {
    table({ settings: { sortBy: key } }, `sortBy ${key}`);
    table({ searchKeyword: 'a', searchBy: key }, `searchBy ${key}`);
    table({ filters: [{ key, value: '1' }] }, `filter key ${key}`);
  }
  for (const keyword of ['a\u0000b', '\ud800', 'x'.repeat(5000), '%_\\']) table({ searchKeyword: keyword }, `searchKeyword ${describeValue(keyword)}`);
  for (const value of [1e20, true, [], 'abc', null]) table({ settings: value, filters: value, searchBy: value, searchKeyword: value }, `table fields ${describeValue(value)}`);
  // Filter keys this table knows answer something other than "unknown filter"; their values are then fuzzed.
  const probes = await Promise.all(FILTER_KEYS.map((key) => call(server, 'PUT', path, { token: user.token, body: { filters: [{ key, value: '1' }] } })));
  FILTER_KEYS.forEach((key, index) => {
    const probe = probes[index];
    if (probe.status >= 500) failures.push(`PUT ${path} filter ${key}=1 -> ${probe.status}`);
    if (JSON.stringify(probe.body?.message ?? '').includes('unknown filter')) return;
    for (const value of FILTER_VALUES) table({ filters: [{ key, value }] }, `filter ${key}=${describeValue(value)}`);
  });
  return attempts;
}

async function writeAttempts(route: ApiRoute, path: string): Promise<Attempt[]> {
  const { method } = route;
  const attempts: Attempt[] = [];
  const fields = await learnFields(method, path);
  fields.forEach((field, index) => {
    const rotating = Array.from({ length: ROTATE_PER_FIELD }, (_, j) => ROTATING[(index * ROTATE_PER_FIELD + j) % ROTATING.length]);
    for (const value of [...ALWAYS, ...rotating]) attempts.push({ method, path, body: placed(field, value), label: `${field.join('.')}=${describeValue(value)}` });
  });
  for (const value of BAD_VALUES) {
    const body = Object.fromEntries((fields.length ? fields.map((f) => f[0]) : ['name', 'id']).map((name) => [name, value]));
    attempts.push({ method, path, body, label: `every field=${describeValue(value)}` });
  }
  for (const value of [1e20, true, 'a\u0000b', [], null]) attempts.push({ method, path, body: value, label: `body=${describeValue(value)}` });
  attempts.push({ method, path, body: '{"__proto__":{"isFullAccess":true},"constructor":{"prototype":{"x":1}},"name":"x"}', label: 'poisoned JSON keys' });
  attempts.push({ method, path, body: '{"name":"a\\u0000b","description":"\\ud800"}', label: 'escaped NUL and lone surrogate' });
  return attempts;
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  await seed(server.context);
  const [company] = await server.context.db.select().from(companies).orderBy(companies.id).limit(1);
  user = await createUser(server, { companyId: company.id, isFullAccess: true, isDeveloper: true });
  // Signing out ends the walker's own session: it goes last.
  routes = server.routes
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));
}, 180_000);
afterAll(async () => server?.stop());

describe('bad input is a 4xx on every route, never a 5xx', () => {
  it('walks every registered route', async () => {
    expect(routes.length).toBeGreaterThan(150);
    const started = Date.now();
    for (const [turn, route] of routes.entries()) {
      // Path ids name the demo company's first records; bad path ids are tried too.
      const path = route.url.replace(/^\/api/, '').replace(/:\w+/g, '1');
      const attempts: Attempt[] = [];
      if (route.method !== 'GET') attempts.push(...(await writeAttempts(route, path)));
      if (route.method === 'PUT') attempts.push(...(await tableAttempts(path)));
      attempts.push(...queryAttempts(route.method, path, route.method === 'GET' ? undefined : {}, turn));
      if (route.url.includes('/:')) {
        for (const id of BAD_TEXT.filter(Boolean)) {
          attempts.push({ method: route.method, path: route.url.replace(/^\/api/, '').replace(/:\w+/g, encode(id)), body: route.method === 'GET' ? undefined : {}, label: `path id ${describeValue(id)}` });
        }
      }
      await run(attempts);
    }
    console.info(`fuzz walker: ${sent} requests over ${routes.length} routes in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(failures).toEqual([]);
  }, 600_000);

  it('true and [] are not numbers: PATCH /account/{id} with roleId true changes no role', async () => {
    // The walker signed its own user out last: a new full-access user of the same company.
    const admin = await createUser(server, { companyId: user.companyId, isFullAccess: true });
    const [member] = await server.context.db.select().from(accounts).where(eq(accounts.companyId, user.companyId)).orderBy(accounts.id).limit(1);
    for (const roleId of [true, [], '', 'abc', 2 ** 31, 1e20]) {
      const answer = await call(server, 'PATCH', `/account/${member.id}`, { token: admin.token, body: { roleId } });
      expect(answer.status, `roleId ${JSON.stringify(roleId)}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body).toEqual({ statusCode: 400, message: expect.any(Array), error: 'Bad Request' });
      expect(answer.body.message.every((line: string) => line.startsWith('roleId: '))).toBe(true);
    }
    const [after] = await server.context.db.select().from(accounts).where(eq(accounts.id, member.id));
    expect(after.roleId).toBe(member.roleId);
  });
});
