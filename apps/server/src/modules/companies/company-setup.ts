import type { Db } from '../../db/client';
import { seedProclaimedHolidays } from '../holidays/holiday-setup';
import { setUpLeaveTypes } from '../filings/leave.service';
import { seedStatutoryTables } from '../statutory/statutory-setup';
import { trackSeedStep } from '../developer-data/seed-runs';
import { copyDefaultTemplates } from '../developer/default-templates.service';

/**
 * What every new company starts with, in the transaction that creates it (sign-up and the seed):
 * each module that needs starting records adds its call here. Recorded as the seed step
 * `company-setup` (Developer > Seed tracking; a new input data set adds to its checksum in seed-runs.ts).
 */
export async function setUpNewCompany(tx: Db, companyId: number): Promise<void> {
  await trackSeedStep(
    tx,
    'company-setup',
    async (step) => {
      await seedProclaimedHolidays(step, companyId);
      await setUpLeaveTypes(step, companyId);
      await seedStatutoryTables(step, companyId);
      await copyDefaultTemplates(step, companyId);
    },
    { companyId },
  );
}
