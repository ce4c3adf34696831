import { count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { accounts, boqHistory } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { HttpError, parseInput } from '../../http/errors';
import { idParam } from '../../http/table';
import { idParams } from '../../http/openapi';
import { BoqRefusal, findBoq } from './boq.repository';
import { registerBoqRoom } from './boq.room';
import { BoqService } from './boq.service';
import { wholeNumber, MAX_PAGE_NUMBER } from '@haligi/shared';

const config = { scope: 'PROJECT_ACCESS' } as const;
type IdParams = { Params: { id: string } };
const historyQuery = z.object({
  page: wholeNumber(1, MAX_PAGE_NUMBER).optional().default(1),
  perPage: wholeNumber(1, 500).optional().default(50),
});

const tags = ['BOQ'];

const asHttp = (error: unknown) => (error instanceof BoqRefusal ? new HttpError(error.statusCode, error.message) : error);

/** The live BOQ room (Socket.IO) and its REST reads (docs/api/boq.md). */
export const boqRoutes: ModuleRoutes = (app, context) => {
  const service = new BoqService(context.db, context.realtime);
  context.realtime.declareRoom('boq', ['PROJECT_ACCESS']);
  context.realtime.onConnection((socket) => registerBoqRoom(socket, service, app.log));

  app.get<IdParams>('/boq/:id', { config, schema: { tags, summary: 'A bill of quantities with its rows (as BOQ_DATA)', params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    try {
      return await service.data(tenant, idParam(request.params.id));
    } catch (error) {
      throw asHttp(error);
    }
  });

  app.get<IdParams>('/boq/:id/history', { config, schema: { tags, summary: 'The edit history of a bill of quantities, newest first', params: idParams, querystring: historyQuery } }, async (request) => {
    const { tenant } = requireAuth(request);
    const boqId = idParam(request.params.id);
    const { page, perPage } = parseInput(historyQuery, request.query);
    try {
      await findBoq(tenant.db, tenant, boqId);
    } catch (error) {
      throw asHttp(error);
    }
    const where = tenant.where(boqHistory, eq(boqHistory.boqId, boqId));
    const [{ total }] = await tenant.db.select({ total: count() }).from(boqHistory).where(where);
    const rows = await tenant.db
      .select({
        id: boqHistory.id,
        action: boqHistory.action,
        rowId: boqHistory.rowId,
        changes: boqHistory.changes,
        accountId: accounts.id,
        accountName: sql<string | null>`(${accounts.firstName} || ' ' || ${accounts.lastName})`,
        createdAt: boqHistory.createdAt,
      })
      .from(boqHistory)
      .leftJoin(accounts, eq(accounts.id, boqHistory.accountId))
      .where(where)
      .orderBy(desc(boqHistory.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return {
      list: rows.map(({ accountId, accountName, ...row }) => ({ ...row, account: accountId === null ? null : { id: accountId, name: accountName } })),
      pagination: { page, perPage, total: Number(total) },
    };
  });
};
