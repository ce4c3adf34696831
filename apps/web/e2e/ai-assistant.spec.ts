import { startFakeModel, type FakeModel } from '@haligi/shared/testing/fake-openai';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatCurrency } from '../../../packages/shared/src/format/currency';
import { E2E_AI_PORT } from './ai-port';
import { apiLogin, DEMO, expectAccessible, shoot, signIn, unique } from './fixtures';

/**
 * The AI assistant's panel (decision 0066) against a fake chat-completions model this spec starts
 * on the port the server's AI_BASE_URL names (playwright.config.ts): the answer streams in, the
 * model reads the leads with a tool, proposes a move, and the lead moves once the member confirms.
 */

let model: FakeModel;
test.beforeAll(async () => {
  model = await startFakeModel(E2E_AI_PORT);
});
test.afterAll(async () => {
  await model?.close();
});

async function createLead(request: APIRequestContext, token: string, name: string) {
  const headers = { token };
  const clients = (await (await request.get('/api/select-box/client-list', { headers })).json()) as { value: number }[];
  const owners = (await (await request.get('/api/select-box/user-list', { headers })).json()) as { value: number }[];
  const created = await request.post('/api/lead', {
    headers,
    data: {
      name, clientId: clients[0].value, relationshipOwnerId: owners[0].value, abc: 2500000, mmr: 0, initialCosting: 1800000,
      winProbability: 'HIGH', leadSource: 'Referral', contactDetails: 'Engr. Bautista', startDate: '2026-11-01', endDate: '2026-12-15',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test('the panel streams the answer, the model reads leads with a tool, and a proposed move runs once confirmed', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.sales);
  const name = unique('AI Tower');
  const leadId = await createLead(request, token, name);

  // First question: the model looks up the stage with a tool, then answers from what it read.
  model.script(
    { text: ['Let me check ', 'the pipeline.'], toolCalls: [{ name: 'leads_by_stage', arguments: { stage: 'opportunity' } }], delayMs: 40 },
    (request) => {
      const result = JSON.parse(request.messages.at(-1)!.content!) as { stages: { label: string; count: number; leads: { name: string; budget: { formatted: string } }[] }[] };
      const lead = result.stages[0].leads.find((l) => l.name === name);
      return { text: lead ? [`${name} is in ${result.stages[0].label}`, `, budget ${lead.budget.formatted}.`] : ['I could not find it.'], delayMs: 40 };
    },
  );

  await signIn(page, DEMO.sales);
  await page.getByRole('button', { name: 'Open the AI assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI assistant' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Ask about your company's data")).toBeVisible();
  const box = panel.getByRole('textbox', { name: 'Message to the assistant' });
  await box.fill('Which stage is my new tower lead in?');
  await box.press('Enter');

  await expect(panel.getByLabel('You said')).toHaveText('Which stage is my new tower lead in?');
  await expect(panel.getByText('Looked up leads by stage')).toBeVisible();
  await expect(panel.getByText(`${name} is in Opportunity, budget ${formatCurrency('2500000')}.`)).toBeVisible();
  // The two streamed parts make one message, not two bubbles.
  await expect(panel.getByLabel('Assistant said').first()).toHaveText('Let me check the pipeline.');
  await expect(panel.getByText('Answering…')).toBeHidden();
  await expectAccessible(page);

  // Second: the model proposes moving the lead; nothing moves until the member confirms.
  model.script({ toolCalls: [{ name: 'propose_move_lead', arguments: { leadName: name, stage: 'Qualified' } }] }, { text: ['Please confirm the move above.'] });
  await box.fill('Move it to Qualified');
  await box.press('Enter');
  const card = panel.getByRole('group', { name: 'Proposed change' });
  await expect(card.getByText(`Move lead “${name}” from Opportunity to Qualified`)).toBeVisible();
  await expect(card.getByText('Waiting for you')).toBeVisible();
  await expect(panel.getByText('Please confirm the move above.')).toBeVisible();
  const before = await request.get(`/api/lead?id=${leadId}`, { headers: { token } });
  expect(((await before.json()) as { leadBoardStage: string }).leadBoardStage).toBe('opportunity');
  await expectAccessible(page);
  await shoot(page, 'ai-assistant-proposal', { accessibleOnPhone: true });

  model.script((request) => ({ text: [request.messages.at(-1)!.content!.includes('confirmed by the user and done') ? `Done: ${name} is now Qualified.` : 'Something else happened.'] }));
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('Confirmed')).toBeVisible();
  await expect(card.getByText('Lead moved successfully')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(panel.getByText(`Done: ${name} is now Qualified.`)).toBeVisible();
  const after = await request.get(`/api/lead?id=${leadId}`, { headers: { token } });
  expect(((await after.json()) as { leadBoardStage: string }).leadBoardStage).toBe('qualified');

  // The conversation is kept: a new one is empty, and the past one reopens as it was.
  await panel.getByRole('button', { name: 'New conversation' }).click();
  await expect(panel.getByText("Ask about your company's data")).toBeVisible();
  await panel.getByRole('button', { name: 'Past conversations' }).click();
  await page.getByRole('menuitem', { name: 'Which stage is my new tower lead in?' }).click();
  await expect(panel.getByText(`Done: ${name} is now Qualified.`)).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Proposed change' }).getByText('Confirmed')).toBeVisible();
  await expect(panel.getByText('Let me check the pipeline.')).toBeVisible();
  await shoot(page, 'ai-assistant-reopened');

  // Closed, the header keeps its button on every member page.
  await panel.getByRole('button', { name: 'Close the AI assistant' }).click();
  await expect(panel).toBeHidden();
  await page.goto('/member/leads/list');
  await expect(page.getByRole('button', { name: 'Open the AI assistant' })).toBeVisible();
  await shoot(page, 'ai-assistant-header');
});
