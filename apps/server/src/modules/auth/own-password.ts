import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { PasswordAttemptLimiter } from './password-attempts';
import { verifyPassword } from './secrets';

/** Who is confirming an action with their own password, and from where (the per-IP limit). */
export interface PasswordCaller {
  accountId: number;
  ip: string;
}

/**
 * The caller of a route declared with `config.confirmsPassword`; the declaration is what puts the
 * route in the route table's list the rate-limit tests walk, so an undeclared route is a bug.
 */
export function passwordCaller(request: FastifyRequest, accountId: number): PasswordCaller {
  if (!request.routeOptions.config.confirmsPassword) {
    throw new Error(`${request.method} ${request.routeOptions.url} confirms a password but is not declared with config.confirmsPassword`);
  }
  return { accountId, ip: request.ip };
}

/**
 * The caller's own password, for every action that asks for it (deletions, password change):
 * counted before it is verified (5 per account, 20 per IP per 15 minutes, then 429), the attempt
 * given back when right, 422 with `message` when wrong.
 */
export async function assertOwnPassword(db: Db, caller: PasswordCaller, password: string, message = 'Incorrect password') {
  const attempt = await new PasswordAttemptLimiter(db).begin('confirm', caller.accountId, caller.ip);
  const [account] = await db.select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, caller.accountId));
  if (!account || !(await verifyPassword(account.passwordHash, password))) throw unprocessable(message);
  await attempt.succeeded();
}
