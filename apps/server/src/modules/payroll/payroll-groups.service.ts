import { namedFields, PAYROLL_MESSAGES, type PayrollGroupRequest, type UpdatePayrollGroupRequest } from '@haligi/shared';
import { and, asc, count, eq, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeePayrollGroups, employees, payrollCutoffs, payrollGroups } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { inTransaction } from '../schedules/transaction';

const memberCount = sql<number>`(select count(*)::int from employee_payroll_groups m where m.payroll_group_id = ${payrollGroups.id})`;

const selectGroups = (db: Db) =>
  db
    .select({
      id: payrollGroups.id,
      name: payrollGroups.name,
      frequency: payrollGroups.frequency,
      workingDaysPerYear: payrollGroups.workingDaysPerYear,
      cutoffStartDay: payrollGroups.cutoffStartDay,
      payDayOffset: payrollGroups.payDayOffset,
      contributionSplit: payrollGroups.contributionSplit,
      memberCount,
      createdAt: payrollGroups.createdAt,
      updatedAt: payrollGroups.updatedAt,
    })
    .from(payrollGroups);
export type PayrollGroupAnswer = Awaited<ReturnType<ReturnType<typeof selectGroups>['execute']>>[number];

const liveGroup = (tenant: Tenant, ...conditions: Parameters<Tenant['where']>[1][]) => tenant.where(payrollGroups, eq(payrollGroups.isDeleted, false), ...conditions);

/** Payroll groups and their members (decision 0055; docs/api/payroll.md). */
export class PayrollGroupsService {
  async find(tenant: Tenant, id: number): Promise<PayrollGroupAnswer> {
    const [row] = await selectGroups(tenant.db).where(liveGroup(tenant, eq(payrollGroups.id, id)));
    if (!row) throw notFound('Payroll group');
    return row;
  }

  private async checkName(db: Db, tenant: Tenant, name: string, exceptId?: number) {
    const [twin] = await db
      .select({ id: payrollGroups.id })
      .from(payrollGroups)
      .where(liveGroup(tenant, sql`lower(${payrollGroups.name}) = lower(${name})`, exceptId !== undefined ? ne(payrollGroups.id, exceptId) : undefined));
    if (twin) throw conflict(PAYROLL_MESSAGES.groupNameTaken(name));
  }

  async create(tenant: Tenant, input: PayrollGroupRequest) {
    const id = await inTransaction(tenant, async (tx, scoped) => {
      await this.checkName(tx, scoped, input.name);
      const [row] = await tx.insert(payrollGroups).values(scoped.values(input)).returning({ id: payrollGroups.id });
      return row.id;
    });
    return { data: await this.find(tenant, id), message: PAYROLL_MESSAGES.groupCreated };
  }

