import {
  applyTemplateRequest,
  createDeveloperCompanyRequest,
  defaultRoleRequest,
  defaultUserLevelRequest,
  developerAccountRequest,
  updateDefaultRoleRequest,
  updateDefaultUserLevelRequest,
  updateDeveloperCompanyRequest,
} from '@haligi/shared';
import { count, eq } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { defaultRoles, defaultUserLevels } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParams, tableRoute } from '../../http/openapi';
import { answerTable, idParam, type TableSource } from '../../http/table';
import { auditActorOf } from '../audit/audit';
import { DefaultTemplatesService } from './default-templates.service';
import { DeveloperCompaniesService } from './developer-companies.service';

const DEVELOPER = { access: 'developer' } as const;
const tags = ['Developer'];

/**
 * Company management, user management with impersonation, default roles and default user levels
 * (issue 19, decision 0070, docs/api/developer-companies.md). Every action is audited.
 */
export const developerCompaniesRoutes: ModuleRoutes = (app, context) => {
  const { db } = context;
  const service = new DeveloperCompaniesService(context);
  const templates = new DefaultTemplatesService();

  app.get<{ Params: { id: string } }>('/developer/company/:id', { config: DEVELOPER, schema: { tags, summary: 'A company with its whitelabel settings and usage', params: idParams } }, async (request) => ({
    data: await service.company(idParam(request.params.id)),
  }));
  app.post('/developer/company', { config: DEVELOPER, schema: { tags, summary: 'Create a company and invite its first administrator', body: createDeveloperCompanyRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const answer = await service.createCompany(auth, auditActorOf(request), parseInput(createDeveloperCompanyRequest, request.body));
    return reply.status(201).send(answer);
  });
  app.patch('/developer/company', { config: DEVELOPER, schema: { tags, summary: "Change a company's whitelabel settings, or suspend or reactivate it ({id, isSuspended})", body: updateDeveloperCompanyRequest } }, async (request) =>
    service.updateCompany(requireAuth(request), auditActorOf(request), parseInput(updateDeveloperCompanyRequest, request.body)),
  );

  app.post('/developer/account/deactivate', { config: DEVELOPER, schema: { tags, summary: "Deactivate any company's user; their sessions end", body: developerAccountRequest } }, async (request) =>
    service.deactivate(requireAuth(request), auditActorOf(request), parseInput(developerAccountRequest, request.body).id),
  );
  app.post('/developer/account/reactivate', { config: DEVELOPER, schema: { tags, summary: "Reactivate any company's user", body: developerAccountRequest } }, async (request) =>
    service.reactivate(auditActorOf(request), parseInput(developerAccountRequest, request.body).id),
  );
  app.post('/developer/account/password-reset-mail', { config: DEVELOPER, schema: { tags, summary: 'Mail a user a password reset link (1 hour, once)', body: developerAccountRequest } }, async (request) =>
    service.passwordResetMail(auditActorOf(request), parseInput(developerAccountRequest, request.body).id),
  );
  app.post('/developer/impersonation', { config: DEVELOPER, schema: { tags, summary: 'Sign in as a user: answers a new session token marked with the developer', body: developerAccountRequest } }, async (request) =>
    service.impersonate(requireAuth(request), auditActorOf(request), parseInput(developerAccountRequest, request.body).id),
  );
  // Member routes: the impersonated session itself asks who it is and ends itself.
  app.get('/impersonation', { schema: { tags, summary: 'Whether this session is an impersonation, and by whom' } }, async (request) => ({
    data: await service.currentImpersonation(requireAuth(request)),
  }));
  app.post('/impersonation/end', { schema: { tags, summary: 'End this impersonated session' } }, async (request) => service.endImpersonation(requireAuth(request), request.ip));

  const roleTable: TableSource<Record<string, unknown>> = {
    sortable: { name: defaultRoles.name, createdAt: defaultRoles.createdAt, updatedAt: defaultRoles.updatedAt },
    searchable: { name: defaultRoles.name },
    baseWhere: eq(defaultRoles.isDeleted, false),
    idColumn: defaultRoles.id,
    list: (where, orderBy, limit, offset) =>
      db
        .select({ id: defaultRoles.id, name: defaultRoles.name, scopeList: defaultRoles.scopeList, isFullAccess: defaultRoles.isFullAccess, createdAt: defaultRoles.createdAt, updatedAt: defaultRoles.updatedAt })
        .from(defaultRoles)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async (where) => (await db.select({ n: count() }).from(defaultRoles).where(where))[0].n,
  };
  app.put('/developer/default-role', { config: DEVELOPER, schema: tableRoute('Developer', 'Table of default roles (templates)') }, async (request) => answerTable(roleTable, request.body, request.query));
  app.get<{ Params: { id: string } }>('/developer/default-role/:id', { config: DEVELOPER, schema: { tags, summary: 'A default role and how many companies an apply would update', params: idParams } }, async (request) =>
    templates.roles.get(db, idParam(request.params.id)),
  );
  app.post('/developer/default-role', { config: DEVELOPER, schema: { tags, summary: 'Create a default role (copied into every new company)', body: defaultRoleRequest } }, async (request, reply) =>
    reply.status(201).send(await templates.roles.create(db, auditActorOf(request), parseInput(defaultRoleRequest, request.body))),
  );
  app.patch('/developer/default-role', { config: DEVELOPER, schema: { tags, summary: 'Change a default role; answers how many companies an apply would update', body: updateDefaultRoleRequest } }, async (request) => {
    const { id, ...changes } = parseInput(updateDefaultRoleRequest, request.body);
    return templates.roles.update(db, auditActorOf(request), id, changes);
  });
  app.post('/developer/default-role/apply', { config: DEVELOPER, schema: { tags, summary: 'Apply a default role to the companies that never changed their copy', body: applyTemplateRequest } }, async (request) =>
    templates.roles.apply(db, auditActorOf(request), parseInput(applyTemplateRequest, request.body).id),
  );

  const levelTable: TableSource<Record<string, unknown>> = {
    sortable: { name: defaultUserLevels.name, level: defaultUserLevels.level, createdAt: defaultUserLevels.createdAt, updatedAt: defaultUserLevels.updatedAt },
    searchable: { name: defaultUserLevels.name },
    baseWhere: eq(defaultUserLevels.isDeleted, false),
    idColumn: defaultUserLevels.id,
    list: (where, orderBy, limit, offset) =>
      db
        .select({ id: defaultUserLevels.id, name: defaultUserLevels.name, level: defaultUserLevels.level, description: defaultUserLevels.description, createdAt: defaultUserLevels.createdAt, updatedAt: defaultUserLevels.updatedAt })
        .from(defaultUserLevels)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async (where) => (await db.select({ n: count() }).from(defaultUserLevels).where(where))[0].n,
  };
  app.put('/developer/default-user-level', { config: DEVELOPER, schema: tableRoute('Developer', 'Table of default user levels (templates)') }, async (request) => answerTable(levelTable, request.body, request.query));
  app.get<{ Params: { id: string } }>('/developer/default-user-level/:id', { config: DEVELOPER, schema: { tags, summary: 'A default user level and how many companies an apply would update', params: idParams } }, async (request) =>
    templates.userLevels.get(db, idParam(request.params.id)),
  );
  app.post('/developer/default-user-level', { config: DEVELOPER, schema: { tags, summary: 'Create a default user level (copied into every new company)', body: defaultUserLevelRequest } }, async (request, reply) =>
    reply.status(201).send(await templates.userLevels.create(db, auditActorOf(request), parseInput(defaultUserLevelRequest, request.body))),
  );
  app.patch('/developer/default-user-level', { config: DEVELOPER, schema: { tags, summary: 'Change a default user level; answers how many companies an apply would update', body: updateDefaultUserLevelRequest } }, async (request) => {
    const { id, ...changes } = parseInput(updateDefaultUserLevelRequest, request.body);
    return templates.userLevels.update(db, auditActorOf(request), id, changes);
  });
  app.post('/developer/default-user-level/apply', { config: DEVELOPER, schema: { tags, summary: 'Apply a default user level to the companies that never changed their copy', body: applyTemplateRequest } }, async (request) =>
    templates.userLevels.apply(db, auditActorOf(request), parseInput(applyTemplateRequest, request.body).id),
  );
};
