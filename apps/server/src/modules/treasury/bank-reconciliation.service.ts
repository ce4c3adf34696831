import { addDays, matchStatement, MATCH_WINDOW_DAYS, readBankStatement, type StatementCell as Cell } from '@haligi/shared';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, bankStatementLines, bankStatements, fundAccounts, fundLedger } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { accountName } from '../boards/board.repository';
import { inTransaction } from '../equipment/equipment.repository';
import { readSheetRows } from '../../lib/spreadsheet';

export const BANK_MESSAGES = {
  notBank: 'Bank statements are reconciled against bank accounts only',
  noLines: 'The file has no statement lines',
  kind: 'Upload the statement as an Excel workbook (.xlsx) or a CSV file (.csv)',
  lineMatched: 'This line is already matched',
  entryMatched: 'This entry is already matched with another statement line',
  otherAccount: 'The entry belongs to another fund account',
  notMatched: 'This line is not matched',
} as const;

/** A ledger entry's Philippine calendar day. */
const entryDate = sql<string>`to_char(${fundLedger.createdAt} at time zone 'Asia/Manila', 'YYYY-MM-DD')`;

/** The first sheet of an .xlsx or .csv as rows of cells. */
async function sheetRows(buffer: Buffer, fileName: string, mimeType: string): Promise<Cell[][]> {
  const name = fileName.toLowerCase();
  const kind = name.endsWith('.xlsx') || mimeType.includes('spreadsheetml') ? 'xlsx' : name.endsWith('.csv') || mimeType === 'text/csv' ? 'csv' : null;
  if (!kind) throw new HttpError(415, BANK_MESSAGES.kind);
  return readSheetRows(buffer, kind);
}

export class BankReconciliationService {
  /**
   * POST /treasury/bank-statement?fundAccountId=: reads the bank's file (every problem listed, 400,
   * nothing saved), keeps its lines, and matches each with an unmatched entry of the account of the
   * same amount within MATCH_WINDOW_DAYS days (shared `matchStatement`).
   */
  async import(tenant: Tenant, accountId: number, fundAccountId: number, file: { buffer: Buffer; fileName: string; mimeType: string }) {
    const { lines, problems } = readBankStatement(await sheetRows(file.buffer, file.fileName, file.mimeType));
    if (problems.length) throw badRequest(problems.map((p) => `fileData: ${p}`));
    if (!lines.length) throw badRequest([`fileData: ${BANK_MESSAGES.noLines}`]);
    const id = await inTransaction(tenant, async (tx, scoped) => {
      const [fund] = await tx.select().from(fundAccounts).where(scoped.byId(fundAccounts, fundAccountId)).for('update');
      if (!fund) throw notFound('Fund account');
      if (fund.kind !== 'BANK') throw unprocessable(BANK_MESSAGES.notBank);
      const dates = lines.map((l) => l.date).sort();
      const [statement] = await tx
        .insert(bankStatements)
        .values(scoped.values({ fundAccountId, fileName: file.fileName, periodStart: dates[0], periodEnd: dates[dates.length - 1], importedById: accountId }))
        .returning({ id: bankStatements.id });
      const entries = await tx
        .select({ id: fundLedger.id, date: entryDate, amount: fundLedger.amount })
        .from(fundLedger)
        .leftJoin(bankStatementLines, eq(bankStatementLines.matchedEntryId, fundLedger.id))
        .where(
          and(
            eq(fundLedger.companyId, tenant.companyId),
            eq(fundLedger.fundAccountId, fundAccountId),
            isNull(bankStatementLines.id),
            sql`${entryDate} between ${addDays(dates[0], -MATCH_WINDOW_DAYS)} and ${addDays(dates[dates.length - 1], MATCH_WINDOW_DAYS)}`,
          ),
        );
      const matches = matchStatement(lines, entries);
      await tx.insert(bankStatementLines).values(
        lines.map((line, index) =>
          scoped.values({
            statementId: statement.id,
            fundAccountId,
            rowNo: line.row,
            date: line.date,
            description: line.description,
            reference: line.reference,
            amount: line.amount,
            matchedEntryId: matches.get(index) ?? null,
          }),
        ),
      );
      return statement.id;
    });
    return this.detail(tenant, id);
  }

