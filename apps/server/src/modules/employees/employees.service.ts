import {
  EMPLOYEE_MESSAGES,
  employeeName,
  employmentDateProblems,
  namedFields,
  type EmployeeRateRequest,
  type EmployeeRequest,
  type UpdateEmployeeRequest,
} from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, branches, departments, employeeDocuments, employeeRates, employees, files, teamMembers } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { AuthContext } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { assertCompanyRecord } from '../clients/company-records';
import { fileLinkSigner, fileUrl } from '../files/file-links';
import { nextDocumentCode } from '../inventory/sequences';
import { branchForWrite, inTransaction, refreshRateMirror, selectEmployees, today, toEmployeeAnswer, visibleEmployee, type EmployeeAnswer } from './employees.repository';

type Auth = Pick<AuthContext, 'account' | 'tenant'>;

const UNIQUE_VIOLATION = '23505';
const uniqueIndexOf = (error: unknown): string | null => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code === UNIQUE_VIOLATION) return e.constraint ?? '';
  if (e?.cause?.code === UNIQUE_VIOLATION) return e.cause.constraint ?? '';
  return null;
};

/** The fields the date rules read, as 400 "field: message" problems. */
function assertDates(record: Parameters<typeof employmentDateProblems>[0]) {
  const problems = employmentDateProblems(record);
  if (problems.length) throw badRequest(problems.map(([field, message]) => `${field}: ${message}`));
}

/** Another live employee of the company holding the biometric id or the account: 409. */
async function assertUnique(db: Db, tenant: Tenant, fields: { employeeNo?: string; biometricId?: string | null; accountId?: number | null }, exceptId?: number) {
  const other = exceptId !== undefined ? ne(employees.id, exceptId) : undefined;
  const live = (condition: SQL) => db.select().from(employees).where(tenant.where(employees, eq(employees.isDeleted, false), other, condition)).limit(1);
  if (fields.biometricId) {
    const [holder] = await live(eq(employees.biometricId, fields.biometricId));
    if (holder) throw conflict(EMPLOYEE_MESSAGES.biometricTaken(fields.biometricId, employeeName(holder)));
  }
  if (fields.accountId != null) {
    const [holder] = await live(eq(employees.accountId, fields.accountId));
    if (holder) throw conflict(EMPLOYEE_MESSAGES.accountTaken(employeeName(holder)));
  }
  if (fields.employeeNo) {
    const [holder] = await db.select({ id: employees.id }).from(employees).where(tenant.where(employees, other, eq(employees.employeeNo, fields.employeeNo))).limit(1);
    if (holder) throw conflict(EMPLOYEE_MESSAGES.employeeNoTaken(fields.employeeNo));
  }
}

async function assertReferences(tenant: Tenant, fields: { branchId?: number | null; departmentId?: number | null; accountId?: number | null }) {
  await assertCompanyRecord(tenant, branches, fields.branchId, 'branch');
  await assertCompanyRecord(tenant, departments, fields.departmentId, 'department');
  await assertCompanyRecord(tenant, accounts, fields.accountId, 'user account');
}

/** A unique index the insert or update ran into, as the 409 the checks would have given. */
function conflictOf(error: unknown, fields: { employeeNo?: string; biometricId?: string | null }) {
  const index = uniqueIndexOf(error);
  if (index === null) return error;
  if (index.includes('biometric')) return conflict(EMPLOYEE_MESSAGES.biometricTaken(fields.biometricId ?? '', 'another employee'));
  if (index.includes('account')) return conflict(EMPLOYEE_MESSAGES.accountTaken('another employee'));
  return conflict(EMPLOYEE_MESSAGES.employeeNoTaken(fields.employeeNo ?? ''));
}

const money = (value: number | string) => new Decimal(value).toFixed(2);

export class EmployeesService {
  async find(auth: Auth, id: number, db: Db = auth.tenant.db): Promise<EmployeeAnswer> {
    const [row] = await selectEmployees(db).where(visibleEmployee(auth.tenant, auth, eq(employees.id, id)));
    if (!row) throw notFound('Employee');
    return toEmployeeAnswer(row);
  }

  /** GET /employee?id=: the 201 file with its rate history and documents. */
  async detail(auth: Auth, id: number) {
    const employee = await this.find(auth, id);
    const [rates, documents] = await Promise.all([this.rates(auth, id, false), this.documents(auth, id, false)]);
    return { data: { ...employee, rates, documents } };
  }

