import { formatCurrency, formatCurrencyCompact, formatQuantity, type DashboardSummary } from '@haligi/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buildBoq, createProjectWithBoq } from './boq-api';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

const WAREHOUSE = { email: 'warehouse@bayanihan.ph', password: 'Warehouse123!' };
const HR = { email: 'hr@bayanihan.ph', password: 'Payroll12345!' };

async function summaryFor(request: APIRequestContext, who: { email: string; password: string }): Promise<DashboardSummary> {
  const answer = await request.get('/api/dashboard/summary', { headers: { token: await apiLogin(request, who) } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return (await answer.json()).data;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('the owner sees every section with the figures the API answers, and each title opens its screen', async ({ page, request, baseURL }) => {
  // A project whose BOQ has an item line and no lock: it waits for its lock.
  const token = await apiLogin(request, DEMO.owner);
  const projectName = unique('Dashboard Tower');
  const { projectId, boqId } = await createProjectWithBoq(request, token, projectName);
  await buildBoq(baseURL!, request, token, boqId, async (add, idOf) => {
    await add(0, 'Earthworks');
    await add(await idOf('Earthworks'), 'Excavation');
    await add(await idOf('Excavation'), 'Backfill', { quantity: 12, materialUnitCost: 450 });
  });
  const data = await summaryFor(request, DEMO.owner);
  const { pipeline, projects, boqsWaiting, lowStock } = data;
  expect(pipeline && projects && boqsWaiting && lowStock).toBeTruthy();

  await signIn(page, DEMO.owner);
  const pipelineCard = section(page, 'Pipeline by stage');
  await expect(pipelineCard.getByText(formatCurrency(pipeline!.open.value), { exact: true })).toBeVisible();
  await expect(pipelineCard.getByText(formatCurrency(pipeline!.open.weightedValue), { exact: true })).toBeVisible();
  const pipelineTable = pipelineCard.getByRole('table', { name: 'Pipeline by stage' });
  for (const stage of pipeline!.stages) {
    const row = pipelineTable.getByRole('row').filter({ hasText: stage.label });
    await expect(row.getByRole('cell')).toHaveText([stage.label, String(stage.count), formatCurrencyCompact(stage.value), formatCurrencyCompact(stage.weightedValue)]);
  }
  await expect(pipelineCard.getByRole('img', { name: /^Value and weighted value by stage/ })).toBeVisible();
  await expect(pipelineCard).toContainText(`Closed won: ${pipeline!.won.count} leads, ${formatCurrency(pipeline!.won.value)}`);

  const projectsTable = section(page, 'Projects by stage').getByRole('table', { name: 'Projects by stage' });
  for (const stage of projects!.stages) {
    await expect(projectsTable.getByRole('row').filter({ hasText: stage.label }).getByRole('cell')).toHaveText([stage.label, String(stage.count), formatCurrencyCompact(stage.value)]);
  }

  const waiting = boqsWaiting!.list.find((b) => b.projectId === projectId);
  expect(waiting?.waitingFor).toEqual(['LOCK']);
  const boqList = section(page, 'BOQs waiting').getByRole('list', { name: 'BOQs waiting' });
  await expect(boqList.getByRole('listitem')).toHaveCount(boqsWaiting!.list.length);
  const ours = boqList.getByRole('listitem').filter({ hasText: projectName });
  await expect(ours).toContainText('Ready to lock');
  await expect(ours).toContainText(`${projectName} BOQ · revision 1`);

  const stockList = section(page, 'Low stock').getByRole('list', { name: 'Low stock items' });
  await expect(stockList.getByRole('listitem')).toHaveCount(lowStock!.list.length);
  expect(lowStock!.list.length).toBeGreaterThan(0);
  for (const item of lowStock!.list) {
    const row = stockList.getByRole('listitem').filter({ hasText: item.name });
    await expect(row).toContainText(`${formatQuantity(item.onHand)} of ${formatQuantity(item.minimum)} ${item.uom}`);
    await expect(row).toContainText(`short ${formatQuantity(item.shortfall)} ${item.uom}`);
  }
  await expectAccessible(page);

  // Each card's title opens its screen; a waiting BOQ opens its project.
  const opens = async (title: string, url: RegExp) => {
    await section(page, title).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(url);
    await page.goBack();
    await expect(section(page, title)).toBeVisible();
  };
  await opens('Pipeline by stage', /\/member\/leads\/dashboard$/);
  await opens('Projects by stage', /\/member\/project$/);
  await opens('BOQs waiting', /\/member\/project$/);
  await opens('Low stock', /\/member\/asset\/item\/simple$/);
  await section(page, 'BOQs waiting').getByRole('link', { name: projectName }).click();
  await expect(page).toHaveURL(new RegExp(`/member/project/${projectId}$`));
});

test('each user sees only the sections their scopes allow', async ({ page, request }) => {
  // Sales holds leads and projects: pipeline, projects and BOQs, not stock.
  expect(Object.keys(await summaryFor(request, DEMO.sales)).sort()).toEqual(['boqsWaiting', 'pipeline', 'projects']);
  await signIn(page, DEMO.sales);
  await expect(section(page, 'Pipeline by stage')).toBeVisible();
  await expect(section(page, 'Projects by stage')).toBeVisible();
  await expect(section(page, 'Low stock')).toHaveCount(0);

  // The warehouse keeper: low stock only.
  expect(Object.keys(await summaryFor(request, WAREHOUSE))).toEqual(['lowStock']);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, WAREHOUSE);
  await expect(section(page, 'Low stock')).toBeVisible();
  await expect(section(page, 'Pipeline by stage')).toHaveCount(0);
  await expect(section(page, 'BOQs waiting')).toHaveCount(0);

  // HR: no section, and the page says why.
  expect(await summaryFor(request, HR)).toEqual({});
  await page.evaluate(() => localStorage.clear());
  await signIn(page, HR);
  await expect(page.getByText("Your role does not include any of the morning view's figures", { exact: false })).toBeVisible();
  await expectAccessible(page);
});

test('a failed load shows Retry, which loads the dashboard', async ({ page }) => {
  // The server fails until Retry is pressed (the query's own retries fail too).
  let isDown = true;
  await page.route('**/api/dashboard/summary', (route) =>
    isDown ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'Something went wrong', error: 'Internal Server Error' }) }) : route.continue(),
  );
  await signIn(page, DEMO.owner);
  const alert = page.getByRole('alert').filter({ hasText: 'The dashboard could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pipeline by stage' })).toHaveCount(0);
  // A server error also opens the app's global error dialog; close it, then retry.
  await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'Close dialog' }).click();
  isDown = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(section(page, 'Pipeline by stage')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('the navigation lists built screens only; a developer also sees the rest, marked and last', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Assets' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'School' })).toBeVisible();
  // Tools holds Email (built); its other screens are not listed.
  await expect(nav.getByRole('button', { name: 'Tools' })).toBeVisible();
  await nav.getByRole('button', { name: 'Assets' }).click();
  await expect(nav.getByRole('link', { name: 'Item: Simple' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Purchasing: Request' })).toBeVisible();
  await nav.getByRole('button', { name: 'Settings' }).click();
  await expect(nav.getByRole('link', { name: 'Roles' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Company', exact: true })).toBeVisible();
  await expect(nav.getByText('not built')).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.developer);
  // Every module has a built screen now (issues 18, 19): no group sits under "Not built yet".
  await expect(nav.getByRole('button', { name: 'School' })).toBeVisible();
  await expect(nav.getByRole('separator')).toHaveCount(0);
  const groups = await nav.getByRole('button').allTextContents();
  expect(groups.indexOf('Manpower')).toBeLessThan(groups.indexOf('Developer'));
  await nav.getByRole('button', { name: 'Developer' }).click();
  // Every member screen is built (issues 18, 19): the developer's test screens are the unbuilt ones, listed last.
  await expect(nav.getByRole('link', { name: 'Database Viewer' })).toBeVisible();
  await nav.getByRole('link', { name: 'Test: Schedule Adjustment not built' }).click();
  await expect(page.getByText('Test: Schedule Adjustment is not built yet')).toBeVisible();
  await expectAccessible(page);
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cards stack with no sideways scroll', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(section(page, 'Low stock')).toBeVisible();
    const [pipeline, projects] = await Promise.all([section(page, 'Pipeline by stage').boundingBox(), section(page, 'Projects by stage').boundingBox()]);
    expect(projects!.y).toBeGreaterThan(pipeline!.y + pipeline!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page);
  });
});
