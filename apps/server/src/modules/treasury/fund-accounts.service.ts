import { FUND_ACCOUNT_KIND_LABELS, FUND_ACCOUNT_KINDS, TREASURY_MESSAGES, type FundAccountKind, type FundAccountRequest, type FundEntryRequest } from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, fundAccounts, fundLedger } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http/errors';
import { filterId, type PreparedTableSource, type ReusableQuery, type TableSource } from '../../http/table';
import { isUniqueViolation } from '../auth/auth.service';
import { accountName } from '../boards/board.repository';
import { inTransaction } from '../equipment/equipment.repository';
import { postFundEntry } from './fund-ledger';

// Written out in full: Drizzle leaves a column unqualified in a select of one table, which the subquery would read as its own.
const holder = sql<string | null>`(select h.first_name || ' ' || h.last_name from accounts h where h.id = fund_accounts.holder_id)`;

const fundAccountColumns = {
      id: fundAccounts.id,
      name: fundAccounts.name,
      kind: fundAccounts.kind,
      bankName: fundAccounts.bankName,
      accountNumber: fundAccounts.accountNumber,
      balance: fundAccounts.balance,
      fundAmount: fundAccounts.fundAmount,
      holderId: fundAccounts.holderId,
      holderName: holder,
      createdAt: fundAccounts.createdAt,
      updatedAt: fundAccounts.updatedAt,
};
const selectFundAccount = (db: Db) => db.select(fundAccountColumns).from(fundAccounts);

type FundAccountRow = Awaited<ReturnType<ReturnType<typeof selectFundAccount>['execute']>>[number];
// An unnamed statement: compiled once by Drizzle, planned by the database on every run.
const UNNAMED = undefined as unknown as string;
const findStatements = new WeakMap<Db, ReusableQuery<FundAccountRow>>();

/** `{id, name, kind, kindLabel, balance, bankName, accountNumber, fundAmount, holder, createdAt}` */
export const toFundAccountAnswer = (row: FundAccountRow) => ({
  id: row.id,
  name: row.name,
  kind: row.kind as FundAccountKind,
  kindLabel: FUND_ACCOUNT_KIND_LABELS[row.kind as FundAccountKind] ?? row.kind,
  balance: row.balance,
  bankName: row.bankName,
  accountNumber: row.accountNumber,
  fundAmount: row.fundAmount,
  holder: row.holderId !== null ? { id: row.holderId, name: row.holderName ?? '' } : null,
  createdAt: row.createdAt,
});

const selectEntry = (db: Db) =>
  db
    .select({
      id: fundLedger.id,
      fundAccountId: fundLedger.fundAccountId,
      kind: fundLedger.kind,
      amount: fundLedger.amount,
      balanceAfter: fundLedger.balanceAfter,
      memo: fundLedger.memo,
      referenceType: fundLedger.referenceType,
      referenceId: fundLedger.referenceId,
      referenceCode: fundLedger.referenceCode,
      reversesId: fundLedger.reversesId,
      reversedById: sql<number | null>`(select r.id from fund_ledger r where r.reverses_id = fund_ledger.id)`,
      createdById: fundLedger.createdById,
      createdByName: accountName,
      createdAt: fundLedger.createdAt,
    })
    .from(fundLedger)
    .leftJoin(accounts, eq(accounts.id, fundLedger.createdById));

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntry>['execute']>>[number];

const toEntryAnswer = ({ createdById, createdByName, referenceType, referenceId, referenceCode, reversedById, ...row }: EntryRow) => ({
  ...row,
  // bigint: pg answers it as text, like the entry's own id, which Drizzle reads as a number.
  reversedById: reversedById === null ? null : Number(reversedById),
  reference: referenceType && referenceId !== null ? { type: referenceType, id: referenceId, code: referenceCode ?? '' } : null,
  createdBy: createdById !== null ? { id: createdById, name: createdByName } : null,
});

