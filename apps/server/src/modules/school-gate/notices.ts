import { noticeLanguage, tapNotice, type TapAction } from '@haligi/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { JobRow } from '../jobs/queue';
import { TAP_NOTICE_JOB } from './taps';

export const SMS_JOB = 'sms.send';

/** An SMS gateway (Semaphore, a GSM modem, a telco API): one message, its id at the provider. */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; body: string }): Promise<{ providerMessageId: string }>;
}

/**
 * The local provider: nothing leaves the machine, each message is remembered in `sent` (tests and
 * development read it). Without a real provider configured, messages stay in `sms_messages` as
 * KEPT, like mail without SMTP.
 */
export class FakeSmsProvider implements SmsProvider {
  readonly name = 'fake';
  readonly sent: { to: string; body: string; providerMessageId: string }[] = [];
  private seq = 0;
  async send(message: { to: string; body: string }) {
    const providerMessageId = `fake-${++this.seq}`;
    this.sent.push({ ...message, providerMessageId });
    return { providerMessageId };
  }
}

/** The SMS provider of a running app (none: messages are kept in the outbox). Tests set a fake. */
const providers = new WeakMap<AppContext, SmsProvider | null>();
export const setSmsProvider = (context: AppContext, provider: SmsProvider | null) => providers.set(context, provider);
const providerOf = (context: AppContext) => providers.get(context) ?? null;

/** Taps a notice job handles at most at once: its own and other waiting notice jobs it takes over. */
export const NOTICE_BATCH = 250;

