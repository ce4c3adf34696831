import { approverStanding, PUSH, type FilingPushPayload, type PermissionRole } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, approvalSteps, employees, roles } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { Realtime } from '../realtime/realtime';

const accountRoom = (id: number) => `account:${id}`;
const companyRoom = (id: number) => `company:${id}`;

/**
 * The members who may decide a step of a submission (its open step, or every step with `all`):
 * the filing pushes and the queue's task-changed go to them. Delegates are not followed (they
 * hear approval-processed on the company room).
 */
export async function approverAccountIds(db: Db, tenant: Tenant, approvalRequestId: number | null, requestedById: number | null, openOnly: boolean): Promise<number[]> {
  if (!approvalRequestId) return [];
  const steps = (await db.select().from(approvalSteps).where(eq(approvalSteps.approvalRequestId, approvalRequestId))).filter((s) => !openOnly || s.status === 'PENDING');
  if (steps.length === 0) return [];
  const members = await db
    .select({ id: accounts.id, roleId: accounts.roleId, userLevelId: accounts.userLevelId, isDeveloper: roles.isDeveloper, isFullAccess: roles.isFullAccess, scopeList: roles.scopeList })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(tenant.where(accounts, eq(accounts.isDeleted, false)));
  const ids = new Set<number>();
  for (const m of members) {
    const account = { id: m.id, roleId: m.roleId, userLevelId: m.userLevelId, role: { isDeveloper: m.isDeveloper, isFullAccess: m.isFullAccess, scopeList: m.scopeList } as PermissionRole };
    for (const step of steps) {
      const standing = approverStanding({ step: { approverType: step.approverType as 'SCOPE', scope: step.scope, approverIds: step.approverIds }, account, requesterId: requestedById, allowSelfApproval: false, delegators: [] });
      if (standing.ok) ids.add(m.id);
    }
  }
  return [...ids];
}

/** The accounts a filing's pushes reach: whoever filed it, the employee's own account, the approvers. */
export async function filingAudience(db: Db, tenant: Tenant, filing: { employeeId: number; filedById: number | null; approvalRequestId: number | null }, openOnly: boolean) {
  const [employee] = await db.select({ accountId: employees.accountId }).from(employees).where(eq(employees.id, filing.employeeId));
  const approvers = await approverAccountIds(db, tenant, filing.approvalRequestId, filing.filedById, openOnly);
  const people = new Set<number>([...(filing.filedById ? [filing.filedById] : []), ...(employee?.accountId ? [employee.accountId] : [])]);
  return { people: [...people], approvers };
}

type FilingEvent = 'filing-created' | 'filing-updated' | 'filing-approved' | 'filing-rejected';

export class FilingPushes {
  constructor(private realtime: Realtime) {}

  filing(event: FilingEvent, audience: { people: number[]; approvers: number[] }, payload: FilingPushPayload) {
    if (this.realtime.closing) return;
    const rooms = [...new Set([...audience.people, ...audience.approvers])].map(accountRoom);
    if (rooms.length) this.realtime.io.to(rooms).emit(event, payload);
  }

  /** The approvers' queue changed: a filing entered it (task-changed) or left it decided (task-completed). */
  queue(kind: 'created' | 'completed', approvers: number[], payload: { documentType: 'FILING'; documentId: number; documentCode: string; approvalRequestId: number | null; by: { accountId: number } }) {
    if (this.realtime.closing || approvers.length === 0) return;
    const rooms = approvers.map(accountRoom);
    if (kind === 'created') this.realtime.io.to(rooms).emit(PUSH.taskChanged, { action: 'created', taskId: payload.approvalRequestId ?? 0, leadId: null, assigneeId: null, ...payload });
    else (this.realtime.io.to(rooms) as unknown as { emit(e: string, p: unknown): void }).emit(PUSH.taskCompleted, { action: 'completed', ...payload });
  }

  /** An approved filing changes the attendance of its days (the attendance screens reload them). */
  attendance(companyId: number, payload: { employeeId: number; from: string; to: string; by: { accountId: number } }) {
    if (this.realtime.closing) return;
    const { employeeId, from, to, by } = payload;
    this.realtime.io.to(companyRoom(companyId)).emit(PUSH.attendanceUpdated, { employeeIds: [employeeId], from, to, reason: 'FILING', by });
  }
}
