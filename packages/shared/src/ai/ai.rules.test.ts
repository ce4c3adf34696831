import { describe, expect, it } from 'vitest';
import { aiChatClientMessage } from './ai.schemas';
import { aiToolLabel, conversationTitle, moveLeadSummary, proposalAnswerRefusal, proposalOutcomeNote, toolRefusal, toPanelEntries, type AiStoredMessage } from './ai.rules';

describe('conversation title', () => {
  it('is the first message on one line', () => {
    expect(conversationTitle('  How many leads\n  are in   Qualified? ')).toBe('How many leads are in Qualified?');
  });
  it('is cut at 60 characters with an ellipsis', () => {
    const sixty = 'a'.repeat(60);
    expect(conversationTitle(sixty)).toBe(sixty);
    expect(conversationTitle(`${sixty}b`)).toBe(`${'a'.repeat(59)}…`);
    expect(conversationTitle(`${'a'.repeat(58)} bcd`)).toBe(`${'a'.repeat(58)}…`);
  });
  it('names an empty one', () => {
    expect(conversationTitle('   ')).toBe('New conversation');
  });
});

describe('answering a proposal', () => {
  it('is for its own member, once', () => {
    expect(proposalAnswerRefusal({ accountId: 7, status: 'PENDING' }, 7)).toBeNull();
    expect(proposalAnswerRefusal({ accountId: 7, status: 'PENDING' }, 8)).toEqual({ code: 'NOT_FOUND', message: 'That proposal was not found.' });
    expect(proposalAnswerRefusal(null, 8)).toEqual({ code: 'NOT_FOUND', message: 'That proposal was not found.' });
    expect(proposalAnswerRefusal({ accountId: 7, status: 'CONFIRMED' }, 7)).toEqual({ code: 'SPENT', message: 'That proposal was already confirmed.' });
    expect(proposalAnswerRefusal({ accountId: 7, status: 'DECLINED' }, 7)).toEqual({ code: 'SPENT', message: 'That proposal was already declined.' });
    expect(proposalAnswerRefusal({ accountId: 7, status: 'FAILED' }, 7)).toEqual({ code: 'SPENT', message: 'That proposal was already answered.' });
  });
  it('another member sees "not found" even when it is spent', () => {
    expect(proposalAnswerRefusal({ accountId: 7, status: 'CONFIRMED' }, 8)?.code).toBe('NOT_FOUND');
  });
});

describe('texts for the model and the panel', () => {
  it('summarises a move', () => {
    expect(moveLeadSummary('Tower A', 'Opportunity', 'Qualified')).toBe('Move lead “Tower A” from Opportunity to Qualified');
    expect(moveLeadSummary('Tower A', 'Proposal', 'Closed Lost', 'Budget cut')).toBe('Move lead “Tower A” from Proposal to Closed Lost (lost reason: Budget cut)');
  });
  it('tells the model how a proposal ended', () => {
    expect(proposalOutcomeNote('CONFIRMED', 4, 'Move lead “A” from X to Y', 'Lead moved successfully')).toBe(
      '[Proposal 4 confirmed by the user and done] Move lead “A” from X to Y. Lead moved successfully',
    );
    expect(proposalOutcomeNote('DECLINED', 4, 'Move lead “A” from X to Y', '')).toBe('[Proposal 4 declined by the user] Move lead “A” from X to Y. Nothing was changed.');
    expect(proposalOutcomeNote('FAILED', 4, 'Move lead “A” from X to Y', 'Lead not found')).toBe('[Proposal 4 confirmed by the user but it failed] Move lead “A” from X to Y. Lead not found');
  });
  it('refuses a read without the data', () => {
    expect(toolRefusal('leads')).toEqual({
      error: 'PERMISSION_DENIED',
      message: 'The user does not have access to leads. Tell them they lack the access; do not guess or invent the data.',
    });
  });
  it('labels tools, unknown ones by name', () => {
    expect(aiToolLabel('item_stock')).toBe("Looked up an item's stock");
    expect(aiToolLabel('other')).toBe('Used other');
  });
});

describe('panel entries', () => {
  const at = '2026-11-28T01:00:00.000Z';
  const messages: AiStoredMessage[] = [
    { id: 1, role: 'user', kind: 'MESSAGE', content: 'Move Tower A to Qualified', toolCalls: null, createdAt: at },
    {
      id: 2,
      role: 'assistant',
      kind: 'MESSAGE',
      content: 'Let me look.',
      toolCalls: [
        { id: 'c1', name: 'leads_by_stage', arguments: '{}' },
        { id: 'c2', name: 'propose_move_lead', arguments: '{"leadId":3}' },
      ],
      createdAt: at,
    },
    { id: 3, role: 'tool', kind: 'MESSAGE', content: '{"columns":[]}', toolCalls: null, createdAt: at },
    { id: 4, role: 'assistant', kind: 'MESSAGE', content: 'Please confirm.', toolCalls: null, createdAt: at },
    { id: 5, role: 'user', kind: 'OUTCOME', content: '[Proposal 9 confirmed by the user and done] …', toolCalls: null, createdAt: at },
    { id: 6, role: 'assistant', kind: 'MESSAGE', content: '   ', toolCalls: null, createdAt: at },
  ];
  it('shows words, then tool lines and proposals, and outcomes; never tool results or blank answers', () => {
    const proposal = { id: 9, kind: 'MOVE_LEAD' as const, summary: 'Move lead “Tower A” from Opportunity to Qualified', status: 'CONFIRMED' as const, outcome: 'Lead moved successfully' };
    expect(toPanelEntries(messages, new Map([['c2', proposal]]))).toEqual([
      { type: 'user', id: 1, text: 'Move Tower A to Qualified', createdAt: at },
      { type: 'assistant', id: 2, text: 'Let me look.', createdAt: at },
      { type: 'tool', id: 2, name: 'leads_by_stage', label: 'Looked up leads by stage', createdAt: at },
      { type: 'proposal', id: 2, proposal, createdAt: at },
      { type: 'assistant', id: 4, text: 'Please confirm.', createdAt: at },
      { type: 'outcome', id: 5, text: '[Proposal 9 confirmed by the user and done] …', createdAt: at },
    ]);
  });
});

describe('client messages', () => {
  it('take the three names with their data', () => {
    expect(aiChatClientMessage.parse({ message: 'user_message', data: { content: ' hello ' } })).toEqual({ message: 'user_message', data: { content: 'hello' } });
    expect(aiChatClientMessage.parse({ message: 'confirm_action', data: { proposalId: 3 } })).toEqual({ message: 'confirm_action', data: { proposalId: 3 } });
    expect(aiChatClientMessage.safeParse({ message: 'user_message', data: { content: '   ' } }).success).toBe(false);
    expect(aiChatClientMessage.safeParse({ message: 'run_sql', data: {} }).success).toBe(false);
    expect(aiChatClientMessage.safeParse({ message: 'user_message', data: { content: 'x'.repeat(4001) } }).success).toBe(false);
  });
});