export class FundAccountsService {
  /** One account: a statement built once per database (every payment screen reads it). */
  async find(tenant: Tenant, id: number) {
    let statement = findStatements.get(tenant.db);
    if (!statement) {
      const where = and(eq(fundAccounts.companyId, sql.placeholder('companyId')), eq(fundAccounts.id, sql.placeholder('id')));
      statement = selectFundAccount(tenant.db).where(where).prepare(UNNAMED) as ReusableQuery<FundAccountRow>;
      findStatements.set(tenant.db, statement);
    }
    const [row] = await statement.execute({ companyId: tenant.companyId, id });
    if (!row) throw notFound('Fund account');
    return toFundAccountAnswer(row);
  }

  /** POST /treasury/fund-account: the account and, when above 0, its OPENING entry. */
  async create(tenant: Tenant, accountId: number, input: FundAccountRequest) {
    try {
      const id = await inTransaction(tenant, async (tx, scoped) => {
        if (input.holderId) await assertMember(tx, scoped, input.holderId);
        const opening = new Decimal(input.openingBalance).toFixed(2);
        const [created] = await tx
          .insert(fundAccounts)
          .values(
            scoped.values({
              name: input.name,
              kind: input.kind,
              bankName: input.bankName,
              accountNumber: input.accountNumber,
              holderId: input.kind === 'PETTY_CASH' ? (input.holderId ?? null) : null,
              fundAmount: input.kind === 'PETTY_CASH' ? opening : '0',
              createdById: accountId,
            }),
          )
          .returning({ id: fundAccounts.id });
        if (new Decimal(opening).greaterThan(0)) {
          await postFundEntry(tx, scoped, { fundAccountId: created.id, kind: 'OPENING', amount: opening, memo: 'Opening balance', accountId });
        }
        return created.id;
      });
      return { data: await this.find(tenant, id), message: TREASURY_MESSAGES.fundAccountCreated };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TREASURY_MESSAGES.fundAccountNameTaken);
      throw error;
    }
  }

  /** POST /treasury/fund-account/{id}/entry: a deposit or a withdrawal (never below zero). */
  async recordEntry(tenant: Tenant, accountId: number, fundAccountId: number, input: FundEntryRequest) {
    const { entry } = await inTransaction(tenant, (tx, scoped) =>
      postFundEntry(tx, scoped, {
        fundAccountId,
        kind: input.kind,
        amount: input.kind === 'DEPOSIT' ? new Decimal(input.amount) : new Decimal(input.amount).negated(),
        memo: input.memo,
        accountId,
      }),
    );
    return { data: await this.entry(tenant, entry.id), message: TREASURY_MESSAGES.entryRecorded };
  }

  /**
   * POST /treasury/fund-ledger/{id}/reverse: an entry of the opposite sign, once; refused when
   * taking money back out would leave the account below zero. A payment's entry is reversed by
   * canceling nothing else: the order's payment stays (reverse payments through the order later).
   */
  async reverse(tenant: Tenant, accountId: number, entryId: number, reason: string) {
    const { entry } = await inTransaction(tenant, async (tx, scoped) => {
      const [original] = await tx.select().from(fundLedger).where(scoped.where(fundLedger, eq(fundLedger.id, entryId)));
      if (!original) throw notFound('Ledger entry');
      if (original.kind === 'REVERSAL') throw conflict(TREASURY_MESSAGES.reversalOfReversal);
      if (original.referenceType === 'PAYMENT_REQUEST') throw conflict(TREASURY_MESSAGES.paymentNotReversible);
      const [already] = await tx.select({ id: fundLedger.id }).from(fundLedger).where(eq(fundLedger.reversesId, original.id));
      if (already) throw conflict(TREASURY_MESSAGES.alreadyReversed);
      try {
        return await postFundEntry(tx, scoped, {
          fundAccountId: original.fundAccountId,
          kind: 'REVERSAL',
          amount: new Decimal(original.amount).negated(),
          memo: reason,
          reversesId: original.id,
          accountId,
        });
      } catch (error) {
        // Two reversals of one entry racing: the unique index lets one through.
        if (isUniqueViolation(error)) throw conflict(TREASURY_MESSAGES.alreadyReversed);
        throw error;
      }
    });
    return { data: await this.entry(tenant, entry.id), message: TREASURY_MESSAGES.entryReversed };
  }

  async entry(tenant: Tenant, id: number) {
    const [row] = await selectEntry(tenant.db).where(tenant.where(fundLedger, eq(fundLedger.id, id)));
    if (!row) throw notFound('Ledger entry');
    return toEntryAnswer(row);
  }

  /** GET /select-box/fund-account-list: "{name} (₱ balance)" is the client's; label is the name. */
  selectList(tenant: Tenant) {
    return tenant.db
      .select({ label: fundAccounts.name, value: fundAccounts.id, kind: fundAccounts.kind, balance: fundAccounts.balance })
      .from(fundAccounts)
      .where(tenant.where(fundAccounts))
      .orderBy(asc(fundAccounts.name), asc(fundAccounts.id));
  }

  /** PUT /treasury/fund-ledger: entries, newest first by default; filters fundAccountId, kind. */
  ledgerTable(tenant: Tenant): TableSource<ReturnType<typeof toEntryAnswer>> {
    return {
      sortable: { createdAt: fundLedger.createdAt, amount: fundLedger.amount, kind: fundLedger.kind },
      searchable: { memo: fundLedger.memo, referenceCode: fundLedger.referenceCode },
      filters: {
        fundAccountId: (value) => eq(fundLedger.fundAccountId, filterId('fundAccountId', value)),
        kind: (value) => eq(fundLedger.kind, value),
      },
      baseWhere: tenant.where(fundLedger),
      idColumn: fundLedger.id,
      list: async (where, orderBy, limit, offset) => (await selectEntry(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toEntryAnswer),
      count: async (where) => (await tenant.db.select({ n: count() }).from(fundLedger).where(where))[0].n,
    };
  }

  /** GET /petty-cash/holder/current: the signed-in member's petty cash fund, or 404. */
  async currentHolderFund(tenant: Tenant, accountId: number) {
    const [row] = await selectFundAccount(tenant.db)
      .where(tenant.where(fundAccounts, and(eq(fundAccounts.kind, 'PETTY_CASH'), eq(fundAccounts.holderId, accountId))))
      .orderBy(asc(fundAccounts.id))
      .limit(1);
    if (!row) throw notFound('Petty cash fund');
    return { data: toFundAccountAnswer(row) };
  }
}

