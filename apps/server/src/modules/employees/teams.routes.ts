import { employeeName, TEAM_MESSAGES, teamMemberParams, teamMembersRequest, teamRequest, updateTeamRequest, namedFields } from '@haligi/shared';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { branches, employees, teamMembers, teams } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { requireAuth, type AuthContext } from '../../http/auth';
import { conflict, notFound, parseInput } from '../../http/errors';
import { idParams, idQuery, tableRoute } from '../../http/openapi';
import { answerTable, filterId, idParam, type TableSource } from '../../http/table';
import { assertCompanyRecord } from '../clients/company-records';
import { employeeBranchCondition } from './branch-limit';
import { inTransaction } from './employees.repository';

const TEAMS = { scope: 'MANPOWER_TEAM_MANAGEMENT_ACCESS' } as const;
const TAG = 'Teams';
const tags = [TAG];
type IdParams = { Params: { id: string } };
type MemberParams = { Params: { id: string; employeeId: string } };
type IdQuery = { Querystring: { id?: string } };

const live = (tenant: Tenant, ...conditions: (SQL | undefined)[]) => tenant.where(teams, eq(teams.isDeleted, false), ...conditions);
const memberCount = sql<number>`(select count(*)::int from ${teamMembers} m join ${employees} e on e.id = m.employee_id and e.is_deleted = false where m.team_id = "teams"."id")`;
const leaderNames = sql<string>`coalesce((select string_agg(e.last_name || ', ' || e.first_name, '; ' order by e.last_name) from ${teamMembers} m join ${employees} e on e.id = m.employee_id and e.is_deleted = false where m.team_id = "teams"."id" and m.is_leader), '')`;

const selectTeams = (tenant: Tenant) =>
  tenant.db
    .select({
      id: teams.id,
      name: teams.name,
      description: teams.description,
      branchId: teams.branchId,
      branchName: branches.name,
      memberCount,
      leaders: leaderNames,
      createdAt: teams.createdAt,
      updatedAt: teams.updatedAt,
    })
    .from(teams)
    .leftJoin(branches, eq(branches.id, teams.branchId));

type TeamRow = Awaited<ReturnType<ReturnType<typeof selectTeams>['execute']>>[number];
const toTeam = ({ branchName, ...row }: TeamRow) => ({ ...row, branchName: branchName ?? null, branch: row.branchId !== null ? { id: row.branchId, name: branchName ?? '' } : null });

async function findTeam(tenant: Tenant, id: number) {
  const [row] = await selectTeams(tenant).where(live(tenant, eq(teams.id, id)));
  if (!row) throw notFound('Team');
  return toTeam(row);
}

/** The team's members the caller may see (their branch limit), leaders first. */
async function membersOf(tenant: Tenant, auth: Pick<AuthContext, 'account'>, teamId: number) {
  const rows = await tenant.db
    .select({ employeeId: employees.id, employeeNo: employees.employeeNo, firstName: employees.firstName, middleName: employees.middleName, lastName: employees.lastName, suffix: employees.suffix, position: employees.position, branchId: employees.branchId, isLeader: teamMembers.isLeader, addedAt: teamMembers.createdAt })
    .from(teamMembers)
    .innerJoin(employees, eq(employees.id, teamMembers.employeeId))
    .where(and(tenant.where(teamMembers, eq(teamMembers.teamId, teamId)), eq(employees.isDeleted, false), employeeBranchCondition(auth)))
    .orderBy(desc(teamMembers.isLeader), asc(employees.lastName), asc(employees.firstName));
  return rows.map(({ firstName, middleName, lastName, suffix, ...row }) => ({ ...row, name: employeeName({ firstName, middleName, lastName, suffix }) }));
}