  /** Inserts one employee and the first row of their rate history, in the caller's transaction. */
  async insert(tx: Db, scoped: Tenant, accountId: number, input: EmployeeRequest & { branchId?: number | null }) {
    const employeeNo = input.employeeNo || (await nextDocumentCode(tx, scoped, 'EMP'));
    const { rate, rateType, employeeNo: _no, ...fields } = input;
    let created: { id: number };
    try {
      [created] = await tx
        .insert(employees)
        .values(
          scoped.values({
            ...fields,
            employeeNo,
            rate: money(rate),
            rateType,
            gender: fields.gender ?? null,
            civilStatus: fields.civilStatus ?? null,
            birthDate: fields.birthDate ?? null,
            hiredAt: fields.hiredAt ?? null,
            regularizedAt: fields.regularizedAt ?? null,
            separatedAt: fields.separatedAt ?? null,
            branchId: fields.branchId ?? null,
            departmentId: fields.departmentId ?? null,
            biometricId: fields.biometricId ?? null,
            accountId: fields.accountId ?? null,
          }),
        )
        .returning({ id: employees.id });
    } catch (error) {
      throw conflictOf(error, { employeeNo, biometricId: input.biometricId });
    }
    await tx.insert(employeeRates).values(
      scoped.values({ employeeId: created.id, rateType, rate: money(rate), effectiveFrom: input.hiredAt ?? today(), note: 'Starting rate', createdById: accountId }),
    );
    return created.id;
  }

  async create(auth: Auth, input: EmployeeRequest) {
    const branchId = branchForWrite(auth, input.branchId, true);
    assertDates(input);
    await assertReferences(auth.tenant, { ...input, branchId });
    const id = await inTransaction(auth.tenant, async (tx, scoped) => {
      await assertUnique(tx, scoped, input);
      return this.insert(tx, scoped, auth.account.id, { ...input, branchId });
    });
    return { data: await this.find(auth, id), message: EMPLOYEE_MESSAGES.created };
  }

  /** PATCH /employee: only the fields named. */
  async update(auth: Auth, input: UpdateEmployeeRequest) {
    const { id, ...rest } = input;
    const named = namedFields(rest) as Partial<Omit<EmployeeRequest, 'rate' | 'rateType'>>;
    await inTransaction(auth.tenant, async (tx, scoped) => {
      const [current] = await tx.select().from(employees).where(visibleEmployee(scoped, auth, eq(employees.id, id))).for('update');
      if (!current) throw notFound('Employee');
      if (named.branchId !== undefined) named.branchId = branchForWrite(auth, named.branchId, false);
      assertDates({ ...current, ...named, employmentStatus: named.employmentStatus ?? current.employmentStatus });
      await assertReferences(scoped, named);
      await assertUnique(tx, scoped, { employeeNo: named.employeeNo, biometricId: named.biometricId, accountId: named.accountId }, id);
      if (named.employeeNo === '') delete named.employeeNo;
      if (Object.keys(named).length === 0) return;
      try {
        await tx.update(employees).set(named).where(scoped.byId(employees, id));
      } catch (error) {
        throw conflictOf(error, { employeeNo: named.employeeNo, biometricId: named.biometricId });
      }
    });
    return { data: await this.find(auth, id), message: EMPLOYEE_MESSAGES.updated };
  }

  /** DELETE /employee/{id}: marked deleted (the biometric id and the account become free); out of their team. */
  async remove(auth: Auth, id: number) {
    await inTransaction(auth.tenant, async (tx, scoped) => {
      const [current] = await tx.select({ id: employees.id }).from(employees).where(visibleEmployee(scoped, auth, eq(employees.id, id))).for('update');
      if (!current) throw notFound('Employee');
      await tx.update(employees).set({ isDeleted: true }).where(scoped.byId(employees, id));
      await tx.delete(teamMembers).where(scoped.where(teamMembers, eq(teamMembers.employeeId, id)));
    });
    return { message: EMPLOYEE_MESSAGES.deleted };
  }

  /** POST /employee/{id}/rate: a row of the history; the employee's rate mirrors the row in effect today. */
  async addRate(auth: Auth, id: number, input: EmployeeRateRequest) {
    await inTransaction(auth.tenant, async (tx, scoped) => {
      const [current] = await tx.select({ id: employees.id }).from(employees).where(visibleEmployee(scoped, auth, eq(employees.id, id))).for('update');
      if (!current) throw notFound('Employee');
      await tx.insert(employeeRates).values(
        scoped.values({ employeeId: id, rateType: input.rateType, rate: money(input.rate), effectiveFrom: input.effectiveFrom, note: input.note, createdById: auth.account.id }),
      );
      await refreshRateMirror(tx, scoped, id);
    });
    return { data: { ...(await this.find(auth, id)), rates: await this.rates(auth, id, false) }, message: EMPLOYEE_MESSAGES.rateSaved };
  }

  /** GET /employee/{id}/rates: newest first, `isCurrent` on the row in effect today. */
  async rates(auth: Auth, id: number, check = true) {
    if (check) await this.find(auth, id);
    const { tenant } = auth;
    const rows = await tenant.db
      .select({
        id: employeeRates.id,
        rateType: employeeRates.rateType,
        rate: employeeRates.rate,
        effectiveFrom: employeeRates.effectiveFrom,
        note: employeeRates.note,
        createdAt: employeeRates.createdAt,
        byId: accounts.id,
        byName: sql<string | null>`${accounts.firstName} || ' ' || ${accounts.lastName}`,
      })
      .from(employeeRates)
      .leftJoin(accounts, eq(accounts.id, employeeRates.createdById))
      .where(tenant.where(employeeRates, eq(employeeRates.employeeId, id)))
      .orderBy(desc(employeeRates.effectiveFrom), desc(employeeRates.id));
    const day = today();
    const current = rows.find((r) => r.effectiveFrom <= day);
    return rows.map(({ byId, byName, ...row }) => ({ ...row, isCurrent: row.id === current?.id, by: byId !== null ? { id: byId, name: byName ?? '' } : null }));
  }

