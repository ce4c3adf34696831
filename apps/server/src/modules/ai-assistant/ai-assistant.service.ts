import {
  AI_ERROR_CODES,
  AI_MAX_TOOL_ROUNDS,
  AI_TEXTS,
  aiToolLabel,
  conversationTitle,
  hasPermission,
  moveLeadRequest,
  proposalAnswerRefusal,
  proposalOutcomeNote,
  todayInManila,
  toPanelEntries,
  type AiChatServerMessage,
  type AiConversationSummary,
  type AiErrorCode,
  type AiPanelEntry,
  type AiProposalStatus,
  type AiProposalView,
  type AiStatus,
} from '@haligi/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { aiConversations, aiMessages, aiProposals } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { forbidden, HttpError, notFound, parseInput } from '../../http/errors';
import { moveLead } from '../leads/leads.board';
import type { Realtime } from '../realtime/realtime';
import { runTool, TOOL_SCOPES, toolSpecs } from './ai-tools';
import { AiServiceError, streamChatCompletion, type ChatMessage } from './chat-completions';

/** Where a conversation's messages go: the socket that asked. */
export type Emit = (message: AiChatServerMessage) => void;

type ConversationRow = typeof aiConversations.$inferSelect;
type ProposalRow = typeof aiProposals.$inferSelect;

/** A refusal told to the panel as an `error` message. */
export class AiRefusal extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const proposalView = (p: ProposalRow): AiProposalView => ({ id: p.id, kind: p.kind as 'MOVE_LEAD', summary: p.summary, status: p.status as AiProposalStatus, outcome: p.outcome });

/**
 * The assistant's conversations (decision 0066): a member's message goes to the configured
 * chat-completions model with the conversation so far and the tools; the answer is streamed to
 * the member's socket in parts; tool calls run under the member's current scopes; proposed changes
 * wait for the member. One conversation's turns run one after another in this process.
 */
export class AiAssistant {
  private queues = new Map<number, Promise<unknown>>();

  constructor(
    private db: Db,
    private config: Config,
    private realtime: Realtime,
    private log: { error(obj: unknown, msg?: string): void },
  ) {}

  status(): AiStatus {
    return this.config.aiBaseUrl
      ? { configured: true, model: this.config.aiModel, message: null }
      : { configured: false, model: null, message: AI_TEXTS.notConfigured };
  }

  /** Runs jobs of one conversation one after another. */
  private serial<T>(conversationId: number, job: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(conversationId) ?? Promise.resolve();
    const run = previous.then(job, job);
    const tail = run.catch(() => undefined);
    this.queues.set(conversationId, tail);
    void tail.then(() => {
      if (this.queues.get(conversationId) === tail) this.queues.delete(conversationId);
    });
    return run;
  }

  /** Settles when every turn queued so far has ended (tests, shutdown). */
  async idle() {
    while (this.queues.size) await Promise.all([...this.queues.values()]);
  }

