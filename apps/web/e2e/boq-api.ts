import { expect, type APIRequestContext } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';

type Ack = { ok: true } | { ok: false; message: string };

/** Sends a BOQ room message over the live channel and waits for its acknowledgement. */
export function emit(socket: Socket, event: string, payload: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.timeout(10_000).emit(event, payload, (error: Error | null, ack: Ack) => {
      if (error) return reject(error);
      if (!ack.ok) return reject(new Error(`${event}: ${ack.message}`));
      resolve();
    });
  });
}

/** A connected live-channel socket for `token`. */
export async function connectSocket(baseURL: string, token: string): Promise<Socket> {
  const socket = io(baseURL, { auth: { token }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) =>
    socket.once('connect', resolve).once('connect_error', (error) => {
      socket.close();
      reject(error);
    }),
  );
  return socket;
}

/** A new project through the API, and the id of the BOQ it was created with. */
export async function createProjectWithBoq(request: APIRequestContext, token: string, name: string) {
  const headers = { token };
  const created = await request.post('/api/project', { headers, data: { name, budget: 0 } });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = (await created.json()).data.id as number;
  const boqId = (await (await request.get(`/api/project?id=${projectId}`, { headers })).json()).latestBoq.id as number;
  return { projectId, boqId };
}

/** The BOQ's rows as `GET /boq/{id}/preview` answers them, flattened depth first. */
export async function previewRows<Row extends { id: number; description: string; children: Row[] }>(
  request: APIRequestContext,
  token: string,
  boqId: number,
): Promise<Row[]> {
  const answer = await request.get(`/api/boq/${boqId}/preview`, { headers: { token } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  const flat: Row[] = [];
  const walk = (rows: Row[]) => rows.forEach((r) => (flat.push(r), walk(r.children)));
  walk((await answer.json()).boqItems);
  return flat;
}

/**
 * Fills a BOQ over the live channel: `add(referenceId, description, extra)` inserts a line inside
 * the reference (0 = top level); `idOf(description)` reads back a line's id.
 */
export async function buildBoq(
  baseURL: string,
  request: APIRequestContext,
  token: string,
  boqId: number,
  build: (add: (reference: number, description: string, extra?: Record<string, unknown>) => Promise<void>, idOf: (description: string) => Promise<number>) => Promise<void>,
) {
  const socket = await connectSocket(baseURL, token);
  try {
    const add = (reference: number, description: string, extra: Record<string, unknown> = {}) =>
      emit(socket, 'BOQ_ADD_ITEM', { boqId, params: { insertReferenceMethod: 'inside', insertReferenceId: reference, insertValue: { description, ...extra } } });
    const idOf = async (description: string) => (await previewRows(request, token, boqId)).find((r) => r.description === description)!.id;
    await build(add, idOf);
  } finally {
    socket.close();
  }
}
