import { branchLimit, manilaInstant, toManilaIso } from '@haligi/shared';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../http/auth';
import { employees, files, timekeepingDevices, timekeepingRawLogs } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { employeeBranchCondition } from '../employees/branch-limit';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Which raw logs a user sees (decision 0049): everything for ALL; for a BY_BRANCH user, punches
 * matched to an employee of their branch (`employeeBranchCondition`), and unmatched punches only
 * when the device that recorded them is registered to their branch (imports without a device and
 * kiosk punches of unknown ids are not shown to them).
 */
export function rawLogVisibility(auth: Pick<AuthContext, 'account'>): SQL | undefined {
  const employeeCondition = employeeBranchCondition(auth);
  if (!employeeCondition) return undefined;
  const limit = branchLimit(auth.account.role, auth.account.branchId);
  const branchId = limit.kind === 'branch' ? limit.branchId : null;
  const unmatched = branchId == null ? sql`false` : sql`${timekeepingDevices.branchId} = ${branchId}`;
  return sql`((${timekeepingRawLogs.employeeId} is not null and ${employeeCondition}) or (${timekeepingRawLogs.employeeId} is null and ${unmatched}))`;
}

function dateFilter(value: string): SQL {
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    throw badRequest([`filters: date must be a date (YYYY-MM-DD)`]);
  }
  // The Asia/Manila day: [00:00+08:00, next day 00:00+08:00).
  return sql`${timekeepingRawLogs.punchedAt} >= ${manilaInstant(value, '00:00').toISOString()} and ${timekeepingRawLogs.punchedAt} < ${manilaInstant(value, '00:00', 1).toISOString()}`;
}

const fileUrl = (name: string | null) => (name ? `/api/file-upload/files/${name}` : null);

/** PUT /timekeeping/raw-log: every stored punch; filters deviceSerial, biometricId, date, source, employeeId. */
export function rawLogTable(auth: AuthContext): TableSource<ReturnType<typeof toRow>> {
  const { tenant } = auth;
  const from = () =>
    tenant.db
      .select({
        id: timekeepingRawLogs.id,
        deviceSerial: timekeepingRawLogs.deviceSerial,
        deviceName: timekeepingDevices.name,
        biometricId: timekeepingRawLogs.biometricId,
        punchedAt: timekeepingRawLogs.punchedAt,
        status: timekeepingRawLogs.status,
        verify: timekeepingRawLogs.verify,
        workCode: timekeepingRawLogs.workCode,
        source: timekeepingRawLogs.source,
        employeeId: employees.id,
        employeeName: sql<string | null>`${employees.lastName} || ', ' || ${employees.firstName}`,
        employeeNo: employees.employeeNo,
        photoName: files.name,
        createdAt: timekeepingRawLogs.createdAt,
      })
      .from(timekeepingRawLogs)
      .leftJoin(employees, eq(employees.id, timekeepingRawLogs.employeeId))
      .leftJoin(timekeepingDevices, eq(timekeepingDevices.id, timekeepingRawLogs.deviceId))
      .leftJoin(files, eq(files.id, timekeepingRawLogs.photoFileId));
  const employeeFilter = (value: string) => {
    if (!/^\d{1,9}$/.test(value)) throw badRequest(['filters: employeeId must be a record id']);
    return eq(timekeepingRawLogs.employeeId, Number(value));
  };
  return {
    sortable: {
      punchedAt: timekeepingRawLogs.punchedAt,
      biometricId: timekeepingRawLogs.biometricId,
      deviceSerial: timekeepingRawLogs.deviceSerial,
      status: timekeepingRawLogs.status,
      createdAt: timekeepingRawLogs.createdAt,
    },
    searchable: { biometricId: timekeepingRawLogs.biometricId, deviceSerial: timekeepingRawLogs.deviceSerial },
    defaultSearch: ['biometricId'],
    filters: {
      deviceSerial: (value) => eq(timekeepingRawLogs.deviceSerial, value),
      biometricId: (value) => eq(timekeepingRawLogs.biometricId, value),
      date: dateFilter,
      source: (value) => eq(timekeepingRawLogs.source, value),
      employeeId: employeeFilter,
    },
    baseWhere: sql`${timekeepingRawLogs.companyId} = ${tenant.companyId}${((v) => (v ? sql` and ${v}` : sql``))(rawLogVisibility(auth))}`,
    idColumn: timekeepingRawLogs.id,
    list: async (where, orderBy, limit, offset) => (await from().where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toRow),
    count: async (where) =>
      (
        await tenant.db
          .select({ n: count() })
          .from(timekeepingRawLogs)
          .leftJoin(employees, eq(employees.id, timekeepingRawLogs.employeeId))
          .leftJoin(timekeepingDevices, eq(timekeepingDevices.id, timekeepingRawLogs.deviceId))
          .where(where)
      )[0].n,
  };
}

type RawRow = {
  id: number;
  deviceSerial: string;
  deviceName: string | null;
  biometricId: string;
  punchedAt: Date;
  status: number;
  verify: number;
  workCode: string;
  source: string;
  employeeId: number | null;
  employeeName: string | null;
  employeeNo: string | null;
  photoName: string | null;
  createdAt: Date;
};

export function toRow(row: RawRow) {
  return {
    id: row.id,
    deviceSerial: row.deviceSerial,
    deviceName: row.deviceName,
    biometricId: row.biometricId,
    punchedAt: toManilaIso(row.punchedAt),
    status: row.status,
    verify: row.verify,
    workCode: row.workCode,
    source: row.source,
    employee: row.employeeId ? { id: row.employeeId, name: row.employeeName ?? '', employeeNo: row.employeeNo ?? '' } : null,
    photoUrl: fileUrl(row.photoName),
    createdAt: row.createdAt.toISOString(),
  };
}
