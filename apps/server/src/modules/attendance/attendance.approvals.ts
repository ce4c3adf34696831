import { PUSH, type AttendanceUpdatedPayload } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendanceAdjustments } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { registerApprovalHandler, type Actor } from '../approvals/approval-engine';
import type { Realtime } from '../realtime/realtime';
import { computeAttendance } from './attendance.compute';

/**
 * ATTENDANCE_ADJUSTMENT approvals (decision 0050): approved -> APPROVED and the day computed again
 * inside the deciding transaction, then `attendance-updated` pushed to the company; rejected ->
 * REJECTED; returned -> CANCELED (the requester asks again with a new adjustment).
 */
export function registerAttendanceApprovals(realtime: Realtime) {
  const settle = async (tx: Db, tenant: Tenant, id: number, status: string, by: Actor) => {
    const [row] = await tx
      .update(attendanceAdjustments)
      .set({ status, decidedAt: new Date() })
      .where(tenant.where(attendanceAdjustments, eq(attendanceAdjustments.id, id), eq(attendanceAdjustments.status, 'PENDING')))
      .returning({ employeeId: attendanceAdjustments.employeeId, date: attendanceAdjustments.date });
    if (!row || status !== 'APPROVED') return;
    await computeAttendance(tx, tenant.companyId, { from: row.date, to: row.date, employeeIds: [row.employeeId] });
    const payload: AttendanceUpdatedPayload = { employeeIds: [row.employeeId], from: row.date, to: row.date, reason: 'ADJUSTMENT', by: { accountId: by.id } };
    return () => pushAttendanceUpdated(realtime, tenant.companyId, payload);
  };
  registerApprovalHandler('ATTENDANCE_ADJUSTMENT', {
    onApproved: (tx, tenant, id, by) => settle(tx, tenant, id, 'APPROVED', by),
    onRejected: (tx, tenant, id, _reason, by) => settle(tx, tenant, id, 'REJECTED', by),
    onReturned: (tx, tenant, id, _reason, by) => settle(tx, tenant, id, 'CANCELED', by),
  });
}

/** attendance-updated to every member of the company: open attendance screens reload. */
export function pushAttendanceUpdated(realtime: Realtime, companyId: number, payload: AttendanceUpdatedPayload) {
  if (!realtime.closing) realtime.io.to(`company:${companyId}`).emit(PUSH.attendanceUpdated, payload);
}