  async update(tenant: Tenant, input: UpdatePayrollGroupRequest) {
    const { id, ...fields } = input;
    const named = namedFields(fields);
    await inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select().from(payrollGroups).where(liveGroup(scoped, eq(payrollGroups.id, id))).for('update');
      if (!current) throw notFound('Payroll group');
      if (named.name !== undefined) await this.checkName(tx, scoped, named.name, id);
      const frequency = named.frequency ?? current.frequency;
      const startDay = named.cutoffStartDay ?? current.cutoffStartDay;
      if (frequency === 'WEEKLY' && startDay > 7) throw unprocessable('cutoffStartDay must be a weekday 1 (Monday) to 7 (Sunday) for a weekly group');
      await tx.update(payrollGroups).set({ ...named, updatedAt: new Date() }).where(scoped.byId(payrollGroups, id));
    });
    return { data: await this.find(tenant, id), message: PAYROLL_MESSAGES.groupUpdated };
  }

  /** Soft delete; refused (409) while cutoffs of the group are not posted. Its members leave it. */
  async remove(tenant: Tenant, id: number) {
    await inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select({ id: payrollGroups.id }).from(payrollGroups).where(liveGroup(scoped, eq(payrollGroups.id, id))).for('update');
      if (!current) throw notFound('Payroll group');
      const [open] = await tx
        .select({ id: payrollCutoffs.id })
        .from(payrollCutoffs)
        .where(scoped.where(payrollCutoffs, eq(payrollCutoffs.payrollGroupId, id), notInArray(payrollCutoffs.status, ['OPEN', 'POSTED'])))
        .limit(1);
      if (open) throw conflict(PAYROLL_MESSAGES.groupHasOpenCutoffs);
      await tx.delete(employeePayrollGroups).where(and(eq(employeePayrollGroups.companyId, scoped.companyId), eq(employeePayrollGroups.payrollGroupId, id)));
      await tx.update(payrollGroups).set({ isDeleted: true, updatedAt: new Date() }).where(scoped.byId(payrollGroups, id));
    });
    return { message: PAYROLL_MESSAGES.groupDeleted };
  }

  /** PUT /payroll/group: search name, filter frequency, sorted by name. */
  table(tenant: Tenant): TableSource<PayrollGroupAnswer> {
    return {
      sortable: { name: payrollGroups.name, frequency: payrollGroups.frequency, workingDaysPerYear: payrollGroups.workingDaysPerYear, createdAt: payrollGroups.createdAt },
      searchable: { name: payrollGroups.name },
      filters: { frequency: (value) => eq(payrollGroups.frequency, value) },
      baseWhere: liveGroup(tenant),
      idColumn: payrollGroups.id,
      list: (where, orderBy, limit, offset) => selectGroups(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(payrollGroups).where(where))[0].n,
    };
  }

  /** GET /select-box/payroll-group: [{label, value, frequency}] */
  async selectList(tenant: Tenant, search?: string) {
    const rows = await tenant.db
      .select({ value: payrollGroups.id, label: payrollGroups.name, frequency: payrollGroups.frequency })
      .from(payrollGroups)
      .where(liveGroup(tenant, search ? ilike(payrollGroups.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined))
      .orderBy(asc(payrollGroups.name));
    return rows;
  }

  /** The group's members: employees with their number, name, rate and status. */
  async members(tenant: Tenant, id: number) {
    await this.find(tenant, id);
    const rows = await tenant.db
      .select({
        employeeId: employees.id,
        employeeNo: employees.employeeNo,
        firstName: employees.firstName,
        lastName: employees.lastName,
        rateType: employees.rateType,
        rate: employees.rate,
        employmentStatus: employees.employmentStatus,
        isMinimumWageEarner: employees.isMinimumWageEarner,
      })
      .from(employeePayrollGroups)
      .innerJoin(employees, eq(employees.id, employeePayrollGroups.employeeId))
      .where(and(eq(employeePayrollGroups.companyId, tenant.companyId), eq(employeePayrollGroups.payrollGroupId, id), eq(employees.isDeleted, false)))
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
    return { data: rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: `${lastName}, ${firstName}` })) };
  }

  /** Puts employees in the group (moving them out of any other). Unknown or another company's employee: 404, nothing changed. */
  async assign(tenant: Tenant, id: number, employeeIds: number[]) {
    const unique = [...new Set(employeeIds)];
    await inTransaction(tenant, async (tx, scoped) => {
      const [group] = await tx.select({ id: payrollGroups.id }).from(payrollGroups).where(liveGroup(scoped, eq(payrollGroups.id, id)));
      if (!group) throw notFound('Payroll group');
      const found = await tx.select({ id: employees.id }).from(employees).where(scoped.where(employees, inArray(employees.id, unique), eq(employees.isDeleted, false)));
      if (found.length !== unique.length) throw notFound('Employee');
      const now = new Date();
      for (let i = 0; i < unique.length; i += 5000) {
        await tx
          .insert(employeePayrollGroups)
          .values(unique.slice(i, i + 5000).map((employeeId) => ({ employeeId, companyId: scoped.companyId, payrollGroupId: id })))
          .onConflictDoUpdate({ target: employeePayrollGroups.employeeId, set: { payrollGroupId: id, updatedAt: now } });
      }
    });
    return { message: PAYROLL_MESSAGES.membersAssigned(unique.length), data: await this.find(tenant, id) };
  }

  async unassign(tenant: Tenant, id: number, employeeIds: number[]) {
    await this.find(tenant, id);
    const removed = await tenant.db
      .delete(employeePayrollGroups)
      .where(and(eq(employeePayrollGroups.companyId, tenant.companyId), eq(employeePayrollGroups.payrollGroupId, id), inArray(employeePayrollGroups.employeeId, [...new Set(employeeIds)])))
      .returning({ id: employeePayrollGroups.employeeId });
    return { message: PAYROLL_MESSAGES.membersRemoved(removed.length), data: await this.find(tenant, id) };
  }
}
