import { MAILBOX_MESSAGES, mailListQuery, mailMoveRequest, recordId } from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParams } from '../../http/openapi';
import { contentDisposition } from '../files/file-links';
import { idParam } from '../../http/table';
import { MAIL_SYNC_JOB, MailboxService } from './mailbox.service';
import { mailTimelineRoutes } from './mail-timeline.routes';

/** Any member with the Email screen reads their own mailbox; nobody reads another's. */
const EMAIL = { scope: 'EMAIL_ACCESS' } as const;
const tags = ['Email: mailbox'];
type IdParams = { Params: { id: string } };

const successAnswer = z.object({ success: z.boolean(), message: z.string() });

/** member/email (spec part 2 section 7, decision 0063, docs/api/mailbox.md). */
export const mailboxRoutes: ModuleRoutes = (app, context) => {
  const mailbox = new MailboxService(context);
  context.queue.register(MAIL_SYNC_JOB, (job, jobContext) => mailbox.runSync(job, jobContext));
  const who = (request: Parameters<typeof requireAuth>[0]) => {
    const { tenant, account } = requireAuth(request);
    return { tenant, accountId: account.id };
  };

  app.get('/email/verify', { config: EMAIL, schema: { tags, summary: 'Whether a mailbox is configured and its IMAP server accepts the login', response: { 200: successAnswer } } }, async (request) => {
    const { tenant, accountId } = who(request);
    return mailbox.verify(tenant, accountId);
  });
  app.post('/email/test', { config: EMAIL, schema: { tags, summary: "Send a test mail to the member's own address through their SMTP server", response: { 200: successAnswer } } }, async (request) => {
    const { tenant, accountId } = who(request);
    return mailbox.sendTest(tenant, accountId);
  });
  app.get('/email/folders', { config: EMAIL, schema: { tags, summary: 'The folders of the mailbox with their total and unread counts' } }, async (request) => {
    const { tenant, accountId } = who(request);
    return mailbox.folders(tenant, accountId);
  });
  app.get('/email/list', { config: EMAIL, schema: { tags, summary: "One folder's mails, newest first, with paging, search and the unread/starred filters", querystring: mailListQuery } }, async (request) => {
    const { tenant, accountId } = who(request);
    return mailbox.list(tenant, accountId, parseInput(mailListQuery, request.query));
  });
  app.get('/email/unread-count', { config: EMAIL, schema: { tags, summary: 'Unread mails in INBOX (count) and in every folder (total)' } }, async (request) => {
    const { tenant, accountId } = who(request);
    return mailbox.unreadCount(tenant, accountId);
  });
  app.post('/email/sync', { config: EMAIL, schema: { tags, summary: 'Start syncing the mailbox (a queue job; email-sync-progress is pushed)' } }, async (request, reply) => {
    const { tenant, accountId } = who(request);
    return reply.status(202).send(await mailbox.startSync(tenant, accountId));
  });
  app.get('/email/sync', { config: EMAIL, schema: { tags, summary: "The member's latest sync: state, percent, folder, mails fetched" } }, async (request) => {
    const { tenant, accountId } = who(request);
    return mailbox.syncStatus(tenant, accountId);
  });
  app.get<IdParams>('/email/:id', { config: EMAIL, schema: { tags, summary: 'One mail with its text and html bodies', params: idParams } }, async (request) => {
    const { tenant, accountId } = who(request);
    return mailbox.detail(tenant, accountId, idParam(request.params.id));
  });
  app.get<{ Params: { id: string; index: string } }>(
    '/email/:id/attachment/:index',
    {
      config: EMAIL,
      schema: {
        tags,
        summary: "Download one attachment of a mail (its place in the mail's attachments, from 0), read from the IMAP server",
        params: z.object({ id: recordId(), index: z.string().regex(/^\d{1,4}$/).meta({ description: 'the attachment\'s place in `attachments`, from 0' }) }),
      },
    },
    async (request, reply) => {
      const { tenant, accountId } = who(request);
      const id = idParam(request.params.id);
      const index = /^\d{1,4}$/.test(request.params.index) ? Number(request.params.index) : -1;
      const file = await mailbox.attachment(tenant, accountId, id, index);
      reply.header('content-type', file.contentType);
      reply.header('content-disposition', contentDisposition(file.filename, 'attachment'));
      reply.header('cache-control', 'private, no-store');
      return reply.send(file.content);
    },
  );
  const flagRoute = (suffix: string, flag: 'read' | 'starred', on: boolean, summary: string, message: string) =>
    app.put<IdParams>(`/email/:id/${suffix}`, { config: EMAIL, schema: { tags, summary, params: idParams } }, async (request) => {
      const { tenant, accountId } = who(request);
      return { data: await mailbox.setFlag(tenant, accountId, idParam(request.params.id), flag, on), message };
    });
  flagRoute('read', 'read', true, 'Mark as read (\\Seen on the server, then here)', MAILBOX_MESSAGES.markedRead);
  flagRoute('unread', 'read', false, 'Mark as unread', MAILBOX_MESSAGES.markedUnread);
  flagRoute('star', 'starred', true, 'Star (\\Flagged on the server, then here)', MAILBOX_MESSAGES.starred);
  flagRoute('unstar', 'starred', false, 'Remove the star', MAILBOX_MESSAGES.unstarred);
  app.put<IdParams>('/email/:id/move', { config: EMAIL, schema: { tags, summary: 'Move to another folder of the mailbox (IMAP MOVE)', params: idParams, body: mailMoveRequest } }, async (request) => {
    const { tenant, accountId } = who(request);
    const id = idParam(request.params.id);
    await mailbox.find(tenant, accountId, id);
    return { data: await mailbox.move(tenant, accountId, id, parseInput(mailMoveRequest, request.body).folder), message: MAILBOX_MESSAGES.moved };
  });
  app.delete<IdParams>('/email/:id', { config: EMAIL, schema: { tags, summary: 'Delete: into Trash, or expunged when already there', params: idParams } }, async (request) => {
    const { tenant, accountId } = who(request);
    return mailbox.remove(tenant, accountId, idParam(request.params.id));
  });
  mailTimelineRoutes(app, context);
};
