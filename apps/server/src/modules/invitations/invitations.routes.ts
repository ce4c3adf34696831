import { acceptInviteRequest, inviteRequest, text } from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { idParams, tableRoute } from '../../http/openapi';
import { InvitationsService } from './invitations.service';

const INVITE = { scope: 'SETTINGS_USER_INVITE_ACCESS' } as const;
const tags = ['Invitations'];
const tokenParams = z.object({ token: text().min(1) });

export const invitationsRoutes: ModuleRoutes = (app, context) => {
  const service = new InvitationsService(context);

  app.post('/invitation', { config: INVITE, schema: { tags, summary: 'Invite someone by mail to join the company', body: inviteRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await service.invite(auth.tenant, auth, parseInput(inviteRequest, request.body)));
  });

  app.put('/invitation', { config: INVITE, schema: tableRoute('Invitations', 'Table of invitations') }, async (request) =>
    answerTable(service.table(requireAuth(request).tenant), request.body, request.query),
  );

  app.delete<{ Params: { id: string } }>('/invitation/:id', { config: INVITE, schema: { tags, summary: 'Cancel an invitation', params: idParams } }, async (request) =>
    service.cancel(requireAuth(request).tenant, idParam(request.params.id)),
  );

  app.get<{ Params: { token: string } }>('/auth/invite/:token', { config: { access: 'public' }, schema: { tags, summary: 'What an invitation link invites to', params: tokenParams } }, async (request) =>
    service.describe(request.params.token),
  );

  app.post('/auth/accept-invite', { config: { access: 'public' }, schema: { tags, summary: 'Accept an invitation: sets the name and password', body: acceptInviteRequest } }, async (request) =>
    service.accept(parseInput(acceptInviteRequest, request.body)),
  );
};
