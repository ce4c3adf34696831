import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { accounts, companies } from './schema';

/**
 * The audit log (issue 19): who did what to which company and record, with the record before and
 * after. Append-only: a trigger refuses UPDATE and DELETE (migration developer_audit). Written only
 * through `recordAudit` (modules/audit/audit.ts). `actingAsAccountId` is the account an impersonating
 * developer acted as ("by X as Y": X is `actorAccountId`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id),
    actingAsAccountId: integer('acting_as_account_id').references(() => accounts.id),
    companyId: integer('company_id').references(() => companies.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_company_idx').on(t.companyId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorAccountId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
