import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, apiLogin, createMember, expectAccessible, shoot, signIn, type Member, unique } from './fixtures';


/** A purchase request by the owner (no BOQ), submitted to its approval when made. */
async function createPurchaseRequest(request: APIRequestContext, headers: { token: string }, projectId: number, warehouseId: number, itemId: number, quantity: number) {
  const created = await request.post('/api/purchase-order/request', {
    headers,
    data: { projectId, warehouseId, deliveryDate: '2026-12-15T00:00:00.000Z', items: [{ itemId, quantity, rate: 250 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as { id: number; code: string; status: string };
}

interface Pending {
  id: number;
  documentType: string;
  documentId: number;
  documentCode: string;
}

async function pendingOf(request: APIRequestContext, token: string): Promise<Pending[]> {
  const answer = await request.get('/api/approval/pending', { headers: { token } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return answer.json();
}

test('an approver sees requests in the dashboard queue, a rejection needs a reason, and decisions empty the queue live', async ({ page, request }) => {
  const owner = { token: await apiLogin(request, DEMO.owner) };
  // Two approvers of purchase requests who requested none of them.
  const roleName = unique('Request Approver');
  const role = await request.post('/api/role', { headers: owner, data: { name: roleName, scopeList: ['ASSET_PURCHASING_REQUEST_APPROVE_ACCESS'] } });
  expect(role.ok(), await role.text()).toBeTruthy();
  const approver: Member = await createMember(request, roleName, 'Approver');
  const colleague: Member = await createMember(request, roleName, 'Colleague');
  const approverToken = await apiLogin(request, approver);
  const colleagueToken = await apiLogin(request, colleague);
  // Requests other tests left waiting are decided first, so the queue holds only this test's.
  for (const step of await pendingOf(request, colleagueToken)) {
    await request.post(`/api/approval/${step.id}/return`, { headers: { token: colleagueToken }, data: { reason: 'Cleared by the approvals test' } });
  }

  const project = await request.post('/api/project', { headers: owner, data: { name: unique('Approval Tower'), budget: 500000 } });
  expect(project.ok(), await project.text()).toBeTruthy();
  const projectId = (await project.json()).data.id as number;
  const projects = (await (await request.get('/api/select-box/project-list', { headers: owner })).json()) as { value: number; warehouseId: number }[];
  const warehouseId = projects.find((p) => p.value === projectId)!.warehouseId;
  const tag = unique('ap').replace(/\W/g, '').toUpperCase();
  const item = await request.post('/api/items', { headers: owner, data: { name: `Rebar ${tag}`, sku: `${tag}-REBAR`, description: '', estimatedBuyingPrice: 250, size: 1, uom: 'pc' } });
  expect(item.ok(), await item.text()).toBeTruthy();
  const itemId = (await item.json()).data.id as number;
  const first = await createPurchaseRequest(request, owner, projectId, warehouseId, itemId, 4);
  const second = await createPurchaseRequest(request, owner, projectId, warehouseId, itemId, 10);
  expect(first.status).toBe('FOR_APPROVAL');

  await signIn(page, approver);
  const queue = page.getByRole('region', { name: 'Waiting for my approval' });
  const items = queue.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const firstItem = items.filter({ hasText: `Purchase request ${first.code}` });
  await expect(firstItem).toContainText('₱1,000.00');
  await expect(firstItem).toContainText('Approval · requested by Ramon Villanueva · waiting');
  await expect(items.filter({ hasText: second.code })).toContainText('₱2,500.00');
  await expectAccessible(page);
  await shoot(page, 'approvals-queue');

  // A colleague decides the second request: it leaves this queue without a reload.
  const secondStep = (await pendingOf(request, colleagueToken)).find((p) => p.documentCode === second.code)!;
  const decided = await request.post(`/api/approval/${secondStep.id}/approve`, { headers: { token: colleagueToken }, data: { comment: 'Fine' } });
  expect(decided.ok(), await decided.text()).toBeTruthy();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(first.code);

  // The history shows the submission and the step waiting.
  await firstItem.getByRole('button', { name: `History of Purchase request ${first.code}` }).click();
  const history = firstItem.getByTestId('approval-trail');
  await expect(history).toContainText('Submitted by Ramon Villanueva');
  await expect(history.getByTestId('approval-step')).toHaveText([/Step 1: Approval\s*Pending/]);
  await expectAccessible(page);
  await shoot(page, 'approvals-history');

  // Reject without a reason: the server's refusal is shown and nothing is decided.
  await firstItem.getByRole('button', { name: `Reject Purchase request ${first.code}` }).click();
  const reject = page.getByRole('dialog', { name: `Reject: Purchase request ${first.code}` });
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject.getByText('reason: is required')).toBeVisible();
  await expect(reject).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'approvals-reject-dialog');
  expect((await pendingOf(request, approverToken)).map((p) => p.documentCode)).toEqual([first.code]);
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();

  // Approve with a comment: the queue is empty.
  await firstItem.getByRole('button', { name: `Approve Purchase request ${first.code}` }).click();
  const approve = page.getByRole('dialog', { name: `Approve: Purchase request ${first.code}` });
  await approve.getByLabel('Comment (optional)').fill('Needed for the second floor slab');
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Approved successfully')).toBeVisible();
  await expect(queue.getByText('Nothing waiting for your approval')).toBeVisible();
  await expect(items).toHaveCount(0);

  // The trail keeps who decided, when and the comment.
  const trail = await (await request.get('/api/approval/trail', { headers: owner, params: { documentType: 'PURCHASE_REQUEST', documentId: first.id } })).json();
  expect(trail[0]).toMatchObject({ status: 'APPROVED', steps: [{ status: 'APPROVED', decisions: [{ decision: 'APPROVED', comment: 'Needed for the second floor slab', by: { name: approver.name } }] }] });
});

test('the workflow editor saves a two-step liquidation workflow with a threshold, reordered by keyboard, and shows the server problems per step', async ({ page, request }) => {
  await signIn(page, DEMO.admin, '/member/settings/workflow');
  const table = page.getByRole('table', { name: 'Workflows' });
  // The heading row and one per document type (APPROVAL_DOCUMENT_TYPES).
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('row').filter({ hasText: 'Purchase order' })).toContainText('No steps: approved when submitted');
  await expectAccessible(page);
  await shoot(page, 'approvals-workflows');

  await table.getByRole('link', { name: 'Edit the liquidation workflow' }).click();
  await expect(page).toHaveURL(/\/member\/settings\/workflow-liquidation$/);
  await expect(page.getByRole('heading', { name: 'Workflow: Liquidation' })).toBeVisible();
  const steps = page.getByTestId('workflow-step');
  await expect(steps).toHaveCount(1);
  await expect(page.getByLabel('Name of step 1')).toHaveValue('Approval');
  await expect(page.getByRole('switch', { name: 'Allow self-approval' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(steps).toHaveCount(2);
  await page.getByLabel('Name of step 2').fill('Owner sign-off');
  await page.getByLabel('Who approves step 2').click();
  await page.getByRole('option', { name: 'Chosen members' }).click();
  await page.getByLabel('Threshold of step 2').fill('50000');
  // No approvers chosen: the server's problem shows under the step's field.
  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expect(steps.nth(1).getByText('choose at least one approver')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The workflow was not saved' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Approvers of step 2').click();
  await page.getByRole('option', { name: 'Ramon Villanueva' }).click();
  await page.keyboard.press('Escape');
  // Keyboard reordering: the moved step's button keeps the focus.
  await page.getByRole('button', { name: 'Move step 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name of step 1')).toHaveValue('Owner sign-off');
  await expect(page.getByRole('button', { name: 'Move step 1 down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name of step 2')).toHaveValue('Owner sign-off');
  await expect(page.getByText('Owner sign-off moved to position 2 of 2')).toBeAttached();

  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expect(page.getByText('Workflow saved successfully')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'approvals-workflow-editor');

  const admin = { token: await apiLogin(request, DEMO.admin) };
  const saved = await (await request.get('/api/approval/workflow', { headers: admin, params: { documentType: 'LIQUIDATION' } })).json();
  expect(saved).toMatchObject({ allowSelfApproval: false, isDefault: false });
  expect(saved.steps).toEqual([
    expect.objectContaining({ name: 'Approval', approverType: 'SCOPE', scope: 'TREASURY_PETTYCASH_LIQUIDATION_APPROVE_ACCESS', minAmount: null, requiredCount: 1 }),
    expect.objectContaining({ name: 'Owner sign-off', approverType: 'USERS', minAmount: '50000.00', requiredCount: 1 }),
  ]);
  await page.goto('/member/settings/workflow');
  await expect(page.getByRole('row').filter({ hasText: 'Liquidation' })).toContainText('2 steps');
});

test('a member delegates their approvals for a period on the profile page and ends it', async ({ page }) => {
  await signIn(page, DEMO.admin, '/member/profile');
  const card = page.getByRole('region', { name: 'Delegate my approvals while away' });
  await expect(card.getByText('No delegation now or ahead.')).toBeVisible();
  await card.getByRole('button', { name: 'Delegate' }).click();
  await expect(card.getByText('Choose who decides for you')).toBeVisible();
  await card.getByLabel('Member').click();
  await page.getByRole('option', { name: 'Ramon Villanueva' }).click();
  await card.getByLabel('Note (optional)').fill('Site visit in Davao');
  await card.getByRole('button', { name: 'Delegate' }).click();
  await expect(page.getByText('Delegation saved successfully')).toBeVisible();
  const row = card.getByRole('listitem').filter({ hasText: 'Ramon Villanueva decides for you' });
  await expect(row).toContainText('Site visit in Davao');
  await expect(row).toContainText('Active');
  await expectAccessible(page);
  await shoot(page, 'approvals-delegation');

  await row.getByRole('button', { name: 'End the delegation to Ramon Villanueva' }).click();
  await page.getByRole('dialog', { name: 'End delegation' }).getByRole('button', { name: 'End delegation' }).click();
  await expect(page.getByText('Delegation ended')).toBeVisible();
  await expect(card.getByText('No delegation now or ahead.')).toBeVisible();
});
