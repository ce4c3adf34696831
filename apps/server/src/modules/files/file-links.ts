import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How long a signed file link works: long enough to open a list and click, short enough to leak little. */
export const FILE_LINK_TTL_MS = 15 * 60 * 1000;

/** Where a file is served; a member sending the token header can fetch it as it is. */
export const fileUrl = (name: string) => `/api/file-upload/files/${name}`;

const secrets = new WeakMap<Db, Promise<string>>();

/**
 * The HMAC key for file links, shared by every process on the database: the first process to need
 * it stores a random one (`app_secrets`), the others read it.
 */
function linkSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.execute(sql`insert into app_secrets (name, value) values ('file-links', ${randomBytes(32).toString('base64url')}) on conflict (name) do nothing`);
      const { rows } = await db.execute<{ value: string }>(sql`select value from app_secrets where name = 'file-links'`);
      return rows[0].value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const sign = (key: string, name: string, expires: number) => createHmac('sha256', key).update(`${name}\n${expires}`).digest('base64url');

/**
 * Makes links to files that work without the token header until they expire (docs/decisions/
 * 0025-authentication-hardening.md): for `<a href>` and `<img src>`, which cannot send headers.
 */
export async function fileLinkSigner(db: Db, now = Date.now()) {
  const key = await linkSecret(db);
  // Whole minutes, so links made within one minute are the same (answers compare equal, caches hit).
  const expires = Math.ceil((now + FILE_LINK_TTL_MS) / 60_000) * 60_000;
  return (name: string) => `${fileUrl(name)}?expires=${expires}&signature=${sign(key, name, expires)}`;
}

export const signedFileUrl = async (db: Db, name: string) => (await fileLinkSigner(db))(name);

/** Whether `expires` and `signature` are this server's, for this file, and not yet past. */
export async function isValidFileLink(db: Db, name: string, expires: unknown, signature: unknown, now = Date.now()) {
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,15}$/.test(expires)) return false;
  if (Number(expires) < now) return false;
  const expected = Buffer.from(sign(await linkSecret(db), name, Number(expires)));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** RFC 6266 Content-Disposition: an ASCII fallback name and the exact name as UTF-8 (RFC 8187). */
export function contentDisposition(originalName: string, type: 'inline' | 'attachment' = 'inline') {
  const fallback = originalName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(originalName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
