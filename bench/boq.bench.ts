/**
 * BOQ live room benchmark: a bill of quantities of 10,000 rows, 50 Socket.IO clients in its room,
 * one client edits a quantity 200 times. Prints the median and p95 time from the edit's emit until
 * every other client holds the patch with the new totals, beside the median of a bare Socket.IO
 * round trip (an acknowledged no-op event) measured in the same run.
 *
 *   npm run bench:boq                        # local PostgreSQL when it answers (fresh database), else PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:boq
 */
import { performance } from 'node:perf_hooks';
import { computeBoq, type BoqPatchPayload } from '@haligi/shared';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { Tenant } from '../apps/server/src/db/tenant';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import { loadBoqRows } from '../apps/server/src/modules/boq/boq.repository';
import { openBenchDatabase } from './bench-kit';
import { seedBoq } from './boq-seed';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const EDITS = Number(process.env.BENCH_EDITS ?? 200);
const WARMUP = 10;
const ADDS = Number(process.env.BENCH_ADDS ?? 10);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function main() {
  const { database, drop } = await openBenchDatabase();
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir: '/tmp/haligi-bench', redisUrl: undefined };
  const app = await buildApp(config, { database, logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sockets: Socket[] = [];
  try {
    console.log(`Seeding a BOQ of ${ROWS.toLocaleString()} rows on ${database.kind}...`);
    const t0 = performance.now();
    const { companyId, boqId, accountIds, itemId } = await seedBoq(database, { rows: ROWS, accounts: CLIENTS });
    console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // 50 clients, each its own account and session, all in the room.
    const arrivals = new Map<number, { count: number; done: () => void; totals: Set<string> }>();
    const t1 = performance.now();
    for (let n = 0; n < CLIENTS; n++) {
      const { token } = await createSession(database.db, accountIds[n], 1);
      const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      if (n > 0) {
        socket.on('BOQ_PATCH', (patch: BoqPatchPayload) => {
          const waiting = arrivals.get(patch.editVersion);
          if (!waiting) return;
          waiting.totals.add(patch.boqTotal);
          if (++waiting.count === CLIENTS - 1) waiting.done();
        });
      }
      sockets.push(socket);
    }
    await Promise.all(
      sockets.map(async (socket) => {
        const data = new Promise((resolve) => socket.once('BOQ_DATA', resolve));
        const answer = await socket.timeout(60_000).emitWithAck('BOQ_JOIN', { boqId });
        if (!answer.ok) throw new Error(`join: ${answer.message}`);
        await data;
      }),
    );
    console.log(`${CLIENTS} clients joined (each received the whole BOQ) in ${((performance.now() - t1) / 1000).toFixed(1)} s`);

    const editor = sockets[0];
    let version = (await app.context.db.query.billOfQuantities.findFirst({ where: (b, { eq }) => eq(b.id, boqId) }))!.editVersion;
    const samples: number[] = [];
    for (let i = 0; i < WARMUP + EDITS; i++) {
      version += 1;
      let done!: () => void;
      const everyone = new Promise<void>((resolve) => (done = resolve));
      const entry = { count: 0, done, totals: new Set<string>() };
      arrivals.set(version, entry);
      const start = performance.now();
      const answer = await editor.timeout(10_000).emitWithAck('BOQ_EDIT_ITEM', { boqId, params: { updateId: itemId, updateValue: { quantity: 2 + (i % 97) } } });
      if (!answer.ok) throw new Error(`edit: ${answer.message}`);
      await everyone;
      const elapsed = performance.now() - start;
      if (entry.totals.size !== 1) throw new Error(`clients disagree on the totals: ${[...entry.totals].join(', ')}`);
      arrivals.delete(version);
      if (i >= WARMUP) samples.push(elapsed);
    }

    // Structural edits (a row added after the edited one): its heading's subtree is recomputed.
    const adds: number[] = [];
    for (let i = 0; i < ADDS; i++) {
      version += 1;
      let done!: () => void;
      const everyone = new Promise<void>((resolve) => (done = resolve));
      arrivals.set(version, { count: 0, done, totals: new Set<string>() });
      const start = performance.now();
      const answer = await editor.timeout(30_000).emitWithAck('BOQ_ADD_ITEM', {
        boqId,
        params: { insertReferenceMethod: 'after', insertReferenceId: itemId, insertValue: { description: `Added ${i + 1}`, quantity: 1, materialUnitCost: 10 } },
      });
      if (!answer.ok) throw new Error(`add: ${answer.message}`);
      await everyone;
      adds.push(performance.now() - start);
      arrivals.delete(version);
    }

    // A bare Socket.IO round trip: an acknowledged event that touches no database (socket-test,
    // refused at once for a non-developer), from the same client.
    const pings: number[] = [];
    for (let i = 0; i < WARMUP + EDITS; i++) {
      const start = performance.now();
      await editor.timeout(10_000).emitWithAck('socket-test', { message: 'ping' });
      if (i >= WARMUP) pings.push(performance.now() - start);
    }

    // The totals the clients hold are those of the database rows.
    const fromDb = computeBoq(await loadBoqRows(database.db, new Tenant(database.db, companyId), boqId));
    const lastPatch = new Promise<BoqPatchPayload>((resolve) => sockets[1].once('BOQ_PATCH', resolve));
    await editor.timeout(10_000).emitWithAck('BOQ_EDIT_ITEM', { boqId, params: { updateId: itemId, updateValue: { description: 'Work item 1 (checked)' } } });
    const last = await lastPatch;
    if (last.boqTotal !== fromDb.boqTotal) throw new Error(`patch total ${last.boqTotal} differs from the database ${fromDb.boqTotal}`);

    const median = percentile(samples, 50);
    const p95 = percentile(samples, 95);
    console.log(`\nBOQ room, ${ROWS.toLocaleString()} rows, ${CLIENTS} clients, ${database.kind}, ${EDITS} quantity edits by one client`);
    console.log(`- edit emit -> all ${CLIENTS - 1} other clients hold the new totals: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${Math.max(...samples).toFixed(2)} ms`);
    console.log(`- add a row (its heading's subtree recomputed), ${ADDS} times: median ${percentile(adds, 50).toFixed(2)} ms, max ${Math.max(...adds).toFixed(2)} ms`);
    console.log(`- bare Socket.IO round trip (ack'd no-op event): median ${percentile(pings, 50).toFixed(2)} ms`);
    console.log(`- BOQ total ${fromDb.boqTotal} (with profit ${fromDb.boqTotalWithProfit}), equal to the patches`);
    console.log(`Target: p95 under 100 ms (${p95.toFixed(2)} ms) ${p95 < 100 ? 'met' : 'NOT met'}`);
  } finally {
    for (const socket of sockets) socket.disconnect();
    await app.close();
    await drop();
  }
}

await main();
