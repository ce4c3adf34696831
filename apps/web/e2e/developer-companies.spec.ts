import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, latestMailTo, linkPath, shoot, signIn, unique } from './fixtures';

/** A new company made by the developer through the API, and its administrator who accepted the invitation. */
async function companyWithAdmin(request: APIRequestContext, name: string) {
  const headers = { token: await apiLogin(request, DEMO.developer) };
  const email = `${unique('admin')}@example.ph`;
  const created = await request.post('/api/developer/company', { headers, data: { name, address: 'Iloilo City', tin: '', brandColor: null, adminEmail: email } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const token = linkPath(await latestMailTo(request, email), '/invite/').split('/').pop()!;
  const lastName = unique('Admin');
  const admin = { email, password: 'Admin12345!x', firstName: 'Ligaya', lastName, name: `Ligaya ${lastName}` };
  const accepted = await request.post('/api/auth/accept-invite', { data: { token, firstName: admin.firstName, lastName, password: admin.password } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  return { companyId: (await created.json()).data.id as number, admin };
}

test('suspending a company signs its open sessions out with the message; reactivating lets them back', async ({ page, browser, request }) => {
  const name = unique('Suspended Builders');
  const { admin } = await companyWithAdmin(request, name);

  // The company's user, in a browser of their own, on the dashboard.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, admin);
  await expect(memberPage.getByTestId('company-name')).toHaveText(name);

  await signIn(page, DEMO.developer, '/member/developer/company-management');
  await page.getByRole('textbox', { name: 'Search Companies' }).fill(name);
  const companies = page.getByRole('table', { name: 'Companies' });
  const row = companies.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expectAccessible(page);
  await shoot(page, 'developer-company-management');

  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend company' });
  await expect(confirm).toContainText('signed out at once');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(row).toContainText('Suspended');

  // The other browser is signed out at once, and the sign-in page says why.
  await expect(memberPage).toHaveURL(/\/login/);
  await expect(memberPage.getByRole('alert')).toContainText('This company is suspended');
  await expectAccessible(memberPage);
  await memberPage.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await memberPage.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await memberPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(memberPage.getByRole('alert').filter({ hasText: 'Sign in failed' })).toContainText('This company is suspended');

  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await page.getByRole('dialog', { name: 'Reactivate company' }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(row).toContainText('Active');
  await memberPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(memberPage).toHaveURL(/\/member\/dashboard/);
  await memberContext.close();
});

test('impersonating a user shows the banner on every page until it is ended', async ({ page, request }) => {
  const name = unique('Impersonated Works');
  const { admin } = await companyWithAdmin(request, name);

  await signIn(page, DEMO.developer, '/member/developer/user-management');
  await page.getByRole('textbox', { name: 'Search Users' }).fill(admin.lastName);
  const users = page.getByRole('table', { name: 'Users' });
  const row = users.getByRole('row').filter({ hasText: admin.email });
  await expect(row).toContainText(name);
  await expect(users.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);

  await row.getByRole('button', { name: `Actions for ${admin.name}` }).click();
  await page.getByRole('menuitem', { name: 'Impersonate' }).click();
  await page.getByRole('dialog', { name: 'Impersonate user' }).getByRole('button', { name: 'Sign in as user' }).click();

  const banner = page.getByTestId('impersonation-banner');
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await expect(banner).toContainText(`You are signed in as ${admin.name} (${name}) by`);
  await expect(page.getByTestId('company-name')).toHaveText(name);
  // The developer screen was left before the user's rights arrived: no "Access Denied" on the way.
  await expect(page.getByText('Access Denied: Developer privileges required')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'impersonation-banner');

  // Another page: the banner is still there, and developer screens are closed (the user's rights).
  await page.goto('/member/settings/company');
  await expect(banner).toBeVisible();
  await page.goto('/member/developer/company-management');
  await expect(page.getByText('Access Denied: Developer privileges required')).toBeVisible();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await expect(page).toHaveURL(/\/member\/developer\/user-management$/);
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await shoot(page, 'developer-user-management');
});

test('default roles: a new template offers to apply to the companies, and the screens work on a phone', async ({ page }) => {
  await signIn(page, DEMO.developer, '/member/developer/default-roles');
  await page.getByRole('button', { name: 'Create default role' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create default role' });
  const roleName = unique('Foreman');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(roleName);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const offer = page.getByRole('dialog', { name: 'Apply to companies' });
  await expect(offer).toContainText(roleName);
  await offer.getByRole('button', { name: /Apply to \d+ compan/ }).click();
  await expect(page.getByText(/compan(y was|ies were) updated/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Default roles' }).getByRole('row').filter({ hasText: roleName })).toBeVisible();
  await shoot(page, 'developer-default-roles');

  await page.goto('/member/developer/default-user-levels');
  await expect(page.getByRole('heading', { name: 'Default User Levels' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'developer-default-user-levels');
});