async function assertMember(tx: Db, tenant: Tenant, id: number) {
  const [row] = await tx.select({ id: accounts.id }).from(accounts).where(tenant.byId(accounts, id));
  if (!row) throw notFound('Holder');
}

/**
 * PUT /treasury/fund-account: the company's accounts with their balances, newest first; filter
 * kind; search name, bank, account number. Prepared per shape (a hot read of every payment screen).
 */
export const fundAccountTable: PreparedTableSource<ReturnType<typeof toFundAccountAnswer>, FundAccountRow> = {
  name: 'fund-accounts',
  sortable: { name: fundAccounts.name, kind: fundAccounts.kind, balance: fundAccounts.balance, createdAt: fundAccounts.createdAt },
  searchable: { name: fundAccounts.name, bankName: fundAccounts.bankName, accountNumber: fundAccounts.accountNumber },
  filters: {
    kind: {
      where: (value) => sql`${fundAccounts.kind} = ${value}`,
      value: (raw) => {
        if (!(FUND_ACCOUNT_KINDS as readonly string[]).includes(raw)) throw badRequest([`filters: kind must be one of ${FUND_ACCOUNT_KINDS.join(', ')}`]);
        return raw;
      },
    },
  },
  baseWhere: sql`${fundAccounts.companyId} = ${sql.placeholder('companyId')}`,
  idColumn: fundAccounts.id,
  listQuery: (db, where, orderBy) => db.select(fundAccountColumns).from(fundAccounts).where(where).orderBy(...orderBy).$dynamic(),
  countQuery: (db, where) => db.select({ n: count() }).from(fundAccounts).where(where),
  toRow: toFundAccountAnswer,
};
