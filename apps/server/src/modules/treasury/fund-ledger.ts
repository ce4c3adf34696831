import { TREASURY_MESSAGES, type FundEntryKind } from '@haligi/shared';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundAccounts, fundLedger } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound, unprocessable } from '../../http/errors';

export interface FundEntryInput {
  fundAccountId: number;
  kind: FundEntryKind;
  /** Signed: money in is positive, money out negative. */
  amount: Decimal.Value;
  memo?: string;
  reference?: { type: string; id: number; code: string };
  reversesId?: number;
  accountId: number | null;
  at?: Date;
}

/**
 * The only writer of the money ledger, inside the caller's transaction: the account row is locked
 * (`FOR UPDATE`) so two payments racing for its last pesos are served one after the other, the
 * second seeing the first's balance; money out beyond the balance is refused (422, "Insufficient
 * funds in {name}") before anything is written. The entry and the account's balance change together.
 */
export async function postFundEntry(tx: Db, scoped: Tenant, input: FundEntryInput) {
  const [account] = await tx
    .select({ id: fundAccounts.id, name: fundAccounts.name, balance: fundAccounts.balance })
    .from(fundAccounts)
    .where(scoped.byId(fundAccounts, input.fundAccountId))
    .for('update');
  if (!account) throw notFound('Fund account');
  const amount = new Decimal(input.amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const balanceAfter = new Decimal(account.balance).plus(amount);
  if (balanceAfter.isNegative()) throw unprocessable(TREASURY_MESSAGES.insufficientFunds(account.name));
  const [entry] = await tx
    .insert(fundLedger)
    .values(
      scoped.values({
        fundAccountId: account.id,
        kind: input.kind,
        amount: amount.toFixed(2),
        balanceAfter: balanceAfter.toFixed(2),
        memo: input.memo ?? '',
        referenceType: input.reference?.type ?? null,
        referenceId: input.reference?.id ?? null,
        referenceCode: input.reference?.code ?? null,
        reversesId: input.reversesId ?? null,
        createdById: input.accountId,
        ...(input.at ? { createdAt: input.at } : {}),
      }),
    )
    .returning();
  await tx.update(fundAccounts).set({ balance: balanceAfter.toFixed(2) }).where(eq(fundAccounts.id, account.id));
  return { entry, account: { id: account.id, name: account.name, balance: balanceAfter.toFixed(2) } };
}
