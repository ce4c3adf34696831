import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer, type TestUser } from './helper';

/**
 * Loading (issue 12, decision 0028): compressed answers, a year of immutable caching for hashed
 * assets, `no-cache` for index.html and every client-side path. A web build laid out as Vite
 * writes it, with the `.br` / `.gz` siblings the build writes beside each text file.
 */
let server: TestServer;
let user: TestUser;
let webDist: string;
const script = `console.log(${JSON.stringify('haligi '.repeat(2000))});`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<!-- padding -->'.repeat(100)}<div id="root"></div></body></html>`;
/** An asset the build did not precompress: compressed per answer. */
const style = `body{color:#123}${'.x{margin:0}'.repeat(400)}`;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'haligi-web-'));
  mkdirSync(join(webDist, 'assets'));
  const write = (path: string, text: string) => {
    writeFileSync(join(webDist, path), text);
    writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(webDist, `${path}.gz`), gzipSync(text));
  };
  write('index.html', page);
  write('assets/index-Ab12Cd34.js', script);
  writeFileSync(join(webDist, 'assets', 'index-Ef56Gh78.css'), style);
  server = await startTestServer({ webDist });
  user = await createUser(server, { isFullAccess: true });
});
afterAll(async () => {
  await server?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
};

describe('compression', () => {
  it('sends a hashed script brotli-compressed when brotli is accepted, preferred over gzip', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(decoded(response)).toBe(script);
  });

  it('sends it gzip-compressed when only gzip is accepted', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response)).toBe(script);
  });

  it('sends it as is when no compression is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/assets/index-Ab12Cd34.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.payload).toBe(script);
    }
  });

  it('compresses a file the build did not precompress, per answer', async () => {
    const br = await get('/assets/index-Ef56Gh78.css', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(style);
    const gzip = await get('/assets/index-Ef56Gh78.css', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(style);
    const plain = await get('/assets/index-Ef56Gh78.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(style);
  });

  it('compresses API JSON over 1 KB as accepted, and not when not accepted', async () => {
    const headers = { token: user.token };
    const plain = await get('/api/scope', headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/api/scope', { ...headers, 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(response))).toEqual(expected);
    }
  });

  it('leaves small API answers (under 1 KB) uncompressed', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('keeps the security headers on compressed answers', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('caching', () => {
  it('caches hashed assets for a year, immutable, compressed or not', async () => {
    for (const [url, encoding] of [
      ['/assets/index-Ab12Cd34.js', 'br'],
      ['/assets/index-Ab12Cd34.js', 'gzip'],
      ['/assets/index-Ab12Cd34.js', ''],
      ['/assets/index-Ef56Gh78.css', 'br'],
    ]) {
      const response = await get(url, encoding ? { 'accept-encoding': encoding } : {});
      expect(response.statusCode, `${url} ${encoding}`).toBe(200);
      expect(response.headers['cache-control'], `${url} ${encoding}`).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html revalidated: at /, /index.html and a deep client-side path, compressed', async () => {
    for (const url of ['/', '/index.html', '/member/leads/board', '/member/project/12?boq=3']) {
      for (const encoding of ['br', 'gzip', '']) {
        const response = await get(url, encoding ? { 'accept-encoding': encoding } : {});
        const what = `${url} ${encoding || 'plain'}`;
        expect(response.statusCode, what).toBe(200);
        expect(response.headers['cache-control'], what).toBe('no-cache');
        expect(response.headers['content-type'], what).toMatch(/text\/html/);
        expect(response.headers['content-encoding'], what).toBe(encoding || undefined);
        expect(decoded(response), what).toBe(page);
      }
    }
  });

  it('answers a missing asset and an unknown API path 404, not the page', async () => {
    const api = await get('/api/no-such-route', { 'accept-encoding': 'br' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ statusCode: 404, message: 'Route GET /api/no-such-route not found', error: 'Not Found' });
    // A script of an older build: a 404 the lazy loader reports, not index.html cached as a script.
    const asset = await get('/assets/index-Old00000.js', { 'accept-encoding': 'br' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/application\/json/);
    expect(asset.json()).toEqual({ statusCode: 404, message: 'Route GET /assets/index-Old00000.js not found', error: 'Not Found' });
  });
});
