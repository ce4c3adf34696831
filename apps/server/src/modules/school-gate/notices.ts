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

interface NoticeFacts {
  log_id: number;
  company_id: number;
  school_name: string;
  student_name: string;
  action: TapAction;
  tapped_at: string;
  gate_name: string;
}

interface GuardianRow {
  id: number;
  email: string;
  mobile: string;
  notify_by: string;
  language: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The guardians' notices of stored taps, as durable jobs (decision 0068). `school.tap-notice`
 * writes one `school_tap_notices` row per (log, guardian) in one transaction with the guardian's
 * mail (`Mailer.send`, the outbox and its `mail.send` job) or SMS (`sms_messages` and its `sms.send`
 * job), so a retry tells nobody twice. The text is in the guardian's language (en or fil).
 */
export function registerTapNotices(context: AppContext) {
  context.queue.register(TAP_NOTICE_JOB, async (job) => sendTapNotices(context, job));
  context.queue.register(SMS_JOB, async (job) => deliverSms(context, Number(job.payload.smsId)));
}

async function sendTapNotices(context: AppContext, job: JobRow) {
  const logId = Number(job.payload.logId);
  const companyId = Number(job.payload.companyId);
  await context.db.transaction(async (tx) => {
    const [facts] = rowsOf<NoticeFacts>(
      await tx.execute(sql`
      select l.id as log_id, l.company_id, c.name as school_name, trim(s.first_name || ' ' || s.last_name) as student_name, l.action, l.tapped_at, coalesce(g.name, '') as gate_name
      from school_attendance_logs l
      join companies c on c.id = l.company_id
      join students s on s.id = l.student_id
      left join school_gates g on g.id = l.gate_id
      where l.id = ${logId}::bigint and l.company_id = ${companyId}::int`),
    );
    if (!facts) return;
    const guardians = rowsOf<GuardianRow>(
      await tx.execute(sql`
      select g.id, g.email, g.mobile, g.notify_by, g.language
      from student_guardians sg join guardians g on g.id = sg.guardian_id
      join school_attendance_logs l on l.student_id = sg.student_id
      where l.id = ${logId}::bigint and g.company_id = ${companyId}::int and not g.is_deleted
        and not exists (select 1 from school_tap_notices n where n.attendance_log_id = l.id and n.guardian_id = g.id)
      order by g.id`),
    );
    for (const guardian of guardians) await noticeOne(context, tx as unknown as Db, facts, guardian);
  });
}

async function noticeOne(context: AppContext, tx: Db, facts: NoticeFacts, guardian: GuardianRow) {
  const language = noticeLanguage(guardian.language);
  const channel = guardian.notify_by === 'sms' ? 'sms' : 'email';
  const address = channel === 'sms' ? guardian.mobile.trim() : guardian.email.trim();
  // Nobody to write to on the chosen channel: nothing is sent and nothing recorded.
  if (!address) return;
  const [notice] = rowsOf<{ id: number }>(
    await tx.execute(sql`
    insert into school_tap_notices (company_id, attendance_log_id, guardian_id, channel, language)
    values (${facts.company_id}::int, ${facts.log_id}::bigint, ${guardian.id}::int, ${channel}::text, ${language}::text)
    on conflict (attendance_log_id, guardian_id) do nothing returning id`),
  );
  if (!notice) return;
  const message = tapNotice(language, { studentName: facts.student_name, action: facts.action, gateName: facts.gate_name, tappedAt: new Date(facts.tapped_at), schoolName: facts.school_name });
  if (channel === 'email') {
    const mail = await context.mailer.send({ companyId: facts.company_id, to: address, subject: message.subject, text: message.text, html: `<p>${escapeHtml(message.text)}</p>` }, tx);
    await tx.execute(sql`update school_tap_notices set outbox_id = ${mail.id}::int where id = ${notice.id}::bigint`);
    return;
  }
  const [sms] = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into sms_messages (company_id, "to", body) values (${facts.company_id}::int, ${address}::text, ${message.text}::text) returning id`),
  );
  await tx.execute(sql`update school_tap_notices set sms_message_id = ${sms.id}::bigint where id = ${notice.id}::bigint`);
  await context.queue.enqueue(SMS_JOB, { smsId: Number(sms.id) }, { companyId: facts.company_id, db: tx });
}

/** `sms.send`: through the provider (SENT), or kept in the outbox when none is configured (KEPT). */
async function deliverSms(context: AppContext, smsId: number) {
  const [message] = await context.database.query<{ id: number; to: string; body: string; status: string }>(`select id, "to", body, status from sms_messages where id = $1`, [smsId]);
  if (!message || message.status === 'SENT' || message.status === 'KEPT') return;
  const provider = providerOf(context);
  if (!provider) {
    await context.database.query(`update sms_messages set status = 'KEPT' where id = $1`, [smsId]);
    return;
  }
  const { providerMessageId } = await provider.send({ to: message.to, body: message.body });
  await context.database.query(`update sms_messages set status = 'SENT', provider = $2, provider_message_id = $3, sent_at = now() where id = $1`, [smsId, provider.name, providerMessageId]);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