  /** GET /employee/{id}/documents: live documents, newest first, with a signed link each. */
  async documents(auth: Auth, id: number, check = true) {
    if (check) await this.find(auth, id);
    const { tenant } = auth;
    const rows = await tenant.db
      .select({
        id: employeeDocuments.id,
        title: employeeDocuments.title,
        fileId: files.id,
        name: files.name,
        originalName: files.originalName,
        mimeType: files.mimeType,
        size: files.size,
        createdAt: employeeDocuments.createdAt,
      })
      .from(employeeDocuments)
      .innerJoin(files, eq(files.id, employeeDocuments.fileId))
      .where(tenant.where(employeeDocuments, eq(employeeDocuments.employeeId, id), eq(employeeDocuments.isDeleted, false)))
      .orderBy(desc(employeeDocuments.createdAt), desc(employeeDocuments.id));
    const sign = await fileLinkSigner(tenant.db);
    return rows.map(({ name, ...row }) => ({ ...row, url: fileUrl(name), signedUrl: sign(name) }));
  }

  /** POST /employee/{id}/document {fileId, title}: a file uploaded through POST /file-upload/upload-document. */
  async addDocument(auth: Auth, id: number, input: { fileId: number; title: string }) {
    await this.find(auth, id);
    const { tenant } = auth;
    const [file] = await tenant.db.select({ id: files.id }).from(files).where(tenant.byId(files, input.fileId));
    if (!file) throw notFound('File');
    const [created] = await tenant.db
      .insert(employeeDocuments)
      .values(tenant.values({ employeeId: id, fileId: file.id, title: input.title, createdById: auth.account.id }))
      .returning({ id: employeeDocuments.id });
    const documents = await this.documents(auth, id, false);
    return { data: documents.find((d) => d.id === created.id)!, message: EMPLOYEE_MESSAGES.documentAdded };
  }

  /** DELETE /employee/{id}/document/{documentId}: marked deleted. */
  async removeDocument(auth: Auth, id: number, documentId: number) {
    await this.find(auth, id);
    const { tenant } = auth;
    const [removed] = await tenant.db
      .update(employeeDocuments)
      .set({ isDeleted: true })
      .where(tenant.where(employeeDocuments, eq(employeeDocuments.id, documentId), eq(employeeDocuments.employeeId, id), eq(employeeDocuments.isDeleted, false)))
      .returning({ id: employeeDocuments.id });
    if (!removed) throw notFound('Document');
    return { message: EMPLOYEE_MESSAGES.documentRemoved };
  }

  /** PUT /employee: filters branchId, departmentId, employmentStatus, teamId; search name, employeeNo. */
  table(auth: Auth): TableSource<EmployeeAnswer> {
    const { tenant } = auth;
    const fullName = sql`${employees.firstName} || ' ' || ${employees.middleName} || ' ' || ${employees.lastName}`;
    return {
      sortable: {
        employeeNo: employees.employeeNo,
        name: sql`${employees.lastName} || ', ' || ${employees.firstName}`,
        lastName: employees.lastName,
        employmentStatus: employees.employmentStatus,
        position: employees.position,
        hiredAt: employees.hiredAt,
        createdAt: employees.createdAt,
        updatedAt: employees.updatedAt,
      },
      searchable: { name: fullName, employeeNo: employees.employeeNo },
      keywordWhere: (pattern) => or(ilike(fullName, pattern), ilike(sql`${employees.lastName} || ', ' || ${employees.firstName}`, pattern), ilike(employees.employeeNo, pattern), ilike(sql`coalesce(${employees.biometricId}, '')`, pattern)) as SQL,
      filters: {
        branchId: (value) => eq(employees.branchId, filterId('branchId', value)) as SQL,
        departmentId: (value) => eq(employees.departmentId, filterId('departmentId', value)) as SQL,
        employmentStatus: (value) => eq(employees.employmentStatus, value.toUpperCase()) as SQL,
        teamId: (value) => eq(teamMembers.teamId, filterId('teamId', value)) as SQL,
      },
      baseWhere: visibleEmployee(tenant, auth),
      idColumn: employees.id,
      list: async (where, orderBy, limit, offset) => (await selectEmployees(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toEmployeeAnswer),
      count: async (where) =>
        (await tenant.db.select({ n: count() }).from(employees).leftJoin(teamMembers, eq(teamMembers.employeeId, employees.id)).where(where))[0].n,
    };
  }

  /** The employees of a company by biometric id, for the import's duplicate check. */
  async takenBiometricIds(tenant: Tenant, ids: string[]) {
    if (!ids.length) return new Map<string, string>();
    const rows = await tenant.db
      .select()
      .from(employees)
      .where(tenant.where(employees, eq(employees.isDeleted, false), sql`${employees.biometricId} in ${ids}`))
      .orderBy(asc(employees.id));
    return new Map(rows.map((r) => [r.biometricId!, employeeName(r)]));
  }
}

