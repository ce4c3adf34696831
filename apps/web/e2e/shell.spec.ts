import { expect, test } from '@playwright/test';
import { createMember, DEMO, expectAccessible, signIn, unique } from './fixtures';

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at /no/such/page.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('not-built screens say so, leads forwards to its dashboard, and sign-in forwards a signed-in user', async ({ page }) => {
  // Every member screen is built (issues 18, 19): the developer's test screens are the ones left.
  await signIn(page, DEMO.developer, '/member/test/schedule-adjustment');
  await expect(page.getByRole('heading', { level: 1, name: 'Test: Schedule Adjustment' })).toBeVisible();
  await expect(page.getByText('Test: Schedule Adjustment is not built yet')).toBeVisible();
  await expectAccessible(page);

  await signIn(page, DEMO.owner, '/member/leads');
  await expect(page).toHaveURL(/\/member\/leads\/dashboard$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /, Ramon$/ })).toBeVisible();

  await page.goto('/member/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/member\/dashboard$/);
});

test('profile: a name change is saved with a success notice', async ({ page, request }) => {
  const member = await createMember(request, 'Sales', 'Profiled');
  await signIn(page, member);
  await page.getByRole('button', { name: `Account menu for ${member.name}` }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/member\/profile$/);
  const form = page.getByRole('form', { name: 'Your name' });
  await expect(form.getByLabel('First name')).toHaveValue(member.firstName);
  await expectAccessible(page);

  const firstName = unique('Renamed');
  await form.getByLabel('First name').fill(firstName);
  await form.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Profile updated' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${firstName} ${member.lastName}` })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save name' })).toBeDisabled();

  // Saved on the server, not only on screen.
  await page.reload();
  await expect(form.getByLabel('First name')).toHaveValue(firstName);
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the burger opens the navigation and a link reaches its page', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Settings' }).click();
    // Settings is a long list on a phone: the drawer scrolls to it.
    await nav.getByRole('link', { name: 'Roles', exact: true }).scrollIntoViewIfNeeded();
    await expect(nav.getByRole('link', { name: 'Roles', exact: true })).toBeInViewport();
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Roles', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/settings\/roles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    // The drawer closes on arrival.
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Roles', exact: true })).not.toBeInViewport();
    // On a phone the roles table is a list of cards.
    await expect(page.getByRole('list', { name: 'Roles' }).getByTestId('table-card').filter({ hasText: 'Administrator' }).first()).toBeVisible();
    await expectAccessible(page);
  });
});
