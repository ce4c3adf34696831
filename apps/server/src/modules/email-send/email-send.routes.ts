import { EMAIL_MESSAGES, readRecipientFields, sendEmailRequest } from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { badRequest, parseInputChecked } from '../../http/errors';
import { MemberMailService } from './member-mail.service';

/** Sending as oneself is part of the email client (member/email). */
const EMAIL = { scope: 'EMAIL_ACCESS' } as const;
const tags = ['Email'];
const outcome = z.object({ success: z.boolean(), message: z.string() }).meta({ description: '"Email sent successfully", or "Failed to send email: <the server\'s reason>"' });

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
/** Each recipient field split by comma, trimmed, and each part an address. */
const recipientChecks = (input: unknown) => {
  const body = (input ?? {}) as Record<string, unknown>;
  return readRecipientFields({ to: asText(body.to), cc: asText(body.cc), bcc: asText(body.bcc) }).problems.filter((problem) => problem !== EMAIL_MESSAGES.noRecipient);
};

export const emailSendRoutes: ModuleRoutes = (app, context) => {
  const mail = MemberMailService.of(context, app.log);

  app.post(
    '/email/send',
    { config: EMAIL, schema: { tags, summary: 'Send a mail through my own SMTP server, at once', body: sendEmailRequest, response: { 200: outcome } } },
    async (request) => {
      const { tenant, account } = requireAuth(request);
      // The compose dialog's own words when To is empty or only commas (spec document 2 section 8).
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!readRecipientFields({ to: asText(body.to) }).to.length) throw badRequest(EMAIL_MESSAGES.noRecipient);
      const input = await parseInputChecked(sendEmailRequest, request.body, [recipientChecks]);
      const { to, cc, bcc } = readRecipientFields(input);
      const mailbox = await mail.mailbox(tenant, account.id);
      const { success, message } = await mail.send(tenant, account.id, mailbox, { to, cc, bcc, subject: input.subject, html: input.html });
      return { success, message };
    },
  );
};
