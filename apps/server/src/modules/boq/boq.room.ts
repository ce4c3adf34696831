import {
  BOQ_EVENTS,
  BOQ_MESSAGES,
  BOQ_SCOPES,
  hasPermission,
  boqAddParams,
  boqColorParams,
  boqDeleteParams,
  boqEditParams,
  boqEnvelope,
  boqLockMessage,
  boqMoveParams,
  boqRoomMessage,
  type BoqAck,
  type BoqPresenceMember,
} from '@haligi/shared';
import { z, ZodError, type ZodType } from 'zod';
import { Tenant } from '../../db/tenant';
import { describeZodError, HttpError } from '../../http/errors';
import type { IoSocket } from '../realtime/realtime';
import { BoqRefusal, boqRoom, findBoq } from './boq.repository';
import type { BoqService } from './boq.service';
import { recordId, text } from '@haligi/shared';

const focusMessage = z.object({
  boqId: recordId(),
  rowId: recordId().nullable().optional().default(null),
  field: text().max(60).nullable().optional().default(null),
});

function parse<T>(schema: ZodType<T>, payload: unknown): T {
  const result = schema.safeParse(payload ?? {});
  if (!result.success) throw new BoqRefusal(describeZodError(result.error).join('; '), 400);
  return result.data;
}

function messageOf(error: unknown): string | null {
  if (error instanceof BoqRefusal) return error.message;
  if (error instanceof HttpError) return error.message;
  if (error instanceof ZodError) return describeZodError(error).join('; ');
  return null;
}

/** Who is in a BOQ's room and what each is editing, to the whole room (every process). */
export async function broadcastPresence(service: BoqService, boqId: number) {
  const io = service.realtime.io;
  if (service.realtime.closing) return;
  const sockets = await io.in(boqRoom(boqId)).fetchSockets();
  if (service.realtime.closing) return;
  const members: BoqPresenceMember[] = sockets.map((s) => {
    const focus = s.data.boqFocus?.boqId === boqId ? s.data.boqFocus : null;
    return { accountId: s.data.accountId, name: s.data.name, socketId: s.id, rowId: focus?.rowId ?? null, field: focus?.field ?? null };
  });
  io.to(boqRoom(boqId)).emit('BOQ_PRESENCE', { boqId, members });
}

/** The BOQ room's messages on one socket: PROJECT_ACCESS and the company checked on every one. */
export function registerBoqRoom(socket: IoSocket, service: BoqService, log: { error(o: unknown, m?: string): void }) {
  const tenant = new Tenant(service.db, socket.data.companyId);
  const by = () => ({ accountId: socket.data.accountId, name: socket.data.name });
  const presenceLater = (boqId: number) => void broadcastPresence(service, boqId).catch((error) => log.error({ err: error }, 'BOQ presence failed'));

  // One socket's messages are handled in the order they arrive (a client's edits apply in its order).
  let queue: Promise<void> = Promise.resolve();
  type Role = Awaited<ReturnType<BoqService['assertAccess']>>;
  const handle = (event: string, run: (payload: unknown, role: Role) => Promise<void>) => {
    (socket as unknown as { on(e: string, l: (payload: unknown, ack: unknown) => void): void }).on(event, (payload, ack) => {
      const reply = (answer: BoqAck) => typeof ack === 'function' && (ack as (a: BoqAck) => void)(answer);
      queue = queue.then(async () => {
        try {
          const role = await service.assertAccess(socket.data.accountId);
          await run(payload, role);
          reply({ ok: true });
        } catch (error) {
          const message = messageOf(error);
          if (message === null) log.error({ err: error, event }, 'BOQ room message failed');
          reply({ ok: false, message: message ?? 'Something went wrong. Please try again.' });
        }
      });
    });
  };

  handle(BOQ_EVENTS.join, async (payload) => {
    const { boqId } = parse(boqRoomMessage, payload);
    // The company's BOQ first; then join before reading, so no patch falls between the data and the room.
    await findBoq(service.db, tenant, boqId);
    await socket.join(boqRoom(boqId));
    socket.emit('BOQ_DATA', await service.data(tenant, boqId));
    presenceLater(boqId);
  });
  handle(BOQ_EVENTS.reload, async (payload) => {
    const { boqId } = parse(boqRoomMessage, payload);
    socket.emit('BOQ_DATA', await service.data(tenant, boqId));
  });
  handle(BOQ_EVENTS.leave, async (payload) => {
    const { boqId } = parse(boqRoomMessage, payload);
    await socket.leave(boqRoom(boqId));
    if (socket.data.boqFocus?.boqId === boqId) socket.data.boqFocus = undefined;
    presenceLater(boqId);
  });
  handle(BOQ_EVENTS.lock, async (payload, role) => {
    const { boqId, isLock } = parse(boqLockMessage, payload);
    // Unlocking reopens the estimate under a take-off in progress: it needs its own scope.
    if (!isLock && !hasPermission(role, BOQ_SCOPES.unlock)) throw new BoqRefusal(BOQ_MESSAGES.unlockScope, 403);
    await service.lock(tenant, boqId, isLock, by());
  });
  handle(BOQ_EVENTS.editItem, async (payload) => {
    const { boqId, params } = parse(boqEnvelope(boqEditParams), payload);
    await service.editItem(tenant, boqId, params, by());
  });
  handle(BOQ_EVENTS.changeColor, async (payload) => {
    const { boqId, params } = parse(boqEnvelope(boqColorParams), payload);
    await service.changeColor(tenant, boqId, params, by());
  });
  handle(BOQ_EVENTS.deleteItem, async (payload) => {
    const { boqId, params } = parse(boqEnvelope(boqDeleteParams), payload);
    await service.deleteItem(tenant, boqId, params, by());
  });
  handle(BOQ_EVENTS.moveItem, async (payload) => {
    const { boqId, params } = parse(boqEnvelope(boqMoveParams), payload);
    await service.moveItem(tenant, boqId, params, by());
  });
  handle(BOQ_EVENTS.addItem, async (payload) => {
    const { boqId, params } = parse(boqEnvelope(boqAddParams), payload);
    await service.add(tenant, boqId, params, by());
  });
  handle(BOQ_EVENTS.focus, async (payload) => {
    const { boqId, rowId, field } = parse(focusMessage, payload);
    if (!socket.rooms.has(boqRoom(boqId))) throw new BoqRefusal('Join the Bill of Quantity first');
    socket.data.boqFocus = { boqId, rowId, field };
    presenceLater(boqId);
  });

  // Presence: a member who disconnects leaves every BOQ room it was in.
  let left: number[] = [];
  socket.on('disconnecting', () => {
    left = [...socket.rooms].filter((r) => r.startsWith('boq:')).map((r) => Number(r.slice(4)));
  });
  socket.on('disconnect', () => {
    for (const boqId of left) presenceLater(boqId);
  });
}
