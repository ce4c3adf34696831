/** What both benchmarks share: a fresh database, the median timer. */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client';

export const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
/**
 * Warm-up before sampling: at least 20 calls and at least this long. A sub-millisecond call's
 * median keeps falling for the first few thousand calls while V8 optimises the server's code
 * paths (Fastify, Drizzle, pg): the stock read of `bench:items` was 1.7–2.0x its SQL after 3 s and
 * 1.5–1.6x after 10 s (20,000 items). A running server is past that, so samples come after it.
 */
export const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 10_000);
const WARMUP = 20;

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = new Socket();
    s.setTimeout(1000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
    s.connect(port, '127.0.0.1');
  });

/**
 * A fresh database on the PostgreSQL server of BENCH_DATABASE_URL / TEST_DATABASE_URL / the local
 * one when it answers (dropped afterwards unless BENCH_KEEP), else in-memory PGlite.
 */
export async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const server =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? ((await reachable(5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : '');
  if (!server) return { database: await openDatabase({ dataDir: 'memory://' }), drop: async () => undefined };
  const name = `haligi_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' }),
    drop: async () => {
      if (process.env.BENCH_KEEP) return console.log(`kept database ${name}`);
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs `round(i)` for the warm-up (WARMUP_MS, at least 20 rounds); answers the number of rounds run. */
async function warmUp(round: (i: number) => Promise<unknown>) {
  const until = performance.now() + WARMUP_MS;
  let i = 0;
  while (i < WARMUP || performance.now() < until) await round(i++);
  return i;
}

/** Median milliseconds of `fn` over ITERATIONS runs after the warm-up; `i` counts every call. */
export async function time(fn: (i: number) => Promise<unknown>) {
  const warm = await warmUp(fn);
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    await fn(warm + i);
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/**
 * Medians of two ways of doing the same work, sampled alternately (a, b, then b, a, ...) so a busy
 * moment of the machine lands on both sides alike: the warm-up, then `iterations` rounds.
 */
export async function timePair(a: (i: number) => Promise<unknown>, b: (i: number) => Promise<unknown>, iterations = ITERATIONS) {
  const warm = await warmUp(async (i) => {
    await a(i);
    await b(i);
  });
  const samples: [number[], number[]] = [[], []];
  const run = async (side: 0 | 1, i: number) => {
    const t0 = performance.now();
    await (side === 0 ? a : b)(i);
    samples[side].push(performance.now() - t0);
  };
  for (let i = warm; i < warm + iterations; i++) {
    const first = (i % 2) as 0 | 1;
    await run(first, i);
    await run((1 - first) as 0 | 1, i);
  }
  return [median(samples[0]), median(samples[1])] as const;
}

/**
 * A lean HTTP/1.1 client for the API side: one keep-alive socket, requests written as one buffer,
 * answers read by Content-Length. The client's own work is not the server's overhead: `fetch`
 * (undici) adds ~0.2–0.3 ms per call and node:http ~0.1 ms. Calls are made one at a time.
 */
export function httpClient(base: string, token?: string) {
  const url = new URL(base);
  let socket: Socket | undefined;
  let pending: { resolve(value: any): void; reject(error: Error): void; label: string } | undefined;
  let buffer: Buffer = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const headerEnd = buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0 || !pending) return;
    const head = buffer.subarray(0, headerEnd).toString('latin1');
    const declared = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (declared === undefined && /\r\ntransfer-encoding: *chunked/i.test(head)) throw new Error('the bench client reads Content-Length answers only');
    const length = Number(declared ?? 0);
    if (buffer.length < headerEnd + 4 + length) return;
    const text = buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8');
    buffer = buffer.subarray(headerEnd + 4 + length);
    const status = Number(head.slice(9, 12));
    const { resolve, reject, label } = pending;
    pending = undefined;
    if (status >= 400) reject(new Error(`${label}: ${status} ${text}`));
    else resolve(text ? JSON.parse(text) : undefined);
  };
  const connect = () =>
    new Promise<Socket>((resolve, reject) => {
      const s = new Socket();
      s.setNoDelay(true);
      s.on('data', onData);
      s.on('close', () => {
        socket = undefined;
        pending?.reject(new Error('connection closed'));
        pending = undefined;
      });
      s.once('error', reject);
      s.connect(Number(url.port), url.hostname, () => resolve(s));
    });
  return async (method: string, path: string, body?: unknown) => {
    socket ??= await connect();
    const payload = body === undefined ? '' : JSON.stringify(body);
    const headers = [`${method} ${url.pathname}${path} HTTP/1.1`, `host: ${url.host}`, 'connection: keep-alive'];
    if (token) headers.push(`token: ${token}`);
    if (body !== undefined) headers.push('content-type: application/json', `content-length: ${Buffer.byteLength(payload)}`);
    const answer = new Promise<any>((resolve, reject) => (pending = { resolve, reject, label: `${method} ${path}` }));
    socket.write(`${headers.join('\r\n')}\r\n\r\n${payload}`);
    return answer;
  };
}

/** The same client on node:http, kept to show what the lean one saves (`BENCH_NODE_HTTP=1`). */
export function nodeHttpClient(base: string, token?: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(base);
  return (method: string, path: string, body?: unknown) =>
    new Promise<any>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = {};
      if (token) headers.token = token;
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      const request = http.request(
        { agent, host: url.hostname, port: url.port, path: `${url.pathname}${path}`, method, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if ((response.statusCode ?? 500) >= 400) reject(new Error(`${method} ${path}: ${response.statusCode} ${text}`));
            else resolve(text ? JSON.parse(text) : undefined);
          });
        },
      );
      request.on('error', reject);
      if (payload !== undefined) request.write(payload);
      request.end();
    });
}
