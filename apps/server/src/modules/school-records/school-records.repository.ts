import { SCOPE_KEYS } from '@haligi/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guardians, students } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict } from '../../http/errors';
import { SCHOOL_MESSAGES } from '@haligi/shared';

/** Every school screen picks school years, grade levels, sections, courses and students. */
export const SCHOOL_SCREEN_SCOPES = SCOPE_KEYS.filter((key) => key.startsWith('SCHOOL_'));

/** Runs work in one transaction with the tenant bound to it. */
export function inTransaction<T>(tenant: Tenant, work: (tx: Db, scoped: Tenant) => Promise<T>): Promise<T> {
  return tenant.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    return work(tx, tenant.on(tx));
  });
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const pgError = (error: unknown): { code?: string; constraint?: string } => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e?.code ? e : (e?.cause ?? {});
};
/** The unique index a write ran into, or null. */
export const uniqueIndexOf = (error: unknown): string | null => {
  const e = pgError(error);
  return e.code === UNIQUE_VIOLATION ? (e.constraint ?? '') : null;
};
export const isForeignKeyViolation = (error: unknown) => pgError(error).code === FOREIGN_KEY_VIOLATION;

/**
 * Card numbers are unique in the company among live students AND guardians (the gate looks a tap
 * up in both). Writers take this transaction lock first, so two writes of the same card in
 * different tables cannot both pass the check.
 */
export async function lockCards(tx: Db, tenant: Tenant) {
  await tx.execute(sql`select pg_advisory_xact_lock(${tenant.companyId}, hashtext('school-cards'))`);
}

/** 409 when the card is held by another live student or guardian of the company. */
export async function assertCardFree(tx: Db, tenant: Tenant, cardNumber: string | null | undefined, except: { studentId?: number; guardianId?: number } = {}) {
  if (!cardNumber) return;
  const [student] = await tx
    .select({ id: students.id })
    .from(students)
    .where(tenant.where(students, eq(students.isDeleted, false), eq(students.cardNumber, cardNumber), except.studentId ? sql`${students.id} <> ${except.studentId}` : undefined))
    .limit(1);
  const [guardian] = student
    ? [undefined]
    : await tx
        .select({ id: guardians.id })
        .from(guardians)
        .where(and(tenant.where(guardians, eq(guardians.isDeleted, false), eq(guardians.cardNumber, cardNumber), except.guardianId ? sql`${guardians.id} <> ${except.guardianId}` : undefined)))
        .limit(1);
  if (student || guardian) throw conflict(SCHOOL_MESSAGES.cardTaken(cardNumber));
}

/** 409 when the LRN belongs to another live student of the company. */
export async function assertLrnFree(tx: Db, tenant: Tenant, lrn: string, exceptId?: number) {
  const [holder] = await tx
    .select({ id: students.id })
    .from(students)
    .where(tenant.where(students, eq(students.isDeleted, false), eq(students.lrn, lrn), exceptId ? sql`${students.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (holder) throw conflict(SCHOOL_MESSAGES.lrnTaken(lrn));
}