/** Teams of employees with their leaders (issue 14): an employee is in at most one team. */
export const teamsRoutes: ModuleRoutes = (app) => {
  app.post('/team', { config: TEAMS, schema: { tags, summary: 'Create a team', body: teamRequest } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    const input = parseInput(teamRequest, request.body);
    await assertCompanyRecord(tenant, branches, input.branchId, 'branch');
    const [created] = await tenant.db.insert(teams).values(tenant.values({ ...input, branchId: input.branchId ?? null })).returning({ id: teams.id });
    return reply.status(201).send({ data: { ...(await findTeam(tenant, created.id)), members: [] }, message: TEAM_MESSAGES.created });
  });
  app.patch('/team', { config: TEAMS, schema: { tags, summary: 'Change a team (the fields sent)', body: updateTeamRequest } }, async (request) => {
    const auth = requireAuth(request);
    const { id, ...fields } = parseInput(updateTeamRequest, request.body);
    const named = namedFields(fields);
    await findTeam(auth.tenant, id);
    await assertCompanyRecord(auth.tenant, branches, named.branchId, 'branch');
    if (Object.keys(named).length) await auth.tenant.db.update(teams).set(named).where(auth.tenant.byId(teams, id));
    return { data: { ...(await findTeam(auth.tenant, id)), members: await membersOf(auth.tenant, auth, id) }, message: TEAM_MESSAGES.updated };
  });
  app.get<IdQuery>('/team', { config: TEAMS, schema: { tags, summary: 'A team with its members and leaders', querystring: idQuery } }, async (request) => {
    const auth = requireAuth(request);
    const id = idParam(request.query.id);
    return { data: { ...(await findTeam(auth.tenant, id)), members: await membersOf(auth.tenant, auth, id) } };
  });
  app.delete<IdParams>('/team/:id', { config: TEAMS, schema: { tags, summary: 'Delete a team (its members leave it)', params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    const team = await findTeam(tenant, idParam(request.params.id));
    await inTransaction(tenant, async (tx, scoped) => {
      await tx.delete(teamMembers).where(scoped.where(teamMembers, eq(teamMembers.teamId, team.id)));
      await tx.update(teams).set({ isDeleted: true }).where(scoped.byId(teams, team.id));
    });
    return { message: TEAM_MESSAGES.deleted };
  });
  app.put('/team', { config: TEAMS, schema: tableRoute(TAG, 'Table of teams with member counts and leaders') }, async (request) => {
    const { tenant } = requireAuth(request);
    const source: TableSource<ReturnType<typeof toTeam>> = {
      sortable: { name: teams.name, createdAt: teams.createdAt, memberCount },
      searchable: { name: teams.name, description: teams.description },
      filters: { branchId: (value) => eq(teams.branchId, filterId('branchId', value)) as SQL },
      baseWhere: live(tenant),
      idColumn: teams.id,
      list: async (where, orderBy, limit, offset) => (await selectTeams(tenant).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toTeam),
      count: async (where) => (await tenant.db.select({ n: count() }).from(teams).where(where))[0].n,
    };
    return answerTable(source, request.body, request.query);
  });

  app.post<IdParams>('/team/:id/members', { config: TEAMS, schema: { tags, summary: 'Add members (or set who leads); `move` takes them out of another team', params: idParams, body: teamMembersRequest } }, async (request) => {
    const auth = requireAuth(request);
    const teamId = idParam(request.params.id);
    const { members, move } = parseInput(teamMembersRequest, request.body);
    await findTeam(auth.tenant, teamId);
    await inTransaction(auth.tenant, async (tx, scoped) => {
      const ids = [...new Set(members.map((m) => m.employeeId))];
      const found = await tx
        .select({ id: employees.id, firstName: employees.firstName, middleName: employees.middleName, lastName: employees.lastName, suffix: employees.suffix, teamId: teamMembers.teamId, teamName: teams.name })
        .from(employees)
        .leftJoin(teamMembers, eq(teamMembers.employeeId, employees.id))
        .leftJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(and(scoped.where(employees, inArray(employees.id, ids), eq(employees.isDeleted, false)), employeeBranchCondition(auth)))
        .for('update', { of: employees });
      if (found.length !== ids.length) throw notFound('Employee');
      const elsewhere = found.find((e) => e.teamId !== null && e.teamId !== teamId);
      if (elsewhere && !move) throw conflict(TEAM_MESSAGES.inOtherTeam(employeeName(elsewhere), elsewhere.teamName ?? ''));
      for (const member of members) {
        await tx
          .insert(teamMembers)
          .values(scoped.values({ teamId, employeeId: member.employeeId, isLeader: member.isLeader }))
          .onConflictDoUpdate({ target: teamMembers.employeeId, set: { teamId, isLeader: member.isLeader } });
      }
    });
    return { data: { ...(await findTeam(auth.tenant, teamId)), members: await membersOf(auth.tenant, auth, teamId) }, message: TEAM_MESSAGES.membersSaved };
  });
  app.delete<MemberParams>('/team/:id/members/:employeeId', { config: TEAMS, schema: { tags, summary: 'Take a member out of the team', params: teamMemberParams } }, async (request) => {
    const auth = requireAuth(request);
    const teamId = idParam(request.params.id);
    const employeeId = idParam(request.params.employeeId);
    await findTeam(auth.tenant, teamId);
    const [visible] = await auth.tenant.db.select({ id: employees.id }).from(employees).where(and(auth.tenant.byId(employees, employeeId), employeeBranchCondition(auth)));
    if (!visible) throw notFound('Member');
    const [removed] = await auth.tenant.db
      .delete(teamMembers)
      .where(auth.tenant.where(teamMembers, eq(teamMembers.teamId, teamId), eq(teamMembers.employeeId, employeeId)))
      .returning({ id: teamMembers.id });
    if (!removed) throw notFound('Member');
    return { message: TEAM_MESSAGES.memberRemoved };
  });
};
