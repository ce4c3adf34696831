import { schoolDay, TAP_ACTIONS, TAP_PERSON_TYPES, tableRequest, type TableRequest } from '@haligi/shared';
import { count, eq, sql } from 'drizzle-orm';
import { guardians, schoolAttendanceLogs, schoolDevices, schoolGates, schoolUnmatchedTaps, students } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, parseInput } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `date` filter value: a real YYYY-MM-DD, 400 otherwise. */
function dateFilter(value: string): string {
  if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    throw badRequest(['filters: date must be a date (YYYY-MM-DD)']);
  }
  return value;
}

/**
 * The log's request with its Date filter defaulting to today (Asia/Manila) when the request names
 * none; `{key: 'date', value: 'all'}` (or null, '') asks for every day.
 */
export function withTodayByDefault(body: unknown, now = new Date()): TableRequest {
  const parsed = parseInput(tableRequest, body ?? {});
  // Newest tap first unless the request sorts otherwise (a late upload is shown at its own time).
  const request = { ...parsed, settings: { ...parsed.settings, sortBy: parsed.settings?.sortBy ?? 'tappedAt' } };
  if (request.filters.some((filter) => filter.key === 'date')) return request;
  return { ...request, filters: [...request.filters, { key: 'date', value: schoolDay(now) }] };
}

const personName = sql<string>`coalesce(trim(${students.firstName} || ' ' || ${students.lastName}), ${guardians.name}, '')`;

/** PUT /school/attendance: the attendance log (filters date, personType, action, deviceId). */
export function attendanceTable(tenant: Tenant): TableSource<ReturnType<typeof toLog>> {
  const from = () =>
    tenant.db
      .select({
        id: schoolAttendanceLogs.id,
        personType: schoolAttendanceLogs.personType,
        studentId: schoolAttendanceLogs.studentId,
        guardianId: schoolAttendanceLogs.guardianId,
        personName,
        cardNumber: schoolAttendanceLogs.cardNumber,
        action: schoolAttendanceLogs.action,
        tappedAt: schoolAttendanceLogs.tappedAt,
        schoolDate: schoolAttendanceLogs.schoolDate,
        gateId: schoolAttendanceLogs.gateId,
        gateName: schoolGates.name,
        deviceId: schoolAttendanceLogs.deviceId,
        deviceName: schoolDevices.name,
        createdAt: schoolAttendanceLogs.createdAt,
      })
      .from(schoolAttendanceLogs)
      .leftJoin(students, eq(students.id, schoolAttendanceLogs.studentId))
      .leftJoin(guardians, eq(guardians.id, schoolAttendanceLogs.guardianId))
      .leftJoin(schoolGates, eq(schoolGates.id, schoolAttendanceLogs.gateId))
      .leftJoin(schoolDevices, eq(schoolDevices.id, schoolAttendanceLogs.deviceId));
  return {
    sortable: { tappedAt: schoolAttendanceLogs.tappedAt, person: personName, action: schoolAttendanceLogs.action, cardNumber: schoolAttendanceLogs.cardNumber, createdAt: schoolAttendanceLogs.createdAt },
    searchable: { person: personName, cardNumber: schoolAttendanceLogs.cardNumber },
    filters: {
      date: (value) => eq(schoolAttendanceLogs.schoolDate, dateFilter(value)),
      personType: (value) => {
        if (!(TAP_PERSON_TYPES as readonly string[]).includes(value)) throw badRequest(['filters: personType must be student or guardian']);
        return eq(schoolAttendanceLogs.personType, value);
      },
      action: (value) => {
        if (!(TAP_ACTIONS as readonly string[]).includes(value)) throw badRequest(['filters: action must be check_in or check_out']);
        return eq(schoolAttendanceLogs.action, value);
      },
      deviceId: (value) => eq(schoolAttendanceLogs.deviceId, filterId('deviceId', value)),
    },
    baseWhere: tenant.where(schoolAttendanceLogs),
    idColumn: schoolAttendanceLogs.id,
    list: async (where, orderBy, limit, offset) => (await from().where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toLog),
    count: async (where) =>
      (
        await tenant.db
          .select({ n: count() })
          .from(schoolAttendanceLogs)
          .leftJoin(students, eq(students.id, schoolAttendanceLogs.studentId))
          .leftJoin(guardians, eq(guardians.id, schoolAttendanceLogs.guardianId))
          .where(where)
      )[0].n,
  };
}

function toLog(row: {
  id: number;
  personType: string;
  studentId: number | null;
  guardianId: number | null;
  personName: string;
  cardNumber: string;
  action: string;
  tappedAt: Date;
  schoolDate: string;
  gateId: number | null;
  gateName: string | null;
  deviceId: number | null;
  deviceName: string | null;
  createdAt: Date;
}) {
  return {
    id: row.id,
    person: { type: row.personType, id: row.studentId ?? row.guardianId, name: row.personName },
    personType: row.personType,
    cardNumber: row.cardNumber,
    action: row.action,
    tappedAt: row.tappedAt.toISOString(),
    schoolDate: row.schoolDate,
    gate: row.gateId ? { id: row.gateId, name: row.gateName ?? '' } : null,
    device: row.deviceId ? { id: row.deviceId, name: row.deviceName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** PUT /school/unmatched-tap: taps of cards nobody holds, kept for review (filters date, deviceId). */
export function unmatchedTapTable(tenant: Tenant) {
  const manilaDay = sql`(${schoolUnmatchedTaps.tappedAt} at time zone 'Asia/Manila')::date`;
  return {
    sortable: { tappedAt: schoolUnmatchedTaps.tappedAt, cardNumber: schoolUnmatchedTaps.cardNumber, createdAt: schoolUnmatchedTaps.createdAt },
    searchable: { cardNumber: schoolUnmatchedTaps.cardNumber },
    filters: {
      date: (value: string) => sql`${manilaDay} = ${dateFilter(value)}::date`,
      deviceId: (value: string) => eq(schoolUnmatchedTaps.deviceId, filterId('deviceId', value)),
    },
    baseWhere: tenant.where(schoolUnmatchedTaps),
    idColumn: schoolUnmatchedTaps.id,
    list: async (where, orderBy, limit, offset) =>
      (
        await tenant.db
          .select({
            id: schoolUnmatchedTaps.id,
            cardNumber: schoolUnmatchedTaps.cardNumber,
            tappedAt: schoolUnmatchedTaps.tappedAt,
            createdAt: schoolUnmatchedTaps.createdAt,
            deviceId: schoolUnmatchedTaps.deviceId,
            deviceName: schoolDevices.name,
            gateId: schoolDevices.gateId,
            gateName: schoolGates.name,
          })
          .from(schoolUnmatchedTaps)
          .leftJoin(schoolDevices, eq(schoolDevices.id, schoolUnmatchedTaps.deviceId))
          .leftJoin(schoolGates, eq(schoolGates.id, schoolDevices.gateId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((row) => ({
        id: row.id,
        cardNumber: row.cardNumber,
        tappedAt: row.tappedAt.toISOString(),
        device: row.deviceId ? { id: row.deviceId, name: row.deviceName ?? '' } : null,
        gate: row.gateId ? { id: row.gateId, name: row.gateName ?? '' } : null,
        createdAt: row.createdAt.toISOString(),
      })),
    count: async (where) => (await tenant.db.select({ n: count() }).from(schoolUnmatchedTaps).where(where))[0].n,
  } satisfies TableSource<unknown>;
}
