import { brandShades } from '@haligi/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, latestMailTo, linkPath, shoot, signIn, unique, type OutboxMail } from './fixtures';

/** A 24 px PNG: a teal disc on yellow. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAASElEQVR42mP4f8WaKohh6BjEXdSKC5FgEB5TcJnFQKoRuIyjjUEkmYJmFgMlpiCbNWrQqEHUNYhqKXtQZlpqlkdULiEHsvAHAIxFYGIJiy0PAAAAAElFTkSuQmCC',
  'base64',
);
const PASSWORD = 'Tibay12345!';

/**
 * A company of its own, signed up and verified through the API: its owner holds every scope and is
 * no developer, and nothing another spec sees changes with it.
 */
async function newCompany(request: APIRequestContext) {
  const email = `${unique('owner')}@example.ph`;
  const lastName = unique('Reyes');
  const companyName = `Tala ${unique('Builders')}`;
  const signup = await request.post('/api/auth/signup', { data: { firstName: 'Tala', lastName, email, password: PASSWORD, companyName } });
  expect(signup.status(), await signup.text()).toBe(201);
  const token = linkPath(await latestMailTo(request, email), '/verify-email/').split('/').pop()!;
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  return { email, password: PASSWORD, name: `Tala ${lastName}`, companyName };
}

