import { PAYROLL_PUSH, type CutoffItemPayload, type CutoffListChangedPayload, type CutoffStatus, type PayrollQueueProgressPayload } from '@haligi/shared';
import type { Realtime } from '../realtime/realtime';

type Emitter = { emit(event: string, payload: unknown): void };

/** The payroll pushes, all to the company room (decision 0055). */
export class PayrollPushes {
  constructor(private realtime: Realtime) {}

  private send(companyId: number, event: string, payload: unknown) {
    if (this.realtime.closing) return;
    (this.realtime.io.to(`company:${companyId}`) as unknown as Emitter).emit(event, payload);
  }

  /** cutoff-date-range-status-updated, and the lists showing the cutoff reload. */
  status(companyId: number, cutoff: { id: number; payrollGroupId: number }, status: CutoffStatus | string) {
    this.send(companyId, PAYROLL_PUSH.statusUpdated, { cutoffDateRangeId: cutoff.id, status });
    this.send(companyId, PAYROLL_PUSH.listChanged, { action: 'updated', payrollGroupId: cutoff.payrollGroupId, cutoffDateRangeIds: [cutoff.id] } satisfies CutoffListChangedPayload);
  }

  list(companyId: number, payload: CutoffListChangedPayload) {
    this.send(companyId, PAYROLL_PUSH.listChanged, payload);
  }

  item(companyId: number, payload: CutoffItemPayload) {
    this.send(companyId, PAYROLL_PUSH.itemUpdated, payload);
  }

  progress(companyId: number, payload: PayrollQueueProgressPayload) {
    this.send(companyId, PAYROLL_PUSH.queueProgress, payload);
  }
}
