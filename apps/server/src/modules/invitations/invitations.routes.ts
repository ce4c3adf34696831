import { acceptInviteRequest, inviteRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { InvitationsService } from './invitations.service';

const INVITE = { scope: 'SETTINGS_USER_INVITE_ACCESS' } as const;

export const invitationsRoutes: ModuleRoutes = (app, context) => {
  const service = new InvitationsService(context);

  app.post('/invitation', { config: INVITE }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await service.invite(auth.tenant, auth, parseInput(inviteRequest, request.body)));
  });

  app.put('/invitation', { config: INVITE }, async (request) =>
    answerTable(service.table(requireAuth(request).tenant), request.body, request.query),
  );

  app.delete<{ Params: { id: string } }>('/invitation/:id', { config: INVITE }, async (request) =>
    service.cancel(requireAuth(request).tenant, idParam(request.params.id)),
  );

  app.get<{ Params: { token: string } }>('/auth/invite/:token', { config: { access: 'public' } }, async (request) =>
    service.describe(request.params.token),
  );

  app.post('/auth/accept-invite', { config: { access: 'public' } }, async (request) =>
    service.accept(parseInput(acceptInviteRequest, request.body)),
  );
};
