import { DISCUSSION_EVENTS, discussionMessageRequest, discussionSubject } from '@haligi/shared';
import { ZodError } from 'zod';
import type { ModuleRoutes } from '../../context';
import { authenticateToken, requireAuth } from '../../http/auth';
import { describeZodError, HttpError, parseInput } from '../../http/errors';
import type { IoSocket } from '../realtime/realtime';
import { discussionRoom, DiscussionsService } from './discussions.service';

const TAG = 'Discussions';

/**
 * A discussion thread per record (decision 0051, docs/api/filings.md): read and post over HTTP;
 * live over Socket.IO, where a client joins the room of a subject (`discussion:join`, acknowledged
 * {ok}, access checked like the record itself) and hears `discussion:message`.
 */
export const discussionsRoutes: ModuleRoutes = (app, { db, realtime }) => {
  const service = new DiscussionsService(db);
  // Whoever may open the record may stay in its room: no scope (the join checks the record).
  realtime.declareRoom('discussion', []);

  app.get<{ Querystring: Record<string, string> }>('/discussion', { schema: { tags: [TAG], summary: "A record's discussion thread, oldest first", querystring: discussionSubject } }, async (request) => {
    const auth = requireAuth(request);
    const { subjectType, subjectId } = parseInput(discussionSubject, request.query);
    return { list: await service.list(auth.tenant, auth, subjectType, subjectId) };
  });

  app.post('/discussion', { schema: { tags: [TAG], summary: 'Add a message to a thread (pushed as discussion:message to its room)', body: discussionMessageRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { subjectType, subjectId, body } = parseInput(discussionMessageRequest, request.body);
    const message = await service.add(auth.tenant, auth, subjectType, subjectId, body);
    if (!realtime.closing) realtime.io.to(discussionRoom(subjectType, subjectId)).emit(DISCUSSION_EVENTS.message, message);
    return reply.status(201).send({ data: message });
  });

  realtime.onConnection((socket: IoSocket) => {
    const token = (socket.handshake.auth as { token?: unknown })?.token;
    const answer = (ack: unknown, reply: { ok: boolean; message?: string }) => typeof ack === 'function' && (ack as (r: typeof reply) => void)(reply);
    socket.on(DISCUSSION_EVENTS.join, async (payload, ack) => {
      try {
        const { subjectType, subjectId } = parseInput(discussionSubject, payload ?? {});
        // The account's current rights, not those of the handshake.
        const auth = typeof token === 'string' ? await authenticateToken(db, token) : null;
        if (!auth) return answer(ack, { ok: false, message: 'Authentication required' });
        await service.assertSubject(auth.tenant, auth, subjectType, subjectId);
        await socket.join(discussionRoom(subjectType, subjectId));
        answer(ack, { ok: true });
      } catch (error) {
        const message = error instanceof HttpError ? error.message : error instanceof ZodError ? describeZodError(error).join('; ') : null;
        if (message === null) app.log.error({ err: error }, 'discussion:join failed');
        answer(ack, { ok: false, message: message ?? 'Something went wrong. Please try again.' });
      }
    });
    socket.on(DISCUSSION_EVENTS.leave, async (payload, ack) => {
      const parsed = discussionSubject.safeParse(payload ?? {});
      if (!parsed.success) return answer(ack, { ok: false, message: describeZodError(parsed.error).join('; ') });
      await socket.leave(discussionRoom(parsed.data.subjectType, parsed.data.subjectId));
      answer(ack, { ok: true });
    });
  });
};
