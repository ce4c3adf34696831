import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = {
  developer: { email: 'dev@haligi.local', password: 'Developer123!' },
  owner: { email: 'owner@bayanihan.ph', password: 'Owner12345!' },
  sales: { email: 'sales@bayanihan.ph', password: 'Sales12345!' },
  admin: { email: 'admin@bayanihan.ph', password: 'Admin12345!' },
};

/** No serious or critical accessibility violations on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(bad, `accessibility violations on ${page.url()}`).toEqual([]);
}

export async function apiLogin(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: who });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).token as string;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The newest mail to an address, read from the developer outbox. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<OutboxMail> {
  const token = await apiLogin(request, DEMO.developer);
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await request.get('/api/developer/system-emails', { headers: { token } });
    const mails = (await response.json()) as OutboxMail[];
    const mail = mails.find((m) => m.to === to);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** The path of the first link in a mail that contains `marker` (e.g. '/verify-email/'). */
export function linkPath(mail: OutboxMail, marker: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]*${marker}[^\\s]*`));
  if (!match) throw new Error(`no ${marker} link in mail: ${mail.text}`);
  return new URL(match[0]).pathname;
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
