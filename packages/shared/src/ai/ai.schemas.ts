import { z } from 'zod';
import { recordId, text } from '../validation';
import { AI_CLIENT_MESSAGES, AI_MAX_MESSAGE_LENGTH, type AiErrorCode, type AiProposalKind, type AiProposalStatus } from './ai.constants';

/** user_message data: the member's words, into an existing conversation or a new one. */
export const aiUserMessage = z.object({
  content: text().trim().min(1).max(AI_MAX_MESSAGE_LENGTH),
  conversationId: recordId().nullable().optional(),
});
export type AiUserMessage = z.infer<typeof aiUserMessage>;

/** confirm_action / decline_action data. */
export const aiProposalAnswer = z.object({ proposalId: recordId() });

/** What arrives on ai_chat_message from a client. */
export const aiChatClientMessage = z.discriminatedUnion('message', [
  z.object({ message: z.literal(AI_CLIENT_MESSAGES.userMessage), data: aiUserMessage }),
  z.object({ message: z.literal(AI_CLIENT_MESSAGES.confirmAction), data: aiProposalAnswer }),
  z.object({ message: z.literal(AI_CLIENT_MESSAGES.declineAction), data: aiProposalAnswer }),
]);
export type AiChatClientMessage = z.infer<typeof aiChatClientMessage>;

/** A change the assistant proposed, as the panel shows it. */
export interface AiProposalView {
  id: number;
  kind: AiProposalKind;
  /** One sentence: "Move lead “Tower A” from Opportunity to Qualified". */
  summary: string;
  status: AiProposalStatus;
  /** Why it ended as it did (the move's message or its refusal), once answered. */
  outcome: string | null;
}

/** What the server sends on ai_chat_message. */
export type AiChatServerMessage =
  | { message: 'conversation'; data: { conversationId: number; title: string } }
  | { message: 'assistant_delta'; data: { conversationId: number; text: string } }
  | { message: 'tool_call'; data: { conversationId: number; name: string; label: string } }
  | { message: 'tool_proposal'; data: { conversationId: number; proposal: AiProposalView } }
  | { message: 'proposal_resolved'; data: { conversationId: number; proposalId: number; status: AiProposalStatus; message: string } }
  | { message: 'assistant_done'; data: { conversationId: number } }
  | { message: 'error'; data: { conversationId: number | null; code: AiErrorCode; message: string } };

/** A line of a conversation as the panel shows it (GET /ai/conversation/{id}). */
export type AiPanelEntry =
  | { type: 'user'; id: number; text: string; createdAt: string }
  | { type: 'assistant'; id: number; text: string; createdAt: string }
  | { type: 'tool'; id: number; name: string; label: string; createdAt: string }
  | { type: 'proposal'; id: number; proposal: AiProposalView; createdAt: string }
  | { type: 'outcome'; id: number; text: string; createdAt: string };

export interface AiConversationSummary {
  id: number;
  title: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /ai/status. */
export interface AiStatus {
  configured: boolean;
  /** The model used, when configured. */
  model: string | null;
  /** How to configure it, when not. */
  message: string | null;
}
