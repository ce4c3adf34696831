import { DEPARTMENT_MESSAGES, departmentRequest, updateDepartmentRequest } from '@haligi/shared';
import { asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { departments, employees } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { requireAuth } from '../../http/auth';
import { conflict, notFound, parseInput, unprocessable } from '../../http/errors';
import { idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { answerTable, idParam, type TableSource } from '../../http/table';
import { MANPOWER_SCREEN_SCOPES } from './employee-select.routes';

const HRIS = { scope: 'MANPOWER_HRIS_ACCESS' } as const;
const READ = { scope: MANPOWER_SCREEN_SCOPES } as const;
const TAG = 'Departments';
const tags = [TAG];
type IdParams = { Params: { id: string } };
type IdQuery = { Querystring: { id?: string } };

const live = (tenant: Tenant, ...conditions: (SQL | undefined)[]) => tenant.where(departments, eq(departments.isDeleted, false), ...conditions);
const employeeCount = sql<number>`(select count(*)::int from ${employees} e where e.department_id = "departments"."id" and e.is_deleted = false)`;
const selectDepartments = (tenant: Tenant) =>
  tenant.db.select({ id: departments.id, name: departments.name, employeeCount, createdAt: departments.createdAt, updatedAt: departments.updatedAt }).from(departments);

async function find(tenant: Tenant, id: number) {
  const [row] = await selectDepartments(tenant).where(live(tenant, eq(departments.id, id)));
  if (!row) throw notFound('Department');
  return row;
}

async function assertFreeName(tenant: Tenant, name: string, exceptId?: number) {
  const [taken] = await tenant.db
    .select({ id: departments.id })
    .from(departments)
    .where(live(tenant, sql`lower(${departments.name}) = lower(${name})`, exceptId ? ne(departments.id, exceptId) : undefined));
  if (taken) throw conflict(DEPARTMENT_MESSAGES.duplicate(name));
}

/** Departments of the 201 file: CRUD and the spec's select list (issue 14). */
export const departmentsRoutes: ModuleRoutes = (app) => {
  app.post('/department', { config: HRIS, schema: { tags, summary: 'Create a department', body: departmentRequest } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    const { name } = parseInput(departmentRequest, request.body);
    await assertFreeName(tenant, name);
    const [created] = await tenant.db.insert(departments).values(tenant.values({ name })).returning({ id: departments.id });
    return reply.status(201).send({ data: await find(tenant, created.id), message: DEPARTMENT_MESSAGES.created });
  });
  app.patch('/department', { config: HRIS, schema: { tags, summary: 'Rename a department', body: updateDepartmentRequest } }, async (request) => {
    const { tenant } = requireAuth(request);
    const { id, name } = parseInput(updateDepartmentRequest, request.body);
    await find(tenant, id);
    if (name !== undefined) {
      await assertFreeName(tenant, name, id);
      await tenant.db.update(departments).set({ name }).where(tenant.byId(departments, id));
    }
    return { data: await find(tenant, id), message: DEPARTMENT_MESSAGES.updated };
  });
  app.get<IdQuery>('/department', { config: HRIS, schema: { tags, summary: 'A department', querystring: idQuery } }, async (request) => {
    const { tenant } = requireAuth(request);
    return { data: await find(tenant, idParam(request.query.id)) };
  });
  app.delete<IdParams>('/department/:id', { config: HRIS, schema: { tags, summary: 'Delete a department without employees', params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    const department = await find(tenant, idParam(request.params.id));
    if (department.employeeCount > 0) throw unprocessable(DEPARTMENT_MESSAGES.inUse);
    await tenant.db.update(departments).set({ isDeleted: true }).where(tenant.byId(departments, department.id));
    return { message: DEPARTMENT_MESSAGES.deleted };
  });
  app.put('/department', { config: HRIS, schema: tableRoute(TAG, 'Table of departments') }, async (request) => {
    const { tenant } = requireAuth(request);
    const source: TableSource<Awaited<ReturnType<typeof find>>> = {
      sortable: { name: departments.name, createdAt: departments.createdAt },
      searchable: { name: departments.name },
      baseWhere: live(tenant),
      idColumn: departments.id,
      list: (where, orderBy, limit, offset) => selectDepartments(tenant).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(departments).where(where))[0].n,
    };
    return answerTable(source, request.body, request.query);
  });
  app.get('/select-box/departmentList', { config: READ, schema: selectListRoute(TAG, 'Departments of the company, by name') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db.select({ label: departments.name, value: departments.id }).from(departments).where(live(tenant)).orderBy(asc(departments.name));
  });
};

