/** What both benchmarks share: a fresh database, the median timer. */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client';

export const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
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

/** Median milliseconds of `fn` over ITERATIONS runs after 20 warm-up runs; `i` counts every call. */
export async function time(fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    await fn(WARMUP + i);
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/**
 * A lean keep-alive HTTP client for the API side: node:http with one reused socket. `fetch`
 * (undici) adds ~0.2–0.3 ms of client work per call, which is not the server's overhead.
 */
export function httpClient(base: string, token?: string) {
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
