import { buildLeadPayload, leadDialogDefaults, toolRefusal, type AiChatServerMessage } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiProposals, clients, projects, roles } from '../src/db/schema';
import { SseReader, TurnBuilder } from '../src/modules/ai-assistant/chat-completions';
import { startFakeModel, type FakeModel } from '@haligi/shared/testing/fake-openai';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

/**
 * The AI assistant (decision 0066) against a local fake of the chat-completions API, with real
 * Socket.IO clients: streaming, tools under the member's scopes, proposals confirmed or declined,
 * conversations kept per member, and the answer without AI_BASE_URL.
 */

let model: FakeModel;
let server: TestServer;
let unconfigured: TestServer;
let sales: TestUser;
let clientId: number;
const open: Socket[] = [];

beforeAll(async () => {
  model = await startFakeModel();
  server = await startTestServer({ aiBaseUrl: model.baseUrl, aiApiKey: 'test-key', aiModel: 'fake-model' });
  sales = await createUser(server, { scopes: ['LEADS_ACCESS'] });
  const [client] = await server.context.db.insert(clients).values({ companyId: sales.companyId, name: 'Cruz Holdings', contactNumber: '0917 555 0101', email: 'ops@cruz.ph' }).returning();
  clientId = client.id;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await server?.stop();
  await unconfigured?.stop();
  await model?.close();
});

