import { changePasswordRequest, updateAccountRequest, updateProfileRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { passwordCaller } from '../auth/own-password';
import { notFound, parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { loadAccountInformation } from './account-information';
import { accountTable } from './accounts.tables';
import { AccountsService } from './accounts.service';

const USERS = { scope: 'SETTINGS_USER_ACCESS' } as const;
const INACTIVE = { scope: 'SETTINGS_INACTIVE_USERS_ACCESS' } as const;

export const accountsRoutes: ModuleRoutes = (app, context) => {
  const service = new AccountsService(context);
  type IdParams = { Params: { id: string } };

  app.get('/account/my_account', async (request) => {
    const info = await loadAccountInformation(context.db, requireAuth(request).account.id);
    if (!info) throw notFound('Account');
    return info;
  });

  app.patch('/account/profile', async (request) =>
    service.updateProfile(requireAuth(request), parseInput(updateProfileRequest, request.body)),
  );

  app.post('/account/change-password', { config: { confirmsPassword: true } }, async (request) => {
    const auth = requireAuth(request);
    return service.changePassword(auth, passwordCaller(request, auth.account.id), parseInput(changePasswordRequest, request.body));
  });

  app.put('/account', { config: USERS }, async (request) =>
    answerTable(accountTable(requireAuth(request).tenant, false), request.body, request.query),
  );

  app.put('/account/inactive', { config: INACTIVE }, async (request) =>
    answerTable(accountTable(requireAuth(request).tenant, true), request.body, request.query),
  );

  app.patch<IdParams>('/account/:id', { config: USERS }, async (request) =>
    service.updateAccess(requireAuth(request), idParam(request.params.id), parseInput(updateAccountRequest, request.body)),
  );

  app.post<IdParams>('/account/:id/deactivate', { config: USERS }, async (request) => {
    const auth = requireAuth(request);
    return service.deactivate(auth.tenant, auth, idParam(request.params.id));
  });

  app.post<IdParams>('/account/:id/reactivate', { config: INACTIVE }, async (request) =>
    service.reactivate(requireAuth(request), idParam(request.params.id)),
  );
};
