import { schoolDay, type TapAction, type TapPersonType } from '@haligi/shared';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { pushSchoolTap, type GateDevice } from './gate-devices';

export const TAP_NOTICE_JOB = 'school.tap-notice';
/**
 * The queue claims by `run_at`: a notice job dated this much earlier goes before the mail jobs
 * earlier notices made (a morning rush queues thousands), so every guardian's mail or SMS is
 * written within seconds; delivering them is the mail queue's pace (decision 0068).
 */
export const NOTICE_PRIORITY_MS = 60 * 60 * 1000;

export const TAP_MESSAGES = {
  unknownCard: (card: string) => `No student or guardian holds card ${card}; the tap was kept for review`,
} as const;

export interface TapAnswer {
  action: TapAction;
  person: { type: TapPersonType; name: string };
  duplicate: boolean;
  tappedAt: string;
  gate: { id: number; name: string };
  device: { id: number; name: string };
}

interface TapOutcome {
  outcome: 'stored' | 'duplicate' | 'unmatched';
  person_type: TapPersonType | null;
  person_name: string | null;
  action: TapAction | null;
  log_id: string | number | null;
  queued: boolean;
}

/**
 * One tap of a card at a gate device (decision 0068): the `school_tap` SQL function (migration
 * 0041's custom SQL) decides and stores it in one statement under a transaction-scoped advisory
 * lock on (company, card), so concurrent taps of one card from several readers are decided one
 * after the other. Its rules are the shared `decideTap` (a test holds the two to the same
 * answers). A stored student tap with guardians queues the notice job in the same transaction;
 * notices are sent by the job, never in the answer's time.
 */
export class TapService {
  constructor(private context: Pick<AppContext, 'database' | 'queue' | 'realtime'>) {}

  async tap(device: GateDevice, cardNumber: string, tappedAt: Date): Promise<TapAnswer> {
    const at = tappedAt.toISOString();
    const [result] = await this.context.database.query<TapOutcome>(`select * from school_tap($1, $2, $3, $4, $5, $6, $7)`, [
      device.companyId,
      cardNumber,
      at,
      device.id,
      device.gateId,
      TAP_NOTICE_JOB,
      new Date(Date.now() - NOTICE_PRIORITY_MS).toISOString(),
    ]);
    if (result.outcome === 'unmatched') throw new HttpError(404, TAP_MESSAGES.unknownCard(cardNumber));
    const action = result.action!;
    const type = result.person_type!;
    if (result.outcome === 'stored') {
      if (result.queued) this.context.queue.nudge();
      pushSchoolTap(this.context, device.companyId, { logId: Number(result.log_id), deviceId: device.id, gateId: device.gateId, personType: type, action, schoolDate: schoolDay(tappedAt), tappedAt: at });
    }
    return {
      action,
      person: { type, name: result.person_name ?? '' },
      duplicate: result.outcome === 'duplicate',
      tappedAt: at,
      gate: { id: device.gateId, name: device.gateName },
      device: { id: device.id, name: device.name },
    };
  }
}
