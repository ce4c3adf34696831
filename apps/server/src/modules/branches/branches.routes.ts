import { BRANCH_MESSAGES, branchRequest, namedFields, updateBranchRequest } from '@haligi/shared';
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { branches, employees, timekeepingDevices } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { requireAuth } from '../../http/auth';
import { notFound, parseInput, unprocessable } from '../../http/errors';
import { idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { answerTable, idParam, type TableSource } from '../../http/table';
import { MANPOWER_SCREEN_SCOPES } from '../employees/employee-select.routes';

const BRANCHES = { scope: 'SETTINGS_BRANCHES_ACCESS' } as const;
/** The branch pickers: the branches screen, the user dialog and every manpower screen. */
const PICK = { scope: ['SETTINGS_BRANCHES_ACCESS', 'SETTINGS_USER_ACCESS', ...MANPOWER_SCREEN_SCOPES] } as const;
const TAG = 'Branches';
const tags = [TAG];
type IdParams = { Params: { id: string } };
type IdQuery = { Querystring: { id?: string } };

const live = (tenant: Tenant, ...conditions: (SQL | undefined)[]) => tenant.where(branches, eq(branches.isDeleted, false), ...conditions);
const employeeCount = sql<number>`(select count(*)::int from ${employees} e where e.branch_id = "branches"."id" and e.is_deleted = false)`;
const deviceCount = sql<number>`(select count(*)::int from ${timekeepingDevices} d where d.branch_id = "branches"."id" and d.is_deleted = false)`;
const selectBranches = (tenant: Tenant) =>
  tenant.db
    .select({ id: branches.id, name: branches.name, address: branches.address, employeeCount, deviceCount, createdAt: branches.createdAt, updatedAt: branches.updatedAt })
    .from(branches);

async function find(tenant: Tenant, id: number) {
  const [row] = await selectBranches(tenant).where(live(tenant, eq(branches.id, id)));
  if (!row) throw notFound('Branch');
  return row;
}

/** Branches of the company (settings/branches): where employees work and terminals stand. */
export const branchesRoutes: ModuleRoutes = (app) => {
  app.post('/branch', { config: BRANCHES, schema: { tags, summary: 'Create a branch', body: branchRequest } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    const input = parseInput(branchRequest, request.body);
    const [created] = await tenant.db.insert(branches).values(tenant.values(input)).returning({ id: branches.id });
    return reply.status(201).send({ data: await find(tenant, created.id), message: BRANCH_MESSAGES.created });
  });
  app.patch('/branch', { config: BRANCHES, schema: { tags, summary: 'Change a branch (the fields sent)', body: updateBranchRequest } }, async (request) => {
    const { tenant } = requireAuth(request);
    const { id, ...fields } = parseInput(updateBranchRequest, request.body);
    await find(tenant, id);
    const named = namedFields(fields);
    if (Object.keys(named).length) await tenant.db.update(branches).set(named).where(tenant.byId(branches, id));
    return { data: await find(tenant, id), message: BRANCH_MESSAGES.updated };
  });
  app.get<IdQuery>('/branch', { config: BRANCHES, schema: { tags, summary: 'A branch with its employee and device counts', querystring: idQuery } }, async (request) => ({
    data: await find(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.delete<IdParams>('/branch/:id', { config: BRANCHES, schema: { tags, summary: 'Delete a branch no employee or device uses', params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    const id = idParam(request.params.id);
    return tenant.db.transaction(async (tx) => {
      const [row] = await tx.select({ id: branches.id }).from(branches).where(live(tenant, eq(branches.id, id))).for('update');
      if (!row) throw notFound('Branch');
      const [{ n: people }] = await tx.select({ n: count() }).from(employees).where(tenant.where(employees, eq(employees.branchId, id), eq(employees.isDeleted, false)));
      if (people > 0) throw unprocessable(BRANCH_MESSAGES.inUseByEmployees(people));
      const [{ n: devices }] = await tx
        .select({ n: count() })
        .from(timekeepingDevices)
        .where(tenant.where(timekeepingDevices, eq(timekeepingDevices.branchId, id), eq(timekeepingDevices.isDeleted, false)));
      if (devices > 0) throw unprocessable(BRANCH_MESSAGES.inUseByDevices(devices));
      await tx.update(branches).set({ isDeleted: true }).where(tenant.byId(branches, id));
      return { message: BRANCH_MESSAGES.deleted };
    });
  });
  app.put('/branch', { config: BRANCHES, schema: tableRoute(TAG, 'Table of branches') }, async (request) => {
    const { tenant } = requireAuth(request);
    const source: TableSource<Awaited<ReturnType<typeof find>>> = {
      sortable: { name: branches.name, createdAt: branches.createdAt, updatedAt: branches.updatedAt },
      searchable: { name: branches.name, address: branches.address },
      baseWhere: live(tenant),
      idColumn: branches.id,
      list: (where, orderBy, limit, offset) => selectBranches(tenant).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(branches).where(where))[0].n,
    };
    return answerTable(source, request.body, request.query);
  });
  app.get('/select-box/branch-list', { config: PICK, schema: selectListRoute(TAG, 'Branches of the company, by name (the manpower and user pickers)') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db.select({ label: branches.name, value: branches.id }).from(branches).where(live(tenant)).orderBy(asc(branches.name));
  });
};
