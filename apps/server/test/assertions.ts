import { expect } from 'vitest';
import { call, type TestServer } from './helper';

/** Every error answer is JSON {statusCode, message, error}; message a string or a field list. */
export function expectError(response: { status: number; body: any }, status: number, message?: string | RegExp | string[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(Object.keys(response.body ?? {}).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(response.body.statusCode).toBe(status);
  expect(typeof response.body.error).toBe('string');
  if (message instanceof RegExp) expect(JSON.stringify(response.body.message)).toMatch(message);
  else if (message !== undefined) expect(response.body.message).toEqual(message);
}

/** Rows in a table matching an optional raw SQL condition. */
export async function countRows(server: TestServer, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await server.context.database.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return Number(row.n);
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  createdAt: string;
}

/** The outbox as Developer > system emails shows it, newest first. */
export async function readOutbox(server: TestServer, developerToken: string): Promise<OutboxMail[]> {
  const { status, body } = await call(server, 'GET', '/developer/system-emails', { token: developerToken });
  expect(status).toBe(200);
  return body;
}

/** The newest mail to an address. */
export async function latestMailTo(server: TestServer, developerToken: string, to: string): Promise<OutboxMail | undefined> {
  return (await readOutbox(server, developerToken)).find((mail) => mail.to === to);
}

/** The token at the end of a link `publicUrl + path + token` in a mail's text. */
export function tokenFromLink(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = text.match(new RegExp(`${escaped}([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no link ${prefix} in: ${text}`);
  return match[1];
}
