import Decimal from 'decimal.js';
import type { Db } from '../db/client';
import { fundAccounts } from '../db/schema';
import type { Tenant } from '../db/tenant';
import { postFundEntry } from '../modules/treasury/fund-ledger';

/** The demo company's fund accounts, each opened through the money ledger. */
const DEMO_FUNDS = [
  { name: 'BDO Current Account', kind: 'BANK', bankName: 'BDO Unibank', accountNumber: '0012-3456-7890', opening: '2500000.00' },
  { name: 'Cash on Hand – Makati', kind: 'CASH_ON_HAND', bankName: '', accountNumber: '', opening: '150000.00' },
  { name: 'Petty Cash – Makati Office', kind: 'PETTY_CASH', bankName: '', accountNumber: '', opening: '20000.00' },
] as const;

export async function createDemoFundAccounts(db: Db, tenant: Tenant, processedById: number | null, at: Date) {
  const byName = new Map<string, { id: number; name: string }>();
  for (const fund of DEMO_FUNDS) {
    const [created] = await db
      .insert(fundAccounts)
      .values(
        tenant.values({
          name: fund.name,
          kind: fund.kind,
          bankName: fund.bankName,
          accountNumber: fund.accountNumber,
          fundAmount: fund.kind === 'PETTY_CASH' ? fund.opening : '0',
          createdById: processedById,
          createdAt: at,
        }),
      )
      .returning({ id: fundAccounts.id, name: fundAccounts.name });
    await postFundEntry(db, tenant, { fundAccountId: created.id, kind: 'OPENING', amount: new Decimal(fund.opening), memo: 'Opening balance', accountId: processedById, at });
    byName.set(fund.name, created);
  }
  return byName;
}
