import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { createSecretToken } from './secrets';

export async function createSession(db: Db, accountId: number, ttlHours: number) {
  const { token, hash } = createSecretToken();
  const [session] = await db
    .insert(sessions)
    .values({ accountId, tokenHash: hash, expiresAt: new Date(Date.now() + ttlHours * 3600_000) })
    .returning();
  return { token, session };
}

/** Revokes every live session of an account, except one when given. */
export async function revokeSessions(db: Db, accountId: number, exceptSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