  async listConversations(auth: AuthContext): Promise<AiConversationSummary[]> {
    const rows = await this.db
      .select()
      .from(aiConversations)
      .where(auth.tenant.where(aiConversations, eq(aiConversations.accountId, auth.account.id)))
      .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
      .limit(100);
    return rows.map((r) => ({ id: r.id, title: r.title, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
  }

  /** The member's own conversation; another member's, or another company's, is not found. */
  private async ownConversation(auth: AuthContext, id: number): Promise<ConversationRow | null> {
    const [row] = await this.db
      .select()
      .from(aiConversations)
      .where(auth.tenant.where(aiConversations, eq(aiConversations.id, id), eq(aiConversations.accountId, auth.account.id)));
    return row ?? null;
  }

  async conversation(auth: AuthContext, id: number): Promise<AiConversationSummary & { entries: AiPanelEntry[] }> {
    const row = await this.ownConversation(auth, id);
    if (!row) throw notFound('Conversation');
    const [messages, proposals] = await Promise.all([this.messagesOf(row), this.db.select().from(aiProposals).where(eq(aiProposals.conversationId, row.id))]);
    const byCall = new Map(proposals.map((p) => [p.toolCallId, proposalView(p)]));
    const entries = toPanelEntries(
      messages.map((m) => ({ id: m.id, role: m.role, kind: m.kind, content: m.content, toolCalls: m.toolCalls, createdAt: m.createdAt.toISOString() })),
      byCall,
    );
    return { id: row.id, title: row.title, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), entries };
  }

  private messagesOf(conversation: ConversationRow) {
    return this.db
      .select()
      .from(aiMessages)
      .where(and(eq(aiMessages.companyId, conversation.companyId), eq(aiMessages.conversationId, conversation.id)))
      .orderBy(asc(aiMessages.id));
  }

  private async store(conversation: ConversationRow, message: Omit<typeof aiMessages.$inferInsert, 'companyId' | 'conversationId'>) {
    await this.db.insert(aiMessages).values({ ...message, companyId: conversation.companyId, conversationId: conversation.id });
    await this.db.update(aiConversations).set({ updatedAt: new Date() }).where(eq(aiConversations.id, conversation.id));
  }

  /**
   * user_message: into the member's conversation (or a new one), then the model's answer. Answers
   * the conversation's id as soon as the message is kept; the answer streams after.
   */
  async userMessage(auth: AuthContext, data: { content: string; conversationId?: number | null }, emit: Emit): Promise<{ conversationId: number; done: Promise<void> }> {
    if (!this.config.aiBaseUrl) throw new AiRefusal(AI_ERROR_CODES.notConfigured, AI_TEXTS.notConfigured);
    let conversation: ConversationRow | null;
    if (data.conversationId) {
      conversation = await this.ownConversation(auth, data.conversationId);
      if (!conversation) throw new AiRefusal(AI_ERROR_CODES.notFound, AI_TEXTS.conversationNotFound);
    } else {
      [conversation] = await this.db.insert(aiConversations).values(auth.tenant.values({ accountId: auth.account.id, title: conversationTitle(data.content) })).returning();
    }
    const target = conversation;
    emit({ message: 'conversation', data: { conversationId: target.id, title: target.title } });
    const done = this.serial(target.id, async () => {
      await this.store(target, { role: 'user', content: data.content });
      await this.answer(auth, target, emit);
    });
    return { conversationId: target.id, done };
  }

  /** confirm_action / decline_action: only the proposal's own member, once; a confirmed change runs under the member's scopes now. */
  async answerProposal(auth: AuthContext, proposalId: number, confirm: boolean, emit: Emit): Promise<{ conversationId: number; done: Promise<void> }> {
    const [found] = await this.db.select().from(aiProposals).where(auth.tenant.byId(aiProposals, proposalId));
    const refusal = proposalAnswerRefusal(found ? { accountId: found.accountId, status: found.status as AiProposalStatus } : null, auth.account.id);
    if (refusal) throw new AiRefusal(refusal.code, refusal.message);
    const [conversation] = await this.db.select().from(aiConversations).where(eq(aiConversations.id, found.conversationId));
    const done = this.serial(conversation.id, async () => {
      // The claim: the first answer spends it, in every process.
      const [claimed] = await this.db
        .update(aiProposals)
        .set({ status: confirm ? 'CONFIRMED' : 'DECLINED', resolvedAt: new Date() })
        .where(and(auth.tenant.byId(aiProposals, proposalId), eq(aiProposals.accountId, auth.account.id), eq(aiProposals.status, 'PENDING')))
        .returning();
      if (!claimed) {
        const [now] = await this.db.select().from(aiProposals).where(auth.tenant.byId(aiProposals, proposalId));
        const late = proposalAnswerRefusal(now ? { accountId: now.accountId, status: now.status as AiProposalStatus } : null, auth.account.id)!;
        emit({ message: 'error', data: { conversationId: conversation.id, code: late.code, message: late.message } });
        return;
      }
      let status: Exclude<AiProposalStatus, 'PENDING'> = confirm ? 'CONFIRMED' : 'DECLINED';
      let outcome = 'Declined. Nothing was changed.';
      if (confirm) {
        try {
          outcome = await this.runChange(auth, claimed);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500) this.log.error({ err: error }, 'AI proposal failed');
          status = 'FAILED';
          outcome = error instanceof HttpError && error.statusCode < 500 ? error.message : 'The change could not be made.';
        }
        await this.db.update(aiProposals).set({ status, outcome }).where(eq(aiProposals.id, claimed.id));
      } else {
        await this.db.update(aiProposals).set({ outcome }).where(eq(aiProposals.id, claimed.id));
      }
      emit({ message: 'proposal_resolved', data: { conversationId: conversation.id, proposalId: claimed.id, status, message: outcome } });
      await this.store(conversation, { role: 'user', kind: 'OUTCOME', content: proposalOutcomeNote(status, claimed.id, claimed.summary, outcome) });
      if (this.config.aiBaseUrl) await this.answer(auth, conversation, emit);
      else emit({ message: 'assistant_done', data: { conversationId: conversation.id } });
    });
    return { conversationId: conversation.id, done };
  }

  /** The confirmed change, by the same rule and scope as its REST route. */
  private async runChange(auth: AuthContext, proposal: ProposalRow): Promise<string> {
    if (proposal.kind === 'MOVE_LEAD') {
      // PATCH /lead/move: LEADS_ACCESS, the member's current rights.
      if (!hasPermission(auth.account.role, TOOL_SCOPES.leads)) throw forbidden();
      const input = parseInput(moveLeadRequest, proposal.payload);
      const answer = await moveLead(auth.tenant, auth.account.id, input);
      this.realtime.leadChanged(auth.tenant.companyId, { action: 'moved', leadId: answer.data.id, boardKey: answer.data.boardKey, by: { accountId: auth.account.id } });
      return answer.message;
    }
    throw new HttpError(422, `Unknown change ${proposal.kind}`);
  }

  private systemPrompt(auth: AuthContext): string {
    return [
      `You are the assistant in Haligi, the back office of ${auth.account.company?.name ?? 'a construction company'}, a construction company in the Philippines.`,
      `You are talking with ${auth.account.name}. Today is ${todayInManila()} (Philippine time). Amounts are Philippine pesos (₱).`,
      'Answer briefly. Read company data only with the tools and never invent figures.',
      'When a tool answers PERMISSION_DENIED, tell the user they do not have access to that data.',
      'To change anything, call a propose_ tool: the change runs only when the user confirms it in the panel. Never say a change is done before you are told it was confirmed.',
    ].join('\n');
  }

  /**
   * The conversation as the model reads it: a tool call whose result was never kept (a turn cut
   * short) is left out, so the history stays valid.
   */
  private async history(auth: AuthContext, conversation: ConversationRow): Promise<ChatMessage[]> {
    const rows = await this.messagesOf(conversation);
    const answered = new Set(rows.filter((r) => r.role === 'tool' && r.toolCallId).map((r) => r.toolCallId!));
    const messages: ChatMessage[] = [{ role: 'system', content: this.systemPrompt(auth) }];
    for (const r of rows) {
      if (r.role === 'user') messages.push({ role: 'user', content: r.content ?? '' });
      else if (r.role === 'tool' && r.toolCallId) messages.push({ role: 'tool', tool_call_id: r.toolCallId, content: r.content ?? '' });
      else if (r.role === 'assistant') {
        const calls = (r.toolCalls ?? []).filter((c) => answered.has(c.id));
        if (!calls.length && !r.content) continue;
        messages.push({
          role: 'assistant',
          content: r.content ?? null,
          ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.arguments } })) } : {}),
        });
      }
    }
    return messages;
  }

  /** Model turns until one answers without tool calls (at most AI_MAX_TOOL_ROUNDS + 1). */
  private async answer(auth: AuthContext, conversation: ConversationRow, emit: Emit) {
    const conversationId = conversation.id;
    const fail = (code: AiErrorCode, message: string) => emit({ message: 'error', data: { conversationId, code, message } });
    try {
      const messages = await this.history(auth, conversation);
      for (let round = 0; round <= AI_MAX_TOOL_ROUNDS; round++) {
        const turn = await streamChatCompletion({
          baseUrl: this.config.aiBaseUrl!,
          apiKey: this.config.aiApiKey,
          model: this.config.aiModel,
          messages,
          tools: toolSpecs(),
          onText: (text) => emit({ message: 'assistant_delta', data: { conversationId, text } }),
        });
        const calls = round < AI_MAX_TOOL_ROUNDS ? turn.toolCalls : [];
        await this.store(conversation, { role: 'assistant', content: turn.text || null, toolCalls: calls.length ? calls : null });
        if (!calls.length) {
          if (turn.toolCalls.length) return fail(AI_ERROR_CODES.service, AI_TEXTS.tooManyRounds);
          emit({ message: 'assistant_done', data: { conversationId } });
          return;
        }
        messages.push({ role: 'assistant', content: turn.text || null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })) });
        for (const call of calls) {
          const outcome = await runTool({ auth }, call.name, call.arguments);
          let content: unknown;
          if (outcome.kind === 'proposal') {
            const [proposal] = await this.db
              .insert(aiProposals)
              .values(auth.tenant.values({ accountId: auth.account.id, conversationId, toolCallId: call.id, kind: outcome.change.kind, payload: outcome.change.payload, summary: outcome.change.summary }))
              .returning();
            emit({ message: 'tool_proposal', data: { conversationId, proposal: proposalView(proposal) } });
            content = {
              status: 'PROPOSED',
              proposalId: proposal.id,
              summary: proposal.summary,
              message: 'Shown to the user to confirm or decline. It has NOT been done; you will be told the outcome.',
            };
          } else {
            emit({ message: 'tool_call', data: { conversationId, name: call.name, label: aiToolLabel(call.name) } });
            content = outcome.value;
          }
          const text = JSON.stringify(content);
          await this.store(conversation, { role: 'tool', toolCallId: call.id, toolName: call.name, content: text });
          messages.push({ role: 'tool', tool_call_id: call.id, content: text });
        }
      }
    } catch (error) {
      if (error instanceof AiServiceError) return fail(AI_ERROR_CODES.service, AI_TEXTS.serviceFailed(error.message));
      this.log.error({ err: error }, 'AI assistant turn failed');
      return fail(AI_ERROR_CODES.service, AI_TEXTS.serviceFailed('the server could not complete the answer'));
    }
  }
}

