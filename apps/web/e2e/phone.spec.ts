import { expect, test, type Page } from '@playwright/test';
import { MEMBER_ROUTES } from '../../../packages/shared/src/access/routes';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Screens other branches still own that may overflow at 390 px until they merge; the coordinator
 * empties this list after merging them. Each entry is a path pattern of the route table.
 */
const KNOWN_WIDE: readonly string[] = [];

/** Waits until the page has drawn its heading and nothing says "Loading..." any more. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** Neither the document nor the body is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const widths = await page.evaluate(() => ({ html: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
  expect(widths, `page width at 390 px on ${path}`).toEqual({ html: expect.any(Number), body: expect.any(Number) });
  expect(widths.html, `document wider than the viewport on ${path}`).toBeLessThanOrEqual(PHONE.width);
  expect(widths.body, `body wider than the viewport on ${path}`).toBeLessThanOrEqual(PHONE.width);
}

/** Answers the Error dialog(s) a failed load raises, so the page behind can be used. */
async function dismissErrorDialogs(page: Page, message: string) {
  const text = page.getByTestId('error-dialog-message');
  await expect(text.first()).toHaveText(message);
  while ((await text.count()) > 0) {
    await page.getByRole('button', { name: 'OK' }).first().click();
    await page.waitForTimeout(300);
  }
}

/** A lead and a project of the demo company, for the routes with an id. */
async function seededRecords(page: Page) {
  const headers = { token: await apiLogin(page.request, DEMO.owner) };
  const clients = (await (await page.request.get('/api/select-box/client-list', { headers })).json()) as { value: number }[];
  const owners = (await (await page.request.get('/api/select-box/user-list', { headers })).json()) as { value: number }[];
  const lead = await page.request.post('/api/lead', {
    headers,
    data: {
      name: unique('Cebu warehouse extension'), clientId: clients[0].value, relationshipOwnerId: owners[0].value, abc: 8500000, mmr: 0,
      initialCosting: 6100000, winProbability: 'HIGH', leadSource: 'Referral', contactDetails: 'Engr. Dela Cruz', startDate: '2026-12-01', endDate: '2027-03-31',
    },
  });
  expect(lead.ok(), await lead.text()).toBeTruthy();
  const project = await page.request.post('/api/project', { headers, data: { name: unique('Davao clinic fit-out'), budget: 2750000 } });
  expect(project.ok(), await project.text()).toBeTruthy();
  // A demo plan of each kind for manpower/{allowance|deduction|service-incentive-leave}/:planId.
  const planOf = async (kind: string) =>
    ((await (await page.request.put('/api/payroll/plan?page=1&perPage=1', { headers, data: { filters: [{ key: 'kind', value: kind }] } })).json()) as { list: { id: number }[] }).list[0].id;
  const plans: Record<string, number> = { allowance: await planOf('ALLOWANCE'), deduction: await planOf('DEDUCTION'), 'service-incentive-leave': await planOf('SIL') };
  return {
    plans,
    leadId: ((await lead.json()) as { data: { id: number } }).data.id,
    projectId: ((await project.json()) as { data: { id: number } }).data.id,
  };
}

/** Every built screen the owner may open (developer-only screens excepted), with its ids filled in. */
function ownerPaths(ids: { leadId: number; projectId: number; plans: Record<string, number> }): string[] {
  return MEMBER_ROUTES.filter((route) => route.isBuilt && !route.isDeveloperOnly && route.name !== 'member_leads')
    .filter((route) => !KNOWN_WIDE.includes(route.path))
    .map((route) => route.path.replace('/member/leads/:id', `/member/leads/${ids.leadId}`).replace('/member/project/:id', `/member/project/${ids.projectId}`))
    .map((path) => path.replace(/^\/member\/manpower\/([a-z-]+)\/:planId$/, (_, slug: string) => `/member/manpower/${slug}/${ids.plans[slug]}`));
}

test('at 390 px no member screen is wider than the phone', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize(PHONE);
  const ids = await seededRecords(page);
  await signIn(page, DEMO.owner);
  const paths = ownerPaths(ids);
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    expect(path, 'every id of the route table is filled in').not.toContain(':');
    await page.goto(path);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
    await expectNoSidewaysScroll(page, path);
    await expectAccessible(page);
  }
});

test('at 390 px no developer screen is wider than the phone', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.developer);
  const paths = MEMBER_ROUTES.filter((route) => route.isBuilt && route.isDeveloperOnly).map((route) => route.path);
  expect(paths.length).toBeGreaterThan(3);
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    await expectNoSidewaysScroll(page, path);
    await expectAccessible(page);
  }
});