interface NoticePair {
  log_id: number;
  company_id: number;
  school_name: string;
  student_name: string;
  action: TapAction;
  tapped_at: string;
  gate_name: string;
  guardian_id: number;
  email: string;
  mobile: string;
  notify_by: string;
  language: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The guardians' notices of stored taps, as durable jobs (decision 0068). Each stored tap of a
 * student with guardians enqueues one `school.tap-notice` job in the tap's own transaction. A
 * running notice job takes over the other notice jobs waiting (FOR UPDATE SKIP LOCKED, marked
 * COMPLETED in its own transaction, so a failure leaves them queued) and writes, in one
 * transaction: one `school_tap_notices` row per (log, guardian) (unique, so a retry tells nobody
 * twice), the mails through `Mailer.sendMany` (outbox rows and their `mail.send` jobs) and the SMS in
 * `sms_messages` with one `sms.send` job for them. Texts in the guardian's language (en or fil).
 */
export function registerTapNotices(context: AppContext) {
  context.queue.register(TAP_NOTICE_JOB, async (job) => sendTapNotices(context, job));
  context.queue.register(SMS_JOB, async (job) => deliverSms(context, ((job.payload.smsIds as unknown[]) ?? [job.payload.smsId]).map(Number)));
}

async function sendTapNotices(context: AppContext, job: JobRow) {
  await context.db.transaction(async (tx) => {
    const others = rowsOf<{ payload: { logId: number; companyId: number } }>(
      await tx.execute(sql`
      update jobs set state = 'COMPLETED', progress = 100, attempts = attempts + 1, updated_at = now()
      where id in (
        select id from jobs where name = ${TAP_NOTICE_JOB} and state in ('QUEUED', 'RETRYING') and run_at <= now() and id <> ${job.id}::int
        order by id for update skip locked limit ${NOTICE_BATCH - 1}
      )
      returning payload`),
    );
    const wanted = [job.payload as { logId: number; companyId: number }, ...others.map((o) => o.payload)];
    const logIds = wanted.map((w) => Number(w.logId));
    const companyIds = wanted.map((w) => Number(w.companyId));
    // Every (log, guardian) not told yet, the log's company checked against the job's.
    const pairs = rowsOf<NoticePair>(
      await tx.execute(sql`
      with wanted as (select * from unnest(${sql.param(logIds)}::bigint[], ${sql.param(companyIds)}::int[]) as w(log_id, company_id))
      select l.id as log_id, l.company_id, c.name as school_name, trim(s.first_name || ' ' || s.last_name) as student_name, l.action, l.tapped_at,
        coalesce(gate.name, '') as gate_name, g.id as guardian_id, g.email, g.mobile, g.notify_by, g.language
      from wanted w
      join school_attendance_logs l on l.id = w.log_id and l.company_id = w.company_id
      join companies c on c.id = l.company_id
      join students s on s.id = l.student_id
      left join school_gates gate on gate.id = l.gate_id
      join student_guardians sg on sg.student_id = l.student_id
      join guardians g on g.id = sg.guardian_id and g.company_id = l.company_id and not g.is_deleted
      where not exists (select 1 from school_tap_notices n where n.attendance_log_id = l.id and n.guardian_id = g.id)
      order by l.id, g.id`),
    );
    // Nobody to write to on the chosen channel: nothing is sent and nothing recorded.
    const reachable = pairs
      .map((pair) => ({ pair, channel: pair.notify_by === 'sms' ? ('sms' as const) : ('email' as const) }))
      .map((entry) => ({ ...entry, address: (entry.channel === 'sms' ? entry.pair.mobile : entry.pair.email).trim(), language: noticeLanguage(entry.pair.language) }))
      .filter((entry) => entry.address !== '');
    if (!reachable.length) return;
    const inserted = rowsOf<{ id: number; attendance_log_id: number; guardian_id: number }>(
      await tx.execute(sql`
      insert into school_tap_notices (company_id, attendance_log_id, guardian_id, channel, language)
      select * from unnest(${sql.param(reachable.map((r) => r.pair.company_id))}::int[], ${sql.param(reachable.map((r) => r.pair.log_id))}::bigint[],
        ${sql.param(reachable.map((r) => r.pair.guardian_id))}::int[], ${sql.param(reachable.map((r) => r.channel))}::text[], ${sql.param(reachable.map((r) => r.language))}::text[])
      on conflict (attendance_log_id, guardian_id) do nothing
      returning id, attendance_log_id, guardian_id`),
    );
    const noticeId = new Map(inserted.map((row) => [`${row.attendance_log_id}:${row.guardian_id}`, Number(row.id)]));
    const mails: { notice: number; mail: Parameters<AppContext['mailer']['sendMany']>[0][number] }[] = [];
    const texts: { notice: number; companyId: number; to: string; body: string }[] = [];
    for (const entry of reachable) {
      const notice = noticeId.get(`${entry.pair.log_id}:${entry.pair.guardian_id}`);
      if (notice === undefined) continue;
      const message = tapNotice(entry.language, {
        studentName: entry.pair.student_name,
        action: entry.pair.action,
        gateName: entry.pair.gate_name,
        tappedAt: new Date(entry.pair.tapped_at),
        schoolName: entry.pair.school_name,
      });
      if (entry.channel === 'email') {
        mails.push({ notice, mail: { companyId: entry.pair.company_id, to: entry.address, subject: message.subject, text: message.text, html: `<p>${escapeHtml(message.text)}</p>` } });
      } else {
        texts.push({ notice, companyId: entry.pair.company_id, to: entry.address, body: message.text });
      }
    }
    if (mails.length) {
      const outboxIds = await context.mailer.sendMany(
        mails.map((m) => m.mail),
        tx as unknown as Db,
      );
      const outboxOf = mails.map((m, i) => ({ notice: m.notice, outbox: outboxIds[i] }));
      await tx.execute(sql`
        update school_tap_notices n set outbox_id = v.outbox_id
        from unnest(${sql.param(outboxOf.map((o) => o.notice))}::bigint[], ${sql.param(outboxOf.map((o) => o.outbox))}::int[]) as v(id, outbox_id) where n.id = v.id`);
    }
    if (texts.length) {
      const smsRows = rowsOf<{ id: number; notice: number }>(
        await tx.execute(sql`
        with v as materialized (select v.*, nextval(pg_get_serial_sequence('sms_messages', 'id')) as id
            from unnest(${sql.param(texts.map((t) => t.notice))}::bigint[], ${sql.param(texts.map((t) => t.companyId))}::int[],
              ${sql.param(texts.map((t) => t.to))}::text[], ${sql.param(texts.map((t) => t.body))}::text[]) as v(notice, company_id, "to", body)),
          made as (insert into sms_messages (id, company_id, "to", body) select id, company_id, "to", body from v returning id)
        select v.id, v.notice from v where v.id in (select id from made)`),
      );
      await tx.execute(sql`
        update school_tap_notices n set sms_message_id = v.sms_id
        from unnest(${sql.param(smsRows.map((r) => Number(r.notice)))}::bigint[], ${sql.param(smsRows.map((r) => Number(r.id)))}::bigint[]) as v(id, sms_id) where n.id = v.id`);
      const byCompany = new Map<number, number[]>();
      for (const row of smsRows) {
        const companyId = texts.find((t) => t.notice === Number(row.notice))!.companyId;
        byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), Number(row.id)]);
      }
      for (const [companyId, smsIds] of byCompany) await context.queue.enqueue(SMS_JOB, { smsIds }, { companyId, db: tx as unknown as Db });
    }
  });
}

/** `sms.send`: each message through the provider (SENT), or kept in the outbox when none is configured (KEPT). */
async function deliverSms(context: AppContext, smsIds: number[]) {
  const provider = providerOf(context);
  const messages = await context.database.query<{ id: number; to: string; body: string }>(
    `select id, "to", body from sms_messages where id = any($1::bigint[]) and status not in ('SENT', 'KEPT') order by id`,
    [smsIds],
  );
  if (!provider) {
    if (messages.length) await context.database.query(`update sms_messages set status = 'KEPT' where id = any($1::bigint[])`, [messages.map((m) => m.id)]);
    return;
  }
  for (const message of messages) {
    const { providerMessageId } = await provider.send({ to: message.to, body: message.body });
    await context.database.query(`update sms_messages set status = 'SENT', provider = $2, provider_message_id = $3, sent_at = now() where id = $1`, [message.id, provider.name, providerMessageId]);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
