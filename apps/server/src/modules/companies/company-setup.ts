import type { Db } from '../../db/client';
import { seedProclaimedHolidays } from '../holidays/holiday-setup';
import { setUpLeaveTypes } from '../filings/leave.service';
import { seedStatutoryTables } from '../statutory/statutory-setup';
import { copyDefaultTemplates } from '../developer/default-templates.service';

/**
 * What every new company starts with, in the transaction that creates it (sign-up and the seed):
 * each module that needs starting records adds its call here.
 */
export async function setUpNewCompany(tx: Db, companyId: number): Promise<void> {
  await seedProclaimedHolidays(tx, companyId);
  await setUpLeaveTypes(tx, companyId);
  await seedStatutoryTables(tx, companyId);
  await copyDefaultTemplates(tx, companyId);
}
