import { AI_CHAT_EVENT, AI_ERROR_CODES, aiChatClientMessage, type AiChatServerMessage } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { authenticateToken, requireAuth } from '../../http/auth';
import { describeZodError } from '../../http/errors';
import { idParams } from '../../http/openapi';
import { idParam } from '../../http/table';
import type { IoSocket } from '../realtime/realtime';
import { AiAssistant, AiRefusal } from './ai-assistant.service';

const tags = ['AI assistant'];
type Ack = (reply: { ok: boolean; conversationId?: number; message?: string }) => void;

/**
 * The AI assistant (decision 0066, docs/api/ai-assistant.md): `ai_chat_message` both ways on the
 * live channel, and REST reads of the member's own conversations. Every member may use it; each
 * tool checks the scope of the route that answers the same data.
 */
export const aiAssistantRoutes: ModuleRoutes = (app, { db, config, realtime }) => {
  const assistant = new AiAssistant(db, config, realtime, app.log);

  app.get('/ai/status', { schema: { tags, summary: 'Whether the assistant is configured (AI_BASE_URL), and how to configure it when not' } }, async () => assistant.status());

  app.get('/ai/conversation', { schema: { tags, summary: "The caller's conversations, last used first" } }, async (request) => ({ list: await assistant.listConversations(requireAuth(request)) }));

  app.get<{ Params: { id: string } }>('/ai/conversation/:id', { schema: { tags, summary: "One of the caller's conversations as the panel shows it", params: idParams } }, async (request) => ({
    data: await assistant.conversation(requireAuth(request), idParam(request.params.id)),
  }));

  realtime.onConnection((socket: IoSocket) => {
    const token = (socket.handshake.auth as { token?: unknown })?.token;
    const emit = (message: AiChatServerMessage) => socket.emit(AI_CHAT_EVENT, message);
    socket.on(AI_CHAT_EVENT, async (payload: unknown, ack?: Ack) => {
      const answer = (reply: Parameters<Ack>[0]) => typeof ack === 'function' && ack(reply);
      const refuse = (code: string, message: string, conversationId: number | null = null) => {
        emit({ message: 'error', data: { conversationId, code: code as never, message } });
        answer({ ok: false, message });
      };
      const parsed = aiChatClientMessage.safeParse(payload ?? {});
      if (!parsed.success) return refuse(AI_ERROR_CODES.badMessage, describeZodError(parsed.error).join('; '));
      try {
        // The account's current rights, not those of the handshake.
        const auth = typeof token === 'string' ? await authenticateToken(db, token) : null;
        if (!auth) return refuse(AI_ERROR_CODES.auth, 'Authentication required');
        const started =
          parsed.data.message === 'user_message'
            ? await assistant.userMessage(auth, parsed.data.data, emit)
            : await assistant.answerProposal(auth, parsed.data.data.proposalId, parsed.data.message === 'confirm_action', emit);
        answer({ ok: true, conversationId: started.conversationId });
        await started.done;
      } catch (error) {
        if (error instanceof AiRefusal) return refuse(error.code, error.message);
        app.log.error({ err: error }, 'ai_chat_message failed');
        refuse(AI_ERROR_CODES.service, 'Something went wrong. Please try again.');
      }
    });
  });
};
