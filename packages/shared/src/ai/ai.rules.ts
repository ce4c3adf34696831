import { AI_ERROR_CODES, AI_TEXTS, AI_TITLE_LENGTH, type AiErrorCode, type AiProposalStatus } from './ai.constants';
import type { AiPanelEntry, AiProposalView } from './ai.schemas';

/** A conversation's title: its first message on one line, cut at 60 characters with an ellipsis. */
export function conversationTitle(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (!line) return 'New conversation';
  return line.length <= AI_TITLE_LENGTH ? line : `${line.slice(0, AI_TITLE_LENGTH - 1).trimEnd()}…`;
}

const STATUS_WORDS: Record<Exclude<AiProposalStatus, 'PENDING'>, string> = { CONFIRMED: 'confirmed', DECLINED: 'declined', FAILED: 'answered' };

/**
 * Whether a member may answer (confirm or decline) a proposal: only its own member, once. Another
 * member's proposal is "not found", like another company's record.
 */
export function proposalAnswerRefusal(
  proposal: { accountId: number; status: AiProposalStatus } | null | undefined,
  accountId: number,
): { code: AiErrorCode; message: string } | null {
  if (!proposal || proposal.accountId !== accountId) return { code: AI_ERROR_CODES.notFound, message: AI_TEXTS.proposalNotFound };
  if (proposal.status !== 'PENDING') return { code: AI_ERROR_CODES.spent, message: `That proposal was already ${STATUS_WORDS[proposal.status]}.` };
  return null;
}

/** "Move lead “Tower A” from Opportunity to Qualified" (with the lost reason when it goes to Closed Lost). */
export function moveLeadSummary(leadName: string, fromLabel: string, toLabel: string, lostReason?: string | null): string {
  const base = `Move lead “${leadName}” from ${fromLabel} to ${toLabel}`;
  return lostReason ? `${base} (lost reason: ${lostReason})` : base;
}

/**
 * The note that tells the model how a proposal ended, kept in the conversation as a user-role
 * message (the panel shows it as a notice).
 */
export function proposalOutcomeNote(status: Exclude<AiProposalStatus, 'PENDING'>, proposalId: number, summary: string, detail: string): string {
  if (status === 'CONFIRMED') return `[Proposal ${proposalId} confirmed by the user and done] ${summary}. ${detail}`;
  if (status === 'DECLINED') return `[Proposal ${proposalId} declined by the user] ${summary}. Nothing was changed.`;
  return `[Proposal ${proposalId} confirmed by the user but it failed] ${summary}. ${detail}`;
}

/** What a read tool answers the model when the member lacks the route's scope: never the data. */
export function toolRefusal(what: string) {
  return {
    error: 'PERMISSION_DENIED',
    message: `The user does not have access to ${what}. Tell them they lack the access; do not guess or invent the data.`,
  } as const;
}

/** Each tool as the panel names it. */
export const AI_TOOL_LABELS: Record<string, string> = {
  leads_by_stage: 'Looked up leads by stage',
  project_boq_totals: "Looked up a project's BOQ totals",
  item_stock: "Looked up an item's stock",
  my_pending_approvals: 'Looked up your pending approvals',
  propose_move_lead: 'Proposed moving a lead',
};
export const aiToolLabel = (name: string) => AI_TOOL_LABELS[name] ?? `Used ${name}`;

/** A stored message, as the conversation tables keep it. */
export interface AiStoredMessage {
  id: number;
  role: string;
  kind: string;
  content: string | null;
  toolCalls: { id: string; name: string; arguments: string }[] | null;
  createdAt: string;
}

/**
 * A conversation as the panel shows it: the member's words, the assistant's answers, a line for
 * each tool that read data, each proposal with its state, and the outcome notes. Tool results
 * (what the model read) are not shown.
 */
export function toPanelEntries(messages: readonly AiStoredMessage[], proposalsByToolCall: ReadonlyMap<string, AiProposalView>): AiPanelEntry[] {
  const entries: AiPanelEntry[] = [];
  for (const m of messages) {
    if (m.role === 'user') {
      entries.push(m.kind === 'OUTCOME' ? { type: 'outcome', id: m.id, text: m.content ?? '', createdAt: m.createdAt } : { type: 'user', id: m.id, text: m.content ?? '', createdAt: m.createdAt });
    } else if (m.role === 'assistant') {
      // The model streams its words before its tool calls: the panel shows them in that order.
      if (m.content && m.content.trim()) entries.push({ type: 'assistant', id: m.id, text: m.content, createdAt: m.createdAt });
      for (const call of m.toolCalls ?? []) {
        const proposal = proposalsByToolCall.get(call.id);
        if (proposal) entries.push({ type: 'proposal', id: m.id, proposal, createdAt: m.createdAt });
        else entries.push({ type: 'tool', id: m.id, name: call.name, label: aiToolLabel(call.name), createdAt: m.createdAt });
      }
    }
  }
  return entries;
}
