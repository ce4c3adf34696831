import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { accounts, companies } from './schema';

// The AI assistant (issue 17, decision 0066): a member's conversations, their messages in the
// chat-completions shape, and the changes the assistant proposed, run only once the member confirms.

/** One conversation of one member; nobody else reads it. */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    title: text('title').notNull(),
    ...timestamps,
  },
  (t) => [index('ai_conversations_account_idx').on(t.companyId, t.accountId, t.updatedAt)],
);

/**
 * A message as the chat-completions API knows it: role user, assistant (text and/or tool calls)
 * or tool (a tool's result for `toolCallId`). `kind` OUTCOME marks the user-role note that tells
 * the model how a proposal ended (the panel shows it as a notice, not as the member's words).
 */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => aiConversations.id),
    role: text('role').notNull(),
    kind: text('kind').notNull().default('MESSAGE'),
    content: text('content'),
    /** The assistant's tool calls: [{id, name, arguments}]. */
    toolCalls: jsonb('tool_calls').$type<{ id: string; name: string; arguments: string }[]>(),
    toolCallId: text('tool_call_id'),
    /** The tool a tool message answers (for the panel). */
    toolName: text('tool_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_messages_conversation_idx').on(t.conversationId, t.id)],
);

/**
 * A change the assistant proposed (MOVE_LEAD). PENDING until its member confirms or declines it;
 * the first answer spends it (CONFIRMED, DECLINED or FAILED with the reason).
 */
export const aiProposals = pgTable(
  'ai_proposals',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => aiConversations.id),
    /** The model's tool call that proposed it (its result tells the model the proposal's id). */
    toolCallId: text('tool_call_id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    summary: text('summary').notNull(),
    status: text('status').notNull().default('PENDING'),
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('ai_proposals_conversation_idx').on(t.conversationId, t.id)],
);
