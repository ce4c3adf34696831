import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer, type TestUser } from './helper';

/** Every answer carries the security headers (decision 0025): each API route, the web app, assets, 404s. */
let server: TestServer;
let user: TestUser;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'haligi-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("haligi")');
  server = await startTestServer({ webDist, trustProxy: true });
  user = await createUser(server);
});
afterAll(async () => {
  await server?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

const request = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);

function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  expect(directives['script-src'], `${what}: ${csp}`).toEqual(["'self'"]);
  expect(directives['default-src'], what).toEqual(["'self'"]);
  expect(directives['frame-ancestors'], what).toEqual(["'none'"]);
  expect(directives['object-src'], what).toEqual(["'none'"]);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
}

describe('security headers', () => {
  it('on every API route of the route table, whatever it answers', async () => {
    expect(server.routes.length).toBeGreaterThan(50);
    for (const route of server.routes) {
      if (route.method === 'HEAD') continue;
      const path = route.url.replace(/:\w+/g, '1');
      const response = await request(path, { method: route.method, headers: { token: user.token, 'content-type': 'application/json' }, body: route.method === 'GET' ? undefined : '{}' });
      await response.arrayBuffer();
      expectSecurityHeaders(response, `${route.method} ${route.url} (${response.status})`);
    }
  });

  it('on the web app, its assets, its client-side paths, API 404s and malformed requests', async () => {
    const cases: [string, RequestInit, number][] = [
      ['/', {}, 200],
      ['/leads/board', {}, 200],
      ['/assets/app.js', {}, 200],
      ['/api/no-such-route', {}, 404],
      ['/api/account/my_account', {}, 401],
      ['/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' }, 400],
    ];
    for (const [path, init, status] of cases) {
      const response = await request(path, init);
      await response.arrayBuffer();
      expect(response.status, path).toBe(status);
      expectSecurityHeaders(response, path);
    }
  });

  it("on Socket.IO's own long-polling answers", async () => {
    const response = await request('/socket.io/?EIO=4&transport=polling');
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('HSTS only on answers to HTTPS requests (here through a trusted proxy)', async () => {
    const plain = await request('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const page = await request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
