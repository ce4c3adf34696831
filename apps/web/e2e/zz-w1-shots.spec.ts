import { test } from '@playwright/test';
import { apiLogin, DEMO, signIn } from './fixtures';
import { createItem, createRequest, projectWithBoqLine } from './purchasing-api';

test('shots', async ({ page, request, baseURL }) => {
  const token = await apiLogin(request, DEMO.owner);
  const cement = await createItem(request, token, 'Portland Cement', 250);
  const { projectId, warehouseId } = await projectWithBoqLine(baseURL!, request, token, cement.id, 'Footing cement', 10);
  await createRequest(request, token, { projectId, warehouseId, itemId: cement.id, quantity: 4, rate: 250 });
  await signIn(page, DEMO.owner);
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    await page.setViewportSize({ width: w, height: h });
    for (const path of ['/member/asset/purchasing/request', '/member/asset/purchasing/order', `/member/project/${projectId}?tab=purchasing`]) {
      await page.goto(path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/w1shots/${path.split('/').pop()!.replace(/\W/g, '_')}-${w}.png`, fullPage: true });
    }
    await page.goto('/member/asset/purchasing/request');
    await page.getByRole('button', { name: 'New purchase request' }).first().click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/w1shots/new-request-${w}.png` });
    await page.goto('/member/asset/purchasing/order');
    await page.getByRole('button', { name: 'New purchase order' }).first().click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/w1shots/new-order-${w}.png` });
  }
});
