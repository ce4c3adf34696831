import { changePasswordRequest, updateAccountRequest, updateProfileRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { passwordCaller } from '../auth/own-password';
import { notFound, parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { idParams, tableRoute } from '../../http/openapi';
import { loadAccountInformation } from './account-information';
import { accountTable } from './accounts.tables';
import { AccountsService } from './accounts.service';

const USERS = { scope: 'SETTINGS_USER_ACCESS' } as const;
const INACTIVE = { scope: 'SETTINGS_INACTIVE_USERS_ACCESS' } as const;
const tags = ['Accounts'];

export const accountsRoutes: ModuleRoutes = (app, context) => {
  const service = new AccountsService(context);
  type IdParams = { Params: { id: string } };

  app.get('/account/my_account', { schema: { tags, summary: 'The signed-in account: profile, role, scopes and company' } }, async (request) => {
    const info = await loadAccountInformation(context.db, requireAuth(request).account.id);
    if (!info) throw notFound('Account');
    return info;
  });

  app.patch('/account/profile', { schema: { tags, summary: 'Change my name', body: updateProfileRequest } }, async (request) =>
    service.updateProfile(requireAuth(request), parseInput(updateProfileRequest, request.body)),
  );

  app.post('/account/change-password', { config: { confirmsPassword: true }, schema: { tags, summary: 'Change my password', body: changePasswordRequest } }, async (request) => {
    const auth = requireAuth(request);
    return service.changePassword(auth, passwordCaller(request, auth.account.id), parseInput(changePasswordRequest, request.body));
  });

  app.put('/account', { config: USERS, schema: tableRoute('Accounts', 'Table of active users') }, async (request) =>
    answerTable(accountTable(requireAuth(request).tenant, false), request.body, request.query),
  );

  app.put('/account/inactive', { config: INACTIVE, schema: tableRoute('Accounts', 'Table of inactive users') }, async (request) =>
    answerTable(accountTable(requireAuth(request).tenant, true), request.body, request.query),
  );

  app.patch<IdParams>('/account/:id', { config: USERS, schema: { tags, summary: "Change a user's role, user level or branch", params: idParams, body: updateAccountRequest } }, async (request) =>
    service.updateAccess(requireAuth(request), idParam(request.params.id), parseInput(updateAccountRequest, request.body)),
  );

  app.post<IdParams>('/account/:id/deactivate', { config: USERS, schema: { tags, summary: 'Deactivate a user (ends their sessions)', params: idParams } }, async (request) => {
    const auth = requireAuth(request);
    return service.deactivate(auth.tenant, auth, idParam(request.params.id));
  });

  app.post<IdParams>('/account/:id/reactivate', { config: INACTIVE, schema: { tags, summary: 'Reactivate an inactive user', params: idParams } }, async (request) =>
    service.reactivate(requireAuth(request), idParam(request.params.id)),
  );
};