async function connect(user: TestUser, target: TestServer = server) {
  const socket = io(target.url, { path: '/socket.io', auth: { token: user.token }, transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  const heard: AiChatServerMessage[] = [];
  socket.on('ai_chat_message', (payload: AiChatServerMessage) => heard.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const send = (message: string, data: unknown) =>
    socket.timeout(8_000).emitWithAck('ai_chat_message', { message, data }) as Promise<{ ok: boolean; conversationId?: number; message?: string }>;
  /** Waits for the n-th message of that name (1 = the first) and answers it. */
  const next = <N extends AiChatServerMessage['message']>(name: N, n = 1) =>
    waitFor(() => heard.filter((m) => m.message === name)[n - 1] as Extract<AiChatServerMessage, { message: N }> | undefined, 10_000);
  return { socket, heard, send, next };
}

let leadCount = 0;
async function createLead(name: string, user: TestUser = sales) {
  const payload = buildLeadPayload({
    ...leadDialogDefaults({ accountId: user.accountId, today: '2026-11-24' }),
    name,
    clientId,
    contactDetails: '0917 555 0101',
    leadType: null,
    locationId: null,
  });
  const answer = await call(server, 'POST', '/lead', { token: user.token, body: payload });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  leadCount += 1;
  return answer.body.data as { id: number; name: string };
}
const stageOf = async (leadId: number) => (await server.context.db.select({ boardKey: projects.boardKey }).from(projects).where(eq(projects.id, leadId)))[0].boardKey;

describe('server-sent events from the model', () => {
  it('are read across chunk boundaries, CRLF and several data lines; comments skipped', () => {
    const reader = new SseReader();
    expect(reader.push(': keep-alive\n\ndata: {"a"')).toEqual([]);
    expect(reader.push(':1}\r')).toEqual([]);
    expect(reader.push('\n\r\ndata: one\ndata: two\n\n')).toEqual(['{"a":1}', 'one\ntwo']);
    expect(reader.push('data: [DONE]')).toEqual([]);
    expect(reader.end()).toEqual(['[DONE]']);
  });
  it('tool calls are put together by index from their parts', () => {
    const turn = new TurnBuilder();
    turn.add({ choices: [{ delta: { content: 'Let me ' } }] });
    turn.add({ choices: [{ delta: { tool_calls: [{ index: 1, id: 'b', function: { name: 'item_stock', arguments: '{"item"' } }] } }] });
    turn.add({ choices: [{ delta: { content: 'check.', tool_calls: [{ index: 0, id: 'a', function: { name: 'leads_by_stage', arguments: '' } }] } }] });
    turn.add({ choices: [{ delta: { tool_calls: [{ index: 1, function: { arguments: ':"Cement"}' } }] } }] });
    turn.add({ choices: [{ delta: {}, finish_reason: 'tool_calls' }] });
    expect(turn.turn()).toEqual({
      text: 'Let me check.',
      toolCalls: [
        { id: 'a', name: 'leads_by_stage', arguments: '{}' },
        { id: 'b', name: 'item_stock', arguments: '{"item":"Cement"}' },
      ],
      finishReason: 'tool_calls',
    });
    expect(() => turn.add({ error: { message: 'quota' } })).toThrow('quota');
  });
});

describe('without AI_BASE_URL', () => {
  it('the status and every message say how to configure it', async () => {
    unconfigured = await startTestServer();
    const user = await createUser(unconfigured);
    const status = await call(unconfigured, 'GET', '/ai/status', { token: user.token });
    expect(status.status).toBe(200);
    const message =
      'The AI assistant is not set up on this server. Set AI_BASE_URL to an OpenAI-compatible chat-completions endpoint (and AI_API_KEY and AI_MODEL) in the server environment, then restart the server.';
    expect(status.body).toEqual({ configured: false, model: null, message });
    const client = await connect(user, unconfigured);
    expect(await client.send('user_message', { content: 'Hello' })).toEqual({ ok: false, message });
    expect(await client.next('error')).toEqual({ message: 'error', data: { conversationId: null, code: 'NOT_CONFIGURED', message } });
    expect((await call(unconfigured, 'GET', '/ai/conversation', { token: user.token })).body).toEqual({ list: [] });
  });
});

describe('a conversation', () => {
  it('streams the answer in parts, in order, and is kept for its member only', async () => {
    expect((await call(server, 'GET', '/ai/status', { token: sales.token })).body).toEqual({ configured: true, model: 'fake-model', message: null });
    model.script({ text: ['Magandang ', 'umaga', ', Juan.'], delayMs: 20 });
    const client = await connect(sales);
    const ack = await client.send('user_message', { content: '  Good morning!\nAre you there? ' });
    expect(ack.ok).toBe(true);
    const done = await client.next('assistant_done');
    const conversationId = ack.conversationId!;
    expect(client.heard.map((m) => m.message)).toEqual(['conversation', 'assistant_delta', 'assistant_delta', 'assistant_delta', 'assistant_done']);
    expect(client.heard[0]).toEqual({ message: 'conversation', data: { conversationId, title: 'Good morning! Are you there?' } });
    expect(client.heard.filter((m) => m.message === 'assistant_delta').map((m) => (m.data as { text: string }).text)).toEqual(['Magandang ', 'umaga', ', Juan.']);
    expect(done.data).toEqual({ conversationId });

    const request = model.requests.at(-1)!;
    expect(request.model).toBe('fake-model');
    expect(request.stream).toBe(true);
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.messages[0].role).toBe('system');
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: 'Good morning!\nAre you there?' });
    expect(request.tools!.map((t) => t.function.name)).toEqual(['leads_by_stage', 'project_boq_totals', 'item_stock', 'my_pending_approvals', 'propose_move_lead']);

    // The next message goes on in the same conversation, with what was said before.
    model.script({ text: ['Yes.'] });
    expect((await client.send('user_message', { content: 'Still there?', conversationId })).conversationId).toBe(conversationId);
    await client.next('assistant_done', 2);
    expect(model.requests.at(-1)!.messages.slice(1)).toEqual([
      { role: 'user', content: 'Good morning!\nAre you there?' },
      { role: 'assistant', content: 'Magandang umaga, Juan.' },
      { role: 'user', content: 'Still there?' },
    ]);

    const list = await call(server, 'GET', '/ai/conversation', { token: sales.token });
    expect(list.body.list.map((c: { id: number; title: string }) => [c.id, c.title])).toContainEqual([conversationId, 'Good morning! Are you there?']);
    const read = await call(server, 'GET', `/ai/conversation/${conversationId}`, { token: sales.token });
    expect(read.status).toBe(200);
    expect(read.body.data.entries.map((e: { type: string; text?: string }) => [e.type, e.text])).toEqual([
      ['user', 'Good morning!\nAre you there?'],
      ['assistant', 'Magandang umaga, Juan.'],
      ['user', 'Still there?'],
      ['assistant', 'Yes.'],
    ]);

    // Another member, even of the same company, neither reads it nor writes into it.
    const colleague = await createUser(server, { companyId: sales.companyId, isFullAccess: true });
    const foreign = await call(server, 'GET', `/ai/conversation/${conversationId}`, { token: colleague.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Conversation not found');
    expect((await call(server, 'GET', '/ai/conversation', { token: colleague.token })).body).toEqual({ list: [] });
    const other = await connect(colleague);
    expect(await other.send('user_message', { content: 'Let me in', conversationId })).toEqual({ ok: false, message: 'That conversation was not found.' });
  });

  it('refuses a message without content, in plain words', async () => {
    const client = await connect(sales);
    const answer = await client.send('user_message', { content: '   ' });
    expect(answer.ok).toBe(false);
    expect((await client.next('error')).data.code).toBe('BAD_MESSAGE');
    expect((await client.send('drop_tables', {})).ok).toBe(false);
  });

  it("says so when the model's service fails", async () => {
    model.script({ status: 500 });
    const client = await connect(sales);
    await client.send('user_message', { content: 'Hello?' });
    expect((await client.next('error')).data).toEqual({ conversationId: expect.any(Number), code: 'SERVICE', message: 'The AI service could not answer: HTTP 500: scripted failure 500' });
  });
});

describe('tools', () => {
  it("read the company's data under the member's scope", async () => {
    const lead = await createLead('Tower Alpha');
    model.script({ text: ['Let me look.'], toolCalls: [{ name: 'leads_by_stage', arguments: { stage: 'Opportunity' } }] }, { text: ['Tower Alpha is in Opportunity.'] });
    const client = await connect(sales);
    await client.send('user_message', { content: 'Which leads are in Opportunity?' });
    await client.next('assistant_done');
    expect(await client.next('tool_call')).toEqual({ message: 'tool_call', data: { conversationId: expect.any(Number), name: 'leads_by_stage', label: 'Looked up leads by stage' } });
    const [read] = model.toolResults('leads_by_stage').slice(-1) as { stages: { stage: string; count: number; leads: { id: number; name: string }[] }[] }[];
    expect(read.stages).toHaveLength(1);
    expect(read.stages[0].stage).toBe('opportunity');
    expect(read.stages[0].leads.map((l) => l.id)).toContain(lead.id);
    expect(read.stages[0].leads.find((l) => l.id === lead.id)!.name).toBe('Tower Alpha');
    // The model's second turn saw its own tool call and the result.
    const second = model.requests.at(-1)!.messages;
    expect(second.at(-2)).toMatchObject({ role: 'assistant', content: 'Let me look.', tool_calls: [{ function: { name: 'leads_by_stage', arguments: '{"stage":"Opportunity"}' } }] });
    expect(second.at(-1)!.role).toBe('tool');
  });

  it('give a member without the scope a refusal, never the data', async () => {
    await createLead('Secret Tower');
    const outsider = await createUser(server, { companyId: sales.companyId, scopes: [] });
    model.script(
      { toolCalls: [{ name: 'leads_by_stage', arguments: {} }, { name: 'project_boq_totals', arguments: { projectName: 'Anything' } }, { name: 'item_stock', arguments: { item: 'Cement' } }, { name: 'propose_move_lead', arguments: { leadName: 'Secret Tower', stage: 'qualified' } }] },
      { text: ['You do not have access to that.'] },
    );
    const before = model.requests.length;
    const client = await connect(outsider);
    await client.send('user_message', { content: 'Show me the leads' });
    await client.next('assistant_done');
    const told = model.requests.at(-1)!.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content!));
    expect(told).toEqual([toolRefusal('leads'), toolRefusal('projects and their bills of quantities'), toolRefusal('the stock of items'), toolRefusal('leads')]);
    expect(JSON.stringify(model.requests.slice(before))).not.toContain('Secret Tower"');
    expect(JSON.stringify(model.requests.slice(before))).not.toContain('Tower Alpha');
    expect(client.heard.some((m) => m.message === 'tool_proposal')).toBe(false);
    expect(await server.context.db.select().from(aiProposals).where(eq(aiProposals.accountId, outsider.accountId))).toEqual([]);
  });

  it("read a project's BOQ totals, an item's stock and the member's pending approvals", async () => {
    const admin = await createUser(server, { companyId: sales.companyId, isFullAccess: true });
    const project = await call(server, 'POST', '/project', { token: admin.token, body: { name: 'Makati Mid-rise', budget: 1000 } });
    expect(project.status, JSON.stringify(project.body)).toBe(201);
    model.script(
      {
        toolCalls: [
          { name: 'project_boq_totals', arguments: { projectName: 'makati mid-rise' } },
          { name: 'item_stock', arguments: { item: 'Portland' } },
          { name: 'my_pending_approvals', arguments: {} },
        ],
      },
      { text: ['Here you go.'] },
    );
    const client = await connect(admin);
    await client.send('user_message', { content: 'Totals, stock and approvals please' });
    await client.next('assistant_done');
    const told = model.requests.at(-1)!.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content!));
    expect(told[0]).toEqual({
      project: { id: project.body.data.id, name: 'Makati Mid-rise' },
      boq: { id: expect.any(Number), revision: expect.any(Number), status: expect.any(String), total: '0.00', totalWithProfit: '0.00', versions: 1 },
    });
    expect(told[1]).toEqual({ item: 'Portland', stock: [], message: 'No stock of a matching item is held in any warehouse.' });
    expect(told[2]).toEqual({ count: 0, approvals: [] });
    expect(client.heard.filter((m) => m.message === 'tool_call').map((m) => (m.data as { label: string }).label)).toEqual([
      "Looked up a project's BOQ totals",
      "Looked up an item's stock",
      'Looked up your pending approvals',
    ]);
  });
});

