import { withholdingTax, type TaxParameters } from '@haligi/shared';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statutoryTables } from '../../db/schema-payroll';
import type { Tenant } from '../../db/tenant';
import { unprocessable } from '../../http/errors';

export const NO_TAX_TABLE_MESSAGE = 'No BIR withholding tax table is in force for that year';

/**
 * The annual income tax on compensation for a year (RA 10963 sec. 24(A)(2), the `annual` table of
 * the company's TAX version in force on 31 December): the bracket's fixed amount plus its rate on
 * the excess. Applied by the shared `withholdingTax(p, 'annual', …)`.
 */
export async function annualTaxFor(db: Db, tenant: Tenant, year: number): Promise<(taxable: string) => string> {
  const [version] = await db
    .select({ parameters: statutoryTables.parameters })
    .from(statutoryTables)
    .where(and(eq(statutoryTables.companyId, tenant.companyId), eq(statutoryTables.agency, 'TAX'), lte(statutoryTables.effectiveFrom, `${year}-12-31`)))
    .orderBy(desc(statutoryTables.effectiveFrom))
    .limit(1);
  const brackets = (version?.parameters as { brackets?: { annual?: unknown[] } } | undefined)?.brackets?.annual;
  if (!brackets?.length) throw unprocessable(NO_TAX_TABLE_MESSAGE);
  const table = version!.parameters as unknown as TaxParameters;
  return (taxable: string) => withholdingTax(table, 'annual', taxable);
}
