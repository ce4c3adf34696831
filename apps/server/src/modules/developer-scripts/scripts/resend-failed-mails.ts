import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { jobs } from '../../../db/schema';
import { MAIL_JOB } from '../../mail/mailer';
import { COMPANY_PARAMETER, type DeveloperScript, type ScriptContext } from '../script-types';

interface Parameters {
  companyId?: number | null;
  since?: string | null;
  dryRun: boolean;
}

/**
 * Mails whose delivery job used up its attempts (FAILED, not canceled by a developer) go back to
 * the queue with a fresh set of attempts (`JobQueue.retry`): the job carries the copies and
 * attachments the outbox row does not, and skips a mail already SENT (decision 0024).
 */
async function run(context: ScriptContext<Parameters>) {
  const { app, parameters } = context;
  const failed = await app.db
    .select({ id: jobs.id, companyId: jobs.companyId, outboxId: sql<number>`(${jobs.payload}->>'outboxId')::int`, lastError: jobs.lastError, to: sql<string | null>`(select o."to" from email_outbox o where o.id = (${jobs.payload}->>'outboxId')::int)`, subject: sql<string | null>`(select o.subject from email_outbox o where o.id = (${jobs.payload}->>'outboxId')::int)` })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, MAIL_JOB),
        eq(jobs.state, 'FAILED'),
        isNull(jobs.canceledAt),
        parameters.companyId ? eq(jobs.companyId, parameters.companyId) : undefined,
        parameters.since ? gte(jobs.createdAt, new Date(`${parameters.since}T00:00:00+08:00`)) : undefined,
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(5000);
  await context.log(`${failed.length} failed mail${failed.length === 1 ? '' : 's'} found${parameters.dryRun ? ' (dry run: none will be sent)' : ''}.`);
  let queued = 0;
  for (const [index, job] of failed.entries()) {
    await context.log(`Mail ${job.outboxId} to ${job.to ?? '(outbox row missing)'} "${job.subject ?? ''}": ${job.lastError ?? 'no error recorded'}`);
    if (!parameters.dryRun) {
      const again = await app.queue.retry(job.id);
      if (again) queued++;
    }
    if (index % 20 === 19 || index === failed.length - 1) await context.progress(((index + 1) / failed.length) * 100);
  }
  if (!parameters.dryRun) await context.log(`${queued} mail${queued === 1 ? '' : 's'} queued again.`);
  return { failed: failed.length, queued, dryRun: parameters.dryRun };
}

export const resendFailedMails: DeveloperScript = {
  name: 'resend-failed-mails',
  title: 'Resend failed mails',
  description: 'Queues again every mail whose delivery failed after all its attempts (not the ones a developer canceled), with a fresh set of attempts.',
  parameters: [
    COMPANY_PARAMETER,
    { name: 'since', label: 'Failed mails queued since', kind: 'date', required: false, description: 'Leave empty for every failed mail.' },
    { name: 'dryRun', label: 'Dry run', kind: 'boolean', default: false, description: 'List the failed mails without sending them.' },
  ],
  run,
};
