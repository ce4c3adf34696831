import { expect, test } from '@playwright/test';
import { apiLogin, createMember, DEMO, expectAccessible, signIn, unique } from './fixtures';

test('a member whose role loses Projects while the BOQ is open is told so and sees no more of it', async ({ page, request }) => {
  const headers = { token: await apiLogin(request, DEMO.owner) };
  const roleName = unique('Site Estimator');
  const role = await request.post('/api/role', { headers, data: { name: roleName, scopeList: ['PROJECT_ACCESS', 'LEADS_ACCESS'] } });
  expect(role.ok(), await role.text()).toBeTruthy();
  const roleId = (await role.json()).data.id as number;
  const projectName = unique('Revoked Tower');
  const project = await request.post('/api/project', { headers, data: { name: projectName, budget: 100000 } });
  expect(project.ok(), await project.text()).toBeTruthy();
  const projectId = (await project.json()).data.id as number;
  const member = await createMember(request, roleName, 'Revokee');

  await signIn(page, member, `/member/project/${projectId}`);
  await page.getByRole('button', { name: 'Open BOQ' }).click();
  const boq = page.getByRole('dialog', { name: new RegExp(projectName) });
  await expect(boq.getByText('This Bill of Quantity has no rows yet')).toBeVisible();
  await expectAccessible(page);

  const saved = await request.patch(`/api/role/${roleId}`, { headers, data: { scopeList: ['LEADS_ACCESS'] } });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  // The notice says why; the BOQ is gone (the dialog shows "You no longer have access", or the
  // route guard has already left the project screen the role no longer opens).
  const notice = page.getByRole('alert').filter({ hasText: 'You no longer have access' }).first();
  await expect(notice).toContainText('Your role changed and no longer gives access to this screen');
  await expect(page.getByText('This Bill of Quantity has no rows yet')).toHaveCount(0);
  // Checked once the notices have finished fading in.
  await page.waitForTimeout(800);
  await expectAccessible(page);
});
