import { isKnownScope, roleGroupRequest, roleRequest, SCOPES, updateRoleGroupRequest, updateRoleRequest, updateUserLevelRequest, userLevelRequest } from '@haligi/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { accounts, roleGroups, roles, userLevels } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { parseInput, parseInputChecked, type InputCheck } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { idParams, tableRoute } from '../../http/openapi';
import { CatalogueService, roleCountOfGroup } from './catalogue.service';
import { RolesService, toRoleAnswer } from './roles.service';

const ROLES = { scope: 'SETTINGS_ROLES_ACCESS' } as const;
const GROUPS = { scope: 'SETTINGS_ROLE_GROUP_ACCESS' } as const;
const LEVELS = { scope: 'SETTINGS_USER_LEVEL_ACCESS' } as const;
const SCOPE = { scope: 'SETTINGS_SCOPE_ACCESS' } as const;

type IdParams = { Params: { id: string } };
const tags = ['Roles'];

/** Unknown scopes are listed beside the role's other field problems. */
const knownScopes: InputCheck = (input) => {
  const list = (input as { scopeList?: unknown } | null)?.scopeList;
  if (!Array.isArray(list)) return [];
  return list.filter((s): s is string => typeof s === 'string' && !isKnownScope(s)).map((s) => `scopeList: unknown scope ${s}`);
};

export const rolesRoutes: ModuleRoutes = (app, context) => {
  const service = new RolesService(context);
  const groups = new CatalogueService(roleGroups, 'Role group');
  const levels = new CatalogueService(userLevels, 'User level');

  app.put('/role', { config: ROLES, schema: tableRoute('Roles', 'Table of roles') }, async (request) => answerTable(service.table(requireAuth(request).tenant), request.body, request.query));
  app.get<IdParams>('/role/:id', { config: ROLES, schema: { tags, summary: 'A role with its scopes', params: idParams } }, async (request) =>
    toRoleAnswer(await service.find(requireAuth(request).tenant, idParam(request.params.id))),
  );
  app.post('/role', { config: ROLES, schema: { tags, summary: 'Create a role', body: roleRequest } }, async (request, reply) =>
    reply.status(201).send(await service.create(requireAuth(request), await parseInputChecked(roleRequest, request.body, [knownScopes]))),
  );
  app.patch<IdParams>('/role/:id', { config: ROLES, schema: { tags, summary: 'Change a role', params: idParams, body: updateRoleRequest } }, async (request) =>
    service.update(requireAuth(request), idParam(request.params.id), await parseInputChecked(updateRoleRequest, request.body, [knownScopes])),
  );
  app.delete<IdParams>('/role/:id', { config: ROLES, schema: { tags, summary: 'Delete a role no user holds', params: idParams } }, async (request) =>
    service.remove(requireAuth(request), idParam(request.params.id)),
  );

  app.put('/role-group', { config: GROUPS, schema: tableRoute('Roles', 'Table of role groups') }, async (request) =>
    answerTable(groups.tableSource(requireAuth(request).tenant, { roleCount: roleCountOfGroup }), request.body, request.query),
  );
  app.post('/role-group', { config: GROUPS, schema: { tags, summary: 'Create a role group', body: roleGroupRequest } }, async (request, reply) =>
    reply.status(201).send(await groups.create(requireAuth(request).tenant, parseInput(roleGroupRequest, request.body))),
  );
  app.patch<IdParams>('/role-group/:id', { config: GROUPS, schema: { tags, summary: 'Change a role group', params: idParams, body: updateRoleGroupRequest } }, async (request) =>
    groups.update(requireAuth(request).tenant, idParam(request.params.id), parseInput(updateRoleGroupRequest, request.body)),
  );
  app.delete<IdParams>('/role-group/:id', { config: GROUPS, schema: { tags, summary: 'Delete a role group no role uses', params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    const id = idParam(request.params.id);
    return groups.remove(tenant, id, async () =>
      (await tenant.db.select({ n: count() }).from(roles).where(tenant.where(roles, eq(roles.roleGroupId, id), eq(roles.isDeleted, false))))[0].n,
    );
  });

  app.put('/user-level', { config: LEVELS, schema: tableRoute('Roles', 'Table of user levels') }, async (request) =>
    answerTable(levels.tableSource(requireAuth(request).tenant), request.body, request.query),
  );
  app.post('/user-level', { config: LEVELS, schema: { tags, summary: 'Create a user level', body: userLevelRequest } }, async (request, reply) =>
    reply.status(201).send(await levels.create(requireAuth(request).tenant, parseInput(userLevelRequest, request.body))),
  );
  app.patch<IdParams>('/user-level/:id', { config: LEVELS, schema: { tags, summary: 'Change a user level', params: idParams, body: updateUserLevelRequest } }, async (request) =>
    levels.update(requireAuth(request).tenant, idParam(request.params.id), parseInput(updateUserLevelRequest, request.body)),
  );
  app.delete<IdParams>('/user-level/:id', { config: LEVELS, schema: { tags, summary: 'Delete a user level no user holds', params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    const id = idParam(request.params.id);
    return levels.remove(tenant, id, async () =>
      (await tenant.db.select({ n: count() }).from(accounts).where(tenant.where(accounts, eq(accounts.userLevelId, id))))[0].n,
    );
  });

  /** The scope catalogue with how many of the company's roles hold each scope. */
  app.get('/scope', { config: SCOPE, schema: { tags, summary: "The scope catalogue, with how many of the company's roles hold each" } }, async (request) => {
    const { tenant } = requireAuth(request);
    const held = await tenant.db
      .select({ scope: sql<string>`s.scope`, n: sql<number>`count(*)::int` })
      .from(sql`${roles}, jsonb_array_elements_text(${roles.scopeList}) as s(scope)`)
      .where(tenant.where(roles, eq(roles.isDeleted, false)))
      .groupBy(sql`s.scope`);
    const counts = new Map(held.map((h) => [h.scope, h.n]));
    return SCOPES.map((s) => ({ ...s, roleCount: counts.get(s.key) ?? 0 }));
  });
};
