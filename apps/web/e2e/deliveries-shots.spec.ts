import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

test('shots', async ({ page }) => {
  await signIn(page, DEMO.owner);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const slug of ['pending', 'truck-load', 'done', 'canceled']) {
      await page.goto(`/member/asset/deliveries/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/s3-shots/${slug}-${width}.png`, fullPage: true });
      const width2 = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(slug, width, 'scrollWidth', width2);
    }
    await page.goto('/member/asset/deliveries/pending');
    await page.getByRole('button', { name: /^DL-/ }).first().click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/s3-shots/drawer-${width}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New delivery' }).first().click();
    await page.getByRole('combobox', { name: 'Purchase order' }).click();
    await page.getByRole('option').first().click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/s3-shots/create-${width}.png` });
    await page.keyboard.press('Escape');
  }
});
