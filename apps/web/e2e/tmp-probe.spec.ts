import { expect, test } from '@playwright/test';
import { DEMO } from './fixtures';

test('probe: screenshots', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.sales.email);
  await page.locator('input[autocomplete=current-password]').fill(DEMO.sales.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await page.goto('/member/asset/item/simple');
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/counters-probe-desktop.png' });
  const n = page.getByText('You do not have permission to access this page');
  console.log('VISIBLE', await n.isVisible());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/member/settings/user');
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/counters-probe-phone.png' });
  // Through the app's own navigation (no reload):
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(3500);
  await page.evaluate(() => { window.history.pushState({}, '', '/member/settings/roles'); window.dispatchEvent(new PopStateEvent('popstate')); });
  await page.waitForTimeout(600);
  console.log('URL3', page.url(), 'VISIBLE3', await n.isVisible());
  await page.screenshot({ path: '/tmp/counters-probe-nav.png' });
});