describe('proposals', () => {
  /** The model proposes moving the lead; the panel gets the proposal. */
  async function propose(user: TestUser, leadName: string, stage = 'Qualified') {
    model.script({ toolCalls: [{ name: 'propose_move_lead', arguments: { leadName, stage } }] }, { text: ['Please confirm the move in the panel.'] });
    const client = await connect(user);
    const ack = await client.send('user_message', { content: `Move ${leadName} to ${stage}` });
    const proposal = await client.next('tool_proposal');
    await client.next('assistant_done');
    return { client, proposal: proposal.data.proposal, conversationId: ack.conversationId! };
  }

  it('run only once their member confirms, and the model is told the outcome', async () => {
    const lead = await createLead('Tower Bravo');
    const { client, proposal, conversationId } = await propose(sales, 'Tower Bravo');
    expect(proposal).toEqual({ id: expect.any(Number), kind: 'MOVE_LEAD', summary: 'Move lead “Tower Bravo” from Opportunity to Qualified', status: 'PENDING', outcome: null });
    const toldProposed = model.toolResults('propose_move_lead').at(-1);
    expect(toldProposed).toEqual({ status: 'PROPOSED', proposalId: proposal.id, summary: proposal.summary, message: 'Shown to the user to confirm or decline. It has NOT been done; you will be told the outcome.' });
    expect(await stageOf(lead.id)).toBe('opportunity');

    model.script({ text: ['Done: Tower Bravo is now Qualified.'] });
    expect(await client.send('confirm_action', { proposalId: proposal.id })).toEqual({ ok: true, conversationId });
    expect((await client.next('proposal_resolved')).data).toEqual({ conversationId, proposalId: proposal.id, status: 'CONFIRMED', message: 'Lead moved successfully' });
    await client.next('assistant_done', 2);
    expect(await stageOf(lead.id)).toBe('qualified');
    expect(model.requests.at(-1)!.messages.at(-1)).toEqual({
      role: 'user',
      content: `[Proposal ${proposal.id} confirmed by the user and done] Move lead “Tower Bravo” from Opportunity to Qualified. Lead moved successfully`,
    });

    // Usable once.
    expect(await client.send('confirm_action', { proposalId: proposal.id })).toEqual({ ok: false, message: 'That proposal was already confirmed.' });
    expect(await client.send('decline_action', { proposalId: proposal.id })).toEqual({ ok: false, message: 'That proposal was already confirmed.' });

    // The panel reopens the conversation with the proposal's state and the outcome.
    const read = await call(server, 'GET', `/ai/conversation/${conversationId}`, { token: sales.token });
    expect(read.body.data.entries.map((e: { type: string }) => e.type)).toEqual(['user', 'proposal', 'assistant', 'outcome', 'assistant']);
    expect(read.body.data.entries[1].proposal).toEqual({ ...proposal, status: 'CONFIRMED', outcome: 'Lead moved successfully' });
  });

  it('can be declined: nothing changes and the model is told', async () => {
    const lead = await createLead('Tower Charlie');
    const { client, proposal, conversationId } = await propose(sales, 'Tower Charlie', 'In Negotiation');
    expect(proposal.summary).toBe('Move lead “Tower Charlie” from Opportunity to In Negotiation');
    model.script({ text: ['Alright, I left it.'] });
    expect((await client.send('decline_action', { proposalId: proposal.id })).ok).toBe(true);
    expect((await client.next('proposal_resolved')).data).toEqual({ conversationId, proposalId: proposal.id, status: 'DECLINED', message: 'Declined. Nothing was changed.' });
    await client.next('assistant_done', 2);
    expect(await stageOf(lead.id)).toBe('opportunity');
    expect(model.requests.at(-1)!.messages.at(-1)!.content).toBe(`[Proposal ${proposal.id} declined by the user] Move lead “Tower Charlie” from Opportunity to In Negotiation. Nothing was changed.`);
    expect(await client.send('confirm_action', { proposalId: proposal.id })).toEqual({ ok: false, message: 'That proposal was already declined.' });
  });

  it("are another member's to answer: confirm by someone else is refused and changes nothing", async () => {
    const lead = await createLead('Tower Delta');
    const { proposal } = await propose(sales, 'Tower Delta');
    const boss = await createUser(server, { companyId: sales.companyId, isFullAccess: true });
    const other = await connect(boss);
    expect(await other.send('confirm_action', { proposalId: proposal.id })).toEqual({ ok: false, message: 'That proposal was not found.' });
    expect((await other.next('error')).data).toEqual({ conversationId: null, code: 'NOT_FOUND', message: 'That proposal was not found.' });
    const stranger = await createUser(server, { isFullAccess: true });
    expect(await (await connect(stranger)).send('confirm_action', { proposalId: proposal.id })).toEqual({ ok: false, message: 'That proposal was not found.' });
    expect(await stageOf(lead.id)).toBe('opportunity');
    const [row] = await server.context.db.select().from(aiProposals).where(eq(aiProposals.id, proposal.id));
    expect(row.status).toBe('PENDING');
  });

  it("run under the member's rights at confirmation: a scope taken away in between fails it", async () => {
    const seller = await createUser(server, { companyId: sales.companyId, scopes: ['LEADS_ACCESS'] });
    const lead = await createLead('Tower Echo');
    const { client, proposal, conversationId } = await propose(seller, 'Tower Echo');
    await server.context.db.update(roles).set({ scopeList: [] }).where(eq(roles.id, seller.roleId));
    // The role change reaches the session cache through the database's notification.
    await waitFor(async () => (await call(server, 'GET', '/lead/dashboard', { token: seller.token })).status === 403);
    model.script({ text: ['It could not be moved.'] });
    await client.send('confirm_action', { proposalId: proposal.id });
    expect((await client.next('proposal_resolved')).data).toEqual({ conversationId, proposalId: proposal.id, status: 'FAILED', message: 'You do not have permission to access this resource' });
    await client.next('assistant_done', 2);
    expect(await stageOf(lead.id)).toBe('opportunity');
  });

  it('a move into Closed Lost without a reason is not proposed; the model is asked for it', async () => {
    await createLead('Tower Foxtrot');
    model.script({ toolCalls: [{ name: 'propose_move_lead', arguments: { leadName: 'Tower Foxtrot', stage: 'closed-lost' } }] }, { text: ['Why was it lost?'] });
    const client = await connect(sales);
    await client.send('user_message', { content: 'Tower Foxtrot is lost' });
    await client.next('assistant_done');
    expect(client.heard.some((m) => m.message === 'tool_proposal')).toBe(false);
    expect(model.toolResults('propose_move_lead').at(-1)).toEqual({ error: 'NOT_DONE', message: 'Please give the reason this lead was lost. Ask the user for the reason.' });
  });
});
