import { PROCLAIMED_HOLIDAYS_2026 } from '@haligi/shared';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema';

/** The current year's proclamation copied into a new company (decision 0048), in its setup transaction. */
export async function seedProclaimedHolidays(tx: Db, companyId: number): Promise<void> {
  await tx.insert(holidays).values(PROCLAIMED_HOLIDAYS_2026.map((h) => ({ companyId, name: h.name, date: h.date, type: h.type, scope: 'NATIONAL', branchId: null, source: h.source })));
}
