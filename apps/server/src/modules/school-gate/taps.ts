import { decideTap, schoolDay, type TapAction, type TapPersonType } from '@haligi/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { pushSchoolTap, type GateDevice } from './gate-devices';

export const TAP_NOTICE_JOB = 'school.tap-notice';
/**
 * The queue claims by `run_at`: a notice job dated this much earlier goes before the mail jobs
 * earlier notices made (a morning rush queues thousands), so every guardian's mail or SMS is
 * written within seconds; delivering them is the mail queue's pace (decision 0068).
 */
export const NOTICE_PRIORITY = '1 hour';

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

interface TapState {
  type: TapPersonType;
  student_id: number | null;
  guardian_id: number | null;
  name: string;
  nearest: { tappedAt: string; action: TapAction } | null;
  earlier: number;
  notify: boolean;
}

/**
 * One tap of a card at a gate device (decision 0068). Under a transaction-scoped advisory lock on
 * (company, card), so concurrent taps of one card from several readers are decided one after the
 * other: the holder (student first, then guardian), the card's stored tap nearest in time (any day,
 * for the 60-second duplicate rule) and its earlier taps on the tap's Manila day (for the in/out
 * alternation) are read in one statement; the log row and, for a student with guardians, the
 * notice job are written in one more. Notices are sent by the job, never in the answer's time.
 */
export class TapService {
  constructor(private context: Pick<AppContext, 'db' | 'queue' | 'realtime'>) {}

  async tap(device: GateDevice, cardNumber: string, tappedAt: Date): Promise<TapAnswer> {
    const day = schoolDay(tappedAt);
    const at = tappedAt.toISOString();
    const companyId = device.companyId;
    const outcome = await this.context.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${companyId}::int, hashtext(${cardNumber}::text))`);
      const state = (
        (await tx.execute(sql`
        with person as (
          (select 'student'::text as type, s.id as student_id, null::int as guardian_id, trim(s.first_name || ' ' || s.last_name) as name,
              exists (select 1 from student_guardians sg join guardians g on g.id = sg.guardian_id and not g.is_deleted where sg.student_id = s.id) as notify
            from students s where s.company_id = ${companyId}::int and s.card_number = ${cardNumber}::text and not s.is_deleted limit 1)
          union all
          (select 'guardian'::text, null::int, g.id, g.name, false
            from guardians g where g.company_id = ${companyId}::int and g.card_number = ${cardNumber}::text and not g.is_deleted limit 1)
          limit 1
        )
        select p.type, p.student_id, p.guardian_id, p.name, p.notify,
          (select json_build_object('tappedAt', l.tapped_at, 'action', l.action) from school_attendance_logs l
            where l.company_id = ${companyId}::int and l.card_number = ${cardNumber}::text
              and l.school_date between ${day}::date - 1 and ${day}::date + 1
              and l.tapped_at > ${at}::timestamptz - interval '60 seconds' and l.tapped_at < ${at}::timestamptz + interval '60 seconds'
            order by abs(extract(epoch from l.tapped_at - ${at}::timestamptz)) limit 1) as nearest,
          (select count(*)::int from school_attendance_logs l
            where l.company_id = ${companyId}::int and l.card_number = ${cardNumber}::text and l.school_date = ${day}::date and l.tapped_at < ${at}::timestamptz) as earlier
        from person p`)) as unknown as { rows: TapState[] }
      ).rows[0];
      if (!state) {
        await tx.execute(sql`insert into school_unmatched_taps (company_id, device_id, card_number, tapped_at) values (${companyId}::int, ${device.id}::int, ${cardNumber}::text, ${at}::timestamptz)`);
        return null;
      }
      const decision = decideTap(tappedAt, {
        nearest: state.nearest ? { tappedAt: new Date(state.nearest.tappedAt), action: state.nearest.action } : null,
        earlierSameDay: Number(state.earlier),
      });
      if (decision.duplicate) return { state, action: decision.action, duplicate: true, logId: null as number | null };
      const [row] = (
        (await tx.execute(sql`
        with log as (
          insert into school_attendance_logs (company_id, person_type, student_id, guardian_id, card_number, action, tapped_at, school_date, gate_id, device_id)
          values (${companyId}::int, ${state.type}::text, ${state.student_id}::int, ${state.guardian_id}::int, ${cardNumber}::text, ${decision.action}::text, ${at}::timestamptz, ${day}::date, ${device.gateId}::int, ${device.id}::int)
          returning id
        ), job as (
          insert into jobs (name, payload, company_id, run_at)
          select ${TAP_NOTICE_JOB}::text, jsonb_build_object('logId', log.id, 'companyId', ${companyId}::int), ${companyId}::int, now() - ${NOTICE_PRIORITY}::interval
          from log where ${state.notify}::boolean
          returning id
        )
        select log.id, (select count(*)::int from job) as jobs from log`)) as unknown as { rows: { id: number; jobs: number }[] }
      ).rows;
      return { state, action: decision.action, duplicate: false, logId: Number(row.id), jobs: Number(row.jobs) };
    });
    if (!outcome) throw new HttpError(404, TAP_MESSAGES.unknownCard(cardNumber));
    if (outcome.logId !== null) {
      if ('jobs' in outcome && outcome.jobs) this.context.queue.nudge();
      pushSchoolTap(this.context, companyId, { logId: outcome.logId, deviceId: device.id, gateId: device.gateId, personType: outcome.state.type, action: outcome.action, schoolDate: day, tappedAt: at });
    }
    return {
      action: outcome.action,
      person: { type: outcome.state.type, name: outcome.state.name },
      duplicate: outcome.duplicate,
      tappedAt: at,
      gate: { id: device.gateId, name: device.gateName },
      device: { id: device.id, name: device.name },
    };
  }
}