test('a table is a list of cards on a phone and a table on a desktop', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.owner, '/member/asset/purchasing/suppliers');
  await settle(page);
  const cards = page.getByTestId('table-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Suppliers' })).toBeVisible();
  // Sorting is a picker; the row's actions sit behind its dots button.
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sortBy).toHaveValue('Sort by Created');
  const sorted = (sortBy: string, sortOrder: string) =>
    page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/supplier') && r.postDataJSON()?.settings?.sortBy === sortBy && r.postDataJSON()?.settings?.sortOrder === sortOrder);
  let request = sorted('name', 'desc');
  await sortBy.click();
  await page.getByRole('option', { name: 'Sort by Name' }).click();
  await request;
  request = sorted('name', 'asc');
  await page.getByRole('button', { name: 'Sorted descending: sort ascending' }).click();
  await request;
  await expect(page.getByRole('button', { name: 'Sorted ascending: sort descending' })).toBeVisible();
  await cards.first().getByRole('button', { name: /^Actions/ }).click();
  await expect(page.getByRole('dialog').getByRole('button').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/phone-suppliers-390.png', fullPage: true });

  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('table', { name: 'Suppliers' })).toBeVisible();
  await expect(cards).toHaveCount(0);
  await page.screenshot({ path: 'test-results/phone-suppliers-1280.png' });
});

test('on a phone the default order of a table without that column is a sort choice too', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.owner, '/member/asset/item/simple');
  await settle(page);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Sort by Date added');
});

test('a search that matches nothing says so and Clear filters brings the rows back', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.owner, '/member/asset/purchasing/suppliers');
  await settle(page);
  await expect(page.getByTestId('table-card').first()).toBeVisible();
  const keyword = unique('nothing-like-this');
  await page.getByRole('textbox', { name: /^Search/ }).fill(keyword);
  await expect(page.getByText(`No suppliers match "${keyword}".`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('textbox', { name: /^Search/ })).toHaveValue('');
  await expect(page.getByTestId('table-card').first()).toBeVisible();
});

test('an empty table says what goes there and offers its create button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // An empty list as a new company sees it.
  await page.route('**/api/supplier**', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await route.fulfill({ json: { list: [], pagination: { page: 1, perPage: 10, total: 0, totalPages: 0 }, currentPage: 1 } });
  });
  await signIn(page, DEMO.owner, '/member/asset/purchasing/suppliers');
  const empty = page.getByTestId('table-empty');
  await expect(empty.getByText('Suppliers you buy from appear here with their prices.')).toBeVisible();
  await expectAccessible(page);
  await empty.getByRole('button', { name: 'Add supplier' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a failed load shows Retry, and Retry loads the table', async ({ page }) => {
  await page.setViewportSize(PHONE);
  let failures = 0;
  await page.route('**/api/supplier**', async (route) => {
    if (route.request().method() !== 'PUT' || failures > 0) return route.fallback();
    failures++;
    await route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'The server is busy' } });
  });
  await signIn(page, DEMO.owner, '/member/asset/purchasing/suppliers');
  const failed = page.getByRole('alert').filter({ hasText: 'The suppliers could not be loaded.' });
  await expect(failed).toBeVisible();
  await dismissErrorDialogs(page, 'The server is busy');
  await expectAccessible(page);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toBeHidden();
  await expect(page.getByTestId('table-card').first()).toBeVisible();
});

test('screens at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(300_000);
  const ids = await seededRecords(page);
  await signIn(page, DEMO.owner);
  const shots: Record<string, string> = {
    dashboard: '/member/dashboard',
    items: '/member/asset/item/simple',
    projects: '/member/project',
    project: `/member/project/${ids.projectId}`,
    lead: `/member/leads/${ids.leadId}`,
    people: '/member/leads/people',
    users: '/member/settings/user',
    warehouses: '/member/asset/warehouse/company',
    proposal: '/member/leads/proposal',
    outbox: '/member/settings/system-emails',
  };
  for (const [name, path] of Object.entries(shots)) {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(path);
      await settle(page);
      if (size === PHONE) await expectNoSidewaysScroll(page, path);
      await page.screenshot({ path: `test-results/screens/${name}-${size.width}.png`, fullPage: size === PHONE });
    }
  }
});

test('a detail page and a select list that fail to load offer Retry', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { projectId } = await seededRecords(page);
  let projectFailures = 0;
  // GET /api/project?id=... answers one project.
  await page.route(`**/api/project?id=${projectId}`, async (route) => {
    if (route.request().method() !== 'GET' || projectFailures >= 1) return route.fallback();
    projectFailures++;
    await route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'The server is busy' } });
  });
  await signIn(page, DEMO.owner, `/member/project/${projectId}`);
  const failed = page.getByRole('alert').filter({ hasText: 'The project could not be loaded.' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('The server is busy');
  await dismissErrorDialogs(page, 'The server is busy');
  await expectNoSidewaysScroll(page, 'a failed project page');
  await expectAccessible(page);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Edit Project' })).toBeVisible();

  // The Client list of the project dialog (nothing else on this page reads it) fails once; its Retry loads the options.
  let listFailures = 0;
  await page.route('**/api/select-box/client-list**', async (route) => {
    if (listFailures > 0) return route.fallback();
    listFailures++;
    await route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'The server is busy' } });
  });
  await page.getByRole('button', { name: 'Edit Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(dialog.getByText('Failed to load options: The server is busy')).toBeVisible();
  await dialog.getByRole('button', { name: 'Retry loading Client' }).click();
  await expect(dialog.getByText('Failed to load options: The server is busy')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Client' }).click();
  await expect(page.getByRole('option', { name: 'No client' })).toBeVisible();
});