  /**
   * GET /treasury/bank-statement?id=: the statement's lines with their matched entries, and the
   * account's entries of the statement's period (± the window) that no line matches.
   */
  async detail(tenant: Tenant, id: number) {
    const [statement] = await tenant.db
      .select({
        id: bankStatements.id,
        fundAccountId: bankStatements.fundAccountId,
        fundAccountName: fundAccounts.name,
        fileName: bankStatements.fileName,
        periodStart: bankStatements.periodStart,
        periodEnd: bankStatements.periodEnd,
        importedBy: accountName,
        createdAt: bankStatements.createdAt,
      })
      .from(bankStatements)
      .innerJoin(fundAccounts, eq(fundAccounts.id, bankStatements.fundAccountId))
      .leftJoin(accounts, eq(accounts.id, bankStatements.importedById))
      .where(tenant.where(bankStatements, eq(bankStatements.id, id)));
    if (!statement) throw notFound('Bank statement');
    const lines = await tenant.db
      .select({
        id: bankStatementLines.id,
        rowNo: bankStatementLines.rowNo,
        date: bankStatementLines.date,
        description: bankStatementLines.description,
        reference: bankStatementLines.reference,
        amount: bankStatementLines.amount,
        entryId: fundLedger.id,
        entryKind: fundLedger.kind,
        entryMemo: fundLedger.memo,
        entryReference: fundLedger.referenceCode,
        entryDate: sql<string | null>`case when ${fundLedger.id} is null then null else ${entryDate} end`,
      })
      .from(bankStatementLines)
      .leftJoin(fundLedger, eq(fundLedger.id, bankStatementLines.matchedEntryId))
      .where(tenant.where(bankStatementLines, eq(bankStatementLines.statementId, id)))
      .orderBy(asc(bankStatementLines.rowNo));
    const unmatchedEntries = await tenant.db
      .select({ id: fundLedger.id, date: entryDate, kind: fundLedger.kind, amount: fundLedger.amount, memo: fundLedger.memo, reference: fundLedger.referenceCode })
      .from(fundLedger)
      .leftJoin(bankStatementLines, eq(bankStatementLines.matchedEntryId, fundLedger.id))
      .where(
        and(
          eq(fundLedger.companyId, tenant.companyId),
          eq(fundLedger.fundAccountId, statement.fundAccountId),
          isNull(bankStatementLines.id),
          sql`${entryDate} between ${addDays(statement.periodStart, -MATCH_WINDOW_DAYS)} and ${addDays(statement.periodEnd, MATCH_WINDOW_DAYS)}`,
        ),
      )
      .orderBy(asc(fundLedger.createdAt), asc(fundLedger.id));
    const answerLines = lines.map(({ entryId, entryKind, entryMemo, entryReference, entryDate: matchedDate, ...line }) => ({
      ...line,
      entry: entryId !== null ? { id: entryId, kind: entryKind, memo: entryMemo, reference: entryReference, date: matchedDate } : null,
    }));
    return {
      data: {
        ...statement,
        lines: answerLines,
        matched: answerLines.filter((l) => l.entry).length,
        unmatchedLines: answerLines.filter((l) => !l.entry).length,
        unmatchedEntries,
      },
    };
  }

  /** POST /treasury/bank-statement/line/{id}/match {entryId}: by hand, an entry of the same account not matched elsewhere. */
  async match(tenant: Tenant, lineId: number, entryId: number) {
    const statementId = await inTransaction(tenant, async (tx, scoped) => {
      const [line] = await tx.select().from(bankStatementLines).where(scoped.byId(bankStatementLines, lineId)).for('update');
      if (!line) throw notFound('Statement line');
      if (line.matchedEntryId !== null) throw conflict(BANK_MESSAGES.lineMatched);
      const [entry] = await tx.select({ id: fundLedger.id, fundAccountId: fundLedger.fundAccountId }).from(fundLedger).where(and(eq(fundLedger.companyId, tenant.companyId), eq(fundLedger.id, entryId)));
      if (!entry) throw notFound('Ledger entry');
      if (entry.fundAccountId !== line.fundAccountId) throw unprocessable(BANK_MESSAGES.otherAccount);
      const [taken] = await tx.select({ id: bankStatementLines.id }).from(bankStatementLines).where(eq(bankStatementLines.matchedEntryId, entryId));
      if (taken) throw conflict(BANK_MESSAGES.entryMatched);
      await tx.update(bankStatementLines).set({ matchedEntryId: entryId }).where(scoped.byId(bankStatementLines, lineId));
      return line.statementId;
    }).catch((error: unknown) => {
      // Two lines matched with one entry at once: the unique index lets one through.
      if ((error as { code?: string; cause?: { code?: string } })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505') throw conflict(BANK_MESSAGES.entryMatched);
      throw error;
    });
    return this.detail(tenant, statementId);
  }

  /** POST /treasury/bank-statement/line/{id}/unmatch */
  async unmatch(tenant: Tenant, lineId: number) {
    const statementId = await inTransaction(tenant, async (tx, scoped) => {
      const [line] = await tx.select().from(bankStatementLines).where(scoped.byId(bankStatementLines, lineId)).for('update');
      if (!line) throw notFound('Statement line');
      if (line.matchedEntryId === null) throw conflict(BANK_MESSAGES.notMatched);
      await tx.update(bankStatementLines).set({ matchedEntryId: null }).where(scoped.byId(bankStatementLines, lineId));
      return line.statementId;
    });
    return this.detail(tenant, statementId);
  }

  /** PUT /treasury/bank-statement: imported statements with their match counts; filter fundAccountId. */
  table(tenant: Tenant): TableSource<Record<string, unknown>> {
    const matched = sql<number>`(select count(*)::int from bank_statement_lines l where l.statement_id = bank_statements.id and l.matched_entry_id is not null)`;
    const total = sql<number>`(select count(*)::int from bank_statement_lines l where l.statement_id = bank_statements.id)`;
    return {
      sortable: { createdAt: bankStatements.createdAt, periodEnd: bankStatements.periodEnd },
      searchable: { fileName: bankStatements.fileName },
      filters: { fundAccountId: (value) => eq(bankStatements.fundAccountId, filterId('fundAccountId', value)) },
      baseWhere: tenant.where(bankStatements),
      idColumn: bankStatements.id,
      list: async (where, orderBy, limit, offset) =>
        tenant.db
          .select({
            id: bankStatements.id,
            fundAccountId: bankStatements.fundAccountId,
            fundAccountName: fundAccounts.name,
            fileName: bankStatements.fileName,
            periodStart: bankStatements.periodStart,
            periodEnd: bankStatements.periodEnd,
            lines: total,
            matched,
            createdAt: bankStatements.createdAt,
          })
          .from(bankStatements)
          .innerJoin(fundAccounts, eq(fundAccounts.id, bankStatements.fundAccountId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(bankStatements).where(where))[0].n,
    };
  }
}