const notice = (page: Page, text: string) => expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('company profile: name, logo, TIN and brand colour show in the header at once', async ({ page, request }) => {
  const owner = await newCompany(request);
  await signIn(page, owner, '/member/settings/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await expect(page.getByTestId('company-name')).toHaveText(owner.companyName);
  await expect(page.getByTestId('company-logo')).toHaveCount(0);

  const name = `Bayani ${unique('Construction')}`;
  await page.getByLabel('Company name').fill(name);
  await page.getByLabel('Address').fill('12 Kalayaan Avenue, Diliman, Quezon City');
  await page.getByLabel('TIN').fill('123-456-789');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('TIN must have 9, 12 or 14 digits (###-###-###-000)')).toHaveCount(0);
  await notice(page, 'Company profile saved');

  // A bad TIN is refused on the form, in plain words.
  await page.getByLabel('TIN').fill('12-34');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('TIN TIN must have 9, 12 or 14 digits (###-###-###-000)')).toBeVisible();
  await page.getByLabel('TIN').fill('123-456-789-000');

  await page.getByLabel('Brand colour').fill('#0b7285');
  await page.locator('input[type=file]').setInputFiles({ name: 'bayani-logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByText('bayani-logo.png')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await notice(page, 'Company profile saved');

  // The header: the new name, the logo, and the app in the brand colour.
  await expect(page.getByTestId('company-name')).toHaveText(name);
  await expect(page.getByTestId('company-logo')).toBeVisible();
  const shades = brandShades('#0b7285');
  await expect(page.getByTestId('company-name')).toHaveCSS('color', rgb(shades[9]));
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-8').trim())).toBe(shades[8]);
  await expect(page.getByRole('region', { name: 'Letterhead preview' }).or(page.getByLabel('Letterhead preview'))).toContainText('TIN 123-456-789-000');

  // Saved: a reload shows the same.
  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue(name);
  await expect(page.getByLabel('TIN')).toHaveValue('123-456-789-000');
  await expect(page.getByLabel('Brand colour')).toHaveValue('#0b7285');
  await expect(page.getByTestId('company-logo')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'company-settings', { accessibleOnPhone: true });

  // The PDFs carry it too (the API reads them back in company-settings.test.ts); here the about page.
  await page.goto('/member/settings/about');
  await expect(page.getByTestId('about-version')).toHaveText('0.1.0');
  await expect(page.getByTestId('about-environment')).not.toBeEmpty();
  await expectAccessible(page);
  await shoot(page, 'settings-about');
});

test('system email template: edit with a live preview, the mail follows it, reset to default', async ({ page, request }) => {
  const owner = await newCompany(request);
  await signIn(page, owner, '/member/settings/system-emails?tab=templates');
  await expect(page.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'One-time code' }).click();
  await expect(page.getByRole('heading', { name: 'One-time code' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('Your Haligi code');
  await expect(page.getByTestId('preview-subject')).toHaveText('Subject: Your Haligi code');

  // The preview follows every keystroke, with the example values and the company's name.
  await page.getByLabel('Subject').fill('{{name}}, your {{code}} code');
  await expect(page.getByTestId('preview-subject')).toHaveText('Subject: Maria, your 493027 code');
  await page.getByLabel('Text').fill('Magandang araw {{name}}!\n\nYour code is {{code}}. It works for {{minutes}} minutes.');
  await expect(page.getByTestId('preview-text')).toHaveText(`Magandang araw Maria!\n\nYour code is 493027. It works for 10 minutes.\n\n${owner.companyName}`);
  await expect(page.frameLocator('[data-testid=preview-html]').getByText('Magandang araw Maria!')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save template' }).click();
  await notice(page, 'Template saved');
  await expect(page.getByText('Edited').first()).toBeVisible();
  await shoot(page, 'system-email-templates', { accessibleOnPhone: true });
  // The preview reads on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.frameLocator('[data-testid=preview-html]').getByText('Magandang araw Maria!')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  // A code asked for now is mailed from the company's template.
  const token = await apiLogin(request, owner);
  const asked = await request.post('/api/otp/request', { headers: { token }, data: { type: 'e2e-template' } });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  await page.getByRole('tab', { name: 'Outbox' }).click();
  await expect(page.getByText(/^Tala, your \d{6} code$/).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'One-time code' }).click();
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByRole('dialog', { name: 'Reset to default' }).getByRole('button', { name: 'Reset' }).click();
  await notice(page, 'Template reset to default');
  await expect(page.getByLabel('Subject')).toHaveValue('Your Haligi code');
  await expect(page.getByTestId('preview-subject')).toHaveText('Subject: Your Haligi code');
  await expect(page.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
});

/** The newest promotion mail about `requester` in the developers' outbox. */
async function promotionMail(request: APIRequestContext, requester: string): Promise<OutboxMail> {
  const token = await apiLogin(request, DEMO.developer);
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = (await (await request.get('/api/developer/system-emails', { headers: { token } })).json()) as OutboxMail[];
    const mail = mails.find((m) => m.to === DEMO.developer.email && m.subject === `${requester} asks to become a developer`);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no promotion mail for ${requester}`);
}

test('developer promotion: the code goes to the developers, never the requester, and makes them a developer', async ({ page, request }) => {
  const owner = await newCompany(request);
  await signIn(page, owner, '/member/settings/developer-promotion');
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Promotion' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send code to developers' }).click();
  await expect(page.getByTestId('promotion-sent')).toHaveText('A code was sent to the developers of this installation. Ask one of them for it.');
  const mail = await promotionMail(request, owner.name);
  const code = mail.text.match(/Your code is (\d{6})/)![1];
  // Nothing went to the requester.
  const ownToken = await apiLogin(request, owner);
  const ownOutbox = (await (await request.get('/api/settings/system-emails', { headers: { token: ownToken } })).json()) as OutboxMail[];
  expect(ownOutbox.filter((m) => m.text.includes(code))).toEqual([]);

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code digit 1').click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Verify and become a developer' }).click();
  await expect(page.getByTestId('promotion-error')).toHaveText('Invalid or expired code');
  await shoot(page, 'developer-promotion', { accessibleOnPhone: true });

  await page.getByLabel('Code digit 1').click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await page.getByLabel('Code digit 1').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify and become a developer' }).click();
  await expect(page.getByTestId('promotion-result')).toContainText('You are now a developer');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Open the developer outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System Emails' })).toBeVisible();
  await expect(page).toHaveURL(/\/member\/developer\/system-emails$/);
});
