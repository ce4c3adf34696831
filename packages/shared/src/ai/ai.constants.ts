/**
 * The AI assistant's live messages (spec part 1 sections 7 and 9, decision 0066). Both ways they
 * travel on one Socket.IO event, `ai_chat_message`, as `{message, data}`.
 */
export const AI_CHAT_EVENT = 'ai_chat_message';

/** Client to server. */
export const AI_CLIENT_MESSAGES = {
  /** {content, conversationId?}: a new conversation when conversationId is left out. */
  userMessage: 'user_message',
  /** {proposalId}: run the proposed change. */
  confirmAction: 'confirm_action',
  /** {proposalId}: drop the proposed change. */
  declineAction: 'decline_action',
} as const;

/** Server to client. */
export const AI_SERVER_MESSAGES = {
  /** {conversationId, title}: the conversation a user_message went into (sent first). */
  conversation: 'conversation',
  /** {conversationId, text}: the next part of the assistant's answer. */
  assistantDelta: 'assistant_delta',
  /** {conversationId, name, label}: a tool that read company data ran. */
  toolCall: 'tool_call',
  /** {conversationId, proposal}: a change waiting for the member's confirmation. */
  toolProposal: 'tool_proposal',
  /** {conversationId, proposalId, status, message}: a proposal was confirmed, declined or failed. */
  proposalResolved: 'proposal_resolved',
  /** {conversationId}: the assistant finished answering. */
  assistantDone: 'assistant_done',
  /** {conversationId, code, message}: nothing more comes for this message. */
  error: 'error',
} as const;

export type AiClientMessageName = (typeof AI_CLIENT_MESSAGES)[keyof typeof AI_CLIENT_MESSAGES];
export type AiServerMessageName = (typeof AI_SERVER_MESSAGES)[keyof typeof AI_SERVER_MESSAGES];

/** The client's send while the live channel is down (spec part 1 section 8): logged, and the send returns false. */
export const AI_SOCKET_NOT_CONNECTED = 'Socket not connected. Cannot send AI chat message.';

export const AI_MAX_MESSAGE_LENGTH = 4000;
/** Tool rounds the model may take for one message before the server stops it. */
export const AI_MAX_TOOL_ROUNDS = 6;
export const AI_TITLE_LENGTH = 60;

export const AI_ERROR_CODES = {
  notConfigured: 'NOT_CONFIGURED',
  badMessage: 'BAD_MESSAGE',
  notFound: 'NOT_FOUND',
  spent: 'SPENT',
  auth: 'AUTH',
  service: 'SERVICE',
} as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[keyof typeof AI_ERROR_CODES];

export const AI_TEXTS = {
  panelTitle: 'AI assistant',
  notConfigured:
    'The AI assistant is not set up on this server. Set AI_BASE_URL to an OpenAI-compatible chat-completions endpoint (and AI_API_KEY and AI_MODEL) in the server environment, then restart the server.',
  notConnected: 'Not connected to the server. Your message was not sent.',
  conversationNotFound: 'That conversation was not found.',
  proposalNotFound: 'That proposal was not found.',
  tooManyRounds: 'The assistant took too many steps for one message and was stopped.',
  serviceFailed: (reason: string) => `The AI service could not answer: ${reason}`,
  emptyConversations: 'No conversations yet. Ask a question to start one.',
  placeholder: 'Ask about leads, BOQ totals, stock or your approvals',
} as const;

/** The changes the assistant may propose. */
export const AI_PROPOSAL_KINDS = { moveLead: 'MOVE_LEAD' } as const;
export type AiProposalKind = (typeof AI_PROPOSAL_KINDS)[keyof typeof AI_PROPOSAL_KINDS];
export type AiProposalStatus = 'PENDING' | 'CONFIRMED' | 'DECLINED' | 'FAILED';
