import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** What an audited action did. `before`/`after` are the record as the caller saw it (secrets left out). */
export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  /** The company whose data the action touched; null for installation-wide actions. */
  companyId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** Who did it: the signed-in account, and the account it acted as when impersonating. */
export interface AuditActor {
  actorAccountId: number | null;
  actingAsAccountId?: number | null;
  ip?: string;
}

/**
 * The one writer of the audit log (append-only: the table's trigger refuses UPDATE and DELETE).
 * Pass the transaction of the change so the entry and the change land together.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorAccountId: actor.actorAccountId,
    actingAsAccountId: actor.actingAsAccountId ?? null,
    companyId: entry.companyId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip ?? '',
  });
}

/** The actor of a signed-in request; while impersonating, the developer acting as the account (decision 0070). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const auth = request.auth;
  if (auth && auth.impersonatorAccountId !== null) {
    return { actorAccountId: auth.impersonatorAccountId, actingAsAccountId: auth.account.id, ip: request.ip };
  }
  return { actorAccountId: auth?.account.id ?? null, ip: request.ip };
}
