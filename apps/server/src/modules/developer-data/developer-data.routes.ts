import { databaseRowsQuery, databaseTableQuery } from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { parseInput } from '../../http/errors';
import { idParams, selectListRoute, tableAnswer, tableBody, tableRoute } from '../../http/openapi';
import { answerTable, idParam } from '../../http/table';
import { auditActorOf, recordAudit } from '../audit/audit';
import { auditActions, auditActors, auditCompanies, auditEntry, auditLogTable } from './audit-log';
import { listTables, readRows, tableColumns } from './database-viewer';
import { migrationStatus } from './migrations';
import { seedRunTable, seedStepStatus } from './seed-runs';

const DEVELOPER = { access: 'developer' } as const;
const tags = ['Developer'];

/**
 * Developer > database viewer, audit log, seed tracking and migrations (issue 19, decision 0072).
 * Everything here reads; the viewer has no write path at all (any other method is a 404).
 */
export const developerDataRoutes: ModuleRoutes = (app, context) => {
  const { db, database } = context;

  app.get('/developer/database/tables', { config: DEVELOPER, schema: { tags, summary: 'Every table of the database with its number of rows (an estimate above 100,000)' } }, async () =>
    listTables(database),
  );

  app.get('/developer/database/columns', { config: DEVELOPER, schema: { tags, summary: "A table's columns, with which are masked", querystring: databaseTableQuery } }, async (request) => {
    const { table } = parseInput(databaseTableQuery, request.query);
    return tableColumns(database, table);
  });

  app.put(
    '/developer/database/rows',
    {
      config: DEVELOPER,
      schema: {
        tags,
        summary: "One page of a table's rows, secret columns masked (read-only; recorded as database.rows)",
        body: tableBody,
        querystring: databaseRowsQuery,
        response: { 200: tableAnswer },
      },
    },
    async (request) => {
      const { table } = parseInput(databaseTableQuery, request.query);
      const { answer, summary } = await readRows(database, table, request.body, request.query);
      // Who read which rows of which table: a filter on one company names that company.
      const companyFilter = summary.filters.find((f) => f.column === 'company_id' && f.op === 'equals' && /^\d{1,9}$/.test(f.value));
      await recordAudit(db, auditActorOf(request), {
        action: 'database.rows',
        entity: 'table',
        entityId: table,
        companyId: companyFilter ? Number(companyFilter.value) : null,
        after: { ...summary, page: answer.pagination.page, perPage: answer.pagination.perPage, rows: answer.list.length },
      }).catch(async (error: unknown) => {
        // A company id that does not exist cannot be named by the entry's foreign key: record it installation-wide.
        if ((error as { code?: string }).code !== '23503') throw error;
        await recordAudit(db, auditActorOf(request), { action: 'database.rows', entity: 'table', entityId: table, after: summary });
      });
      return answer;
    },
  );

  const auditTable = auditLogTable(db);
  app.put('/developer/audit-log', { config: DEVELOPER, schema: tableRoute('Developer', 'The audit log: who did what to which company and record, newest first') }, async (request) =>
    answerTable(auditTable, request.body, request.query),
  );
  app.get('/developer/audit-log/actors', { config: DEVELOPER, schema: selectListRoute('Developer', 'The accounts the audit log names as actors') }, async () => auditActors(db));
  app.get('/developer/audit-log/companies', { config: DEVELOPER, schema: selectListRoute('Developer', 'The companies the audit log names') }, async () => auditCompanies(db));
  app.get('/developer/audit-log/actions', { config: DEVELOPER, schema: selectListRoute('Developer', 'The actions the audit log holds') }, async () => auditActions(db));
  app.get<{ Params: { id: string } }>('/developer/audit-log/:id', { config: DEVELOPER, schema: { tags, summary: 'One audit entry with the record before and after and their difference', params: idParams } }, async (request) =>
    auditEntry(db, idParam(request.params.id)),
  );

  app.get('/developer/migrations', { config: DEVELOPER, schema: { tags, summary: "The code's migrations against the database's: applied, pending, changed or unknown" } }, async () =>
    migrationStatus(database),
  );

  const seedTable = seedRunTable(db);
  app.put('/developer/seed-runs', { config: DEVELOPER, schema: tableRoute('Developer', 'Every recorded seed step run, newest first') }, async (request) => answerTable(seedTable, request.body, request.query));
  app.get('/developer/seed-steps', { config: DEVELOPER, schema: { tags, summary: "Each seed step: its data's checksum now, its runs and its last run", response: { 200: z.array(z.looseObject({ name: z.string() })) } } }, async () =>
    seedStepStatus(db),
  );
};
