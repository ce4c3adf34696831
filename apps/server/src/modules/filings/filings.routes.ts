import {
  cancelFilingRequest,
  createFilingRequest,
  FILING_MESSAGES,
  grantSilQuery,
  LEAVE_ADMIN_SCOPES,
  leaveBalanceQuery,
  leaveCreditRequest,
  manilaDate,
  type FilingPushPayload,
} from '@haligi/shared';
import { eq } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import type { Db } from '../../db/client';
import { employees, filings } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { requireAuth, type AuthContext } from '../../http/auth';
import { notFound, parseInput, unprocessable } from '../../http/errors';
import { idParams, idQuery, tableRoute } from '../../http/openapi';
import { answerTable, idParam } from '../../http/table';
import { registerApprovalHandler, type Actor } from '../approvals/approval-engine';
import { employeeBranchCondition } from '../employees/branch-limit';
import { filingAudience, FilingPushes } from './filing-pushes';
import { assertEmployeeInReach, FilingsService, isLeaveAdmin, seesAllFilings, settleFiling } from './filings.service';
import { creditLeave, grantSil, leaveBalances, listLeaveTypes } from './leave.service';

const TAG = 'Filings';
const LEAVE_TAG = 'Leave credits';
const LEAVE_ADMIN = { scope: [...LEAVE_ADMIN_SCOPES] } as const;
type IdParams = { Params: { id: string } };

/**
 * Filings (decision 0051, docs/api/filings.md): any member files for their own linked employee;
 * HR (team attendance or time keeping scopes) for others within the branch limit. Each filing goes
 * through the approval engine as a FILING document.
 */
export const filingsRoutes: ModuleRoutes = (app, { db, realtime }) => {
  const service = new FilingsService(db);
  const pushes = new FilingPushes(realtime);

  const payloadOf = (row: typeof filings.$inferSelect, action: FilingPushPayload['action'], by: number): FilingPushPayload => ({
    filingId: row.id,
    code: row.code,
    type: row.type,
    status: row.status,
    action,
    employeeId: row.employeeId,
    by: { accountId: by },
  });

  /** The engine's FILING handler: the filing's status and effects in the deciding transaction, pushes after it commits. */
  const settled = async (tx: Db, tenant: Tenant, id: number, status: 'APPROVED' | 'REJECTED' | 'RETURNED', reason: string | null, by: Actor) => {
    // A returned filing cannot be edited: it ends as rejected with the reason (file again).
    const row = await settleFiling(tx, tenant, id, status === 'APPROVED' ? 'APPROVED' : 'REJECTED', reason, by);
    if (!row) return;
    const audience = await filingAudience(tx, tenant, row, false);
    const action = status === 'APPROVED' ? 'approved' : status === 'REJECTED' ? 'rejected' : 'returned';
    return () => {
      pushes.filing(status === 'APPROVED' ? 'filing-approved' : 'filing-rejected', audience, payloadOf(row, action, by.id));
      pushes.queue('completed', audience.approvers, { documentType: 'FILING', documentId: row.id, documentCode: row.code, approvalRequestId: row.approvalRequestId, by: { accountId: by.id } });
      pushes.attendance(tenant.companyId, { employeeId: row.employeeId, from: row.dateFrom, to: row.dateTo, by: { accountId: by.id } });
    };
  };
  registerApprovalHandler('FILING', {
    onApproved: (tx, tenant, id, by) => settled(tx, tenant, id, 'APPROVED', null, by),
    onRejected: (tx, tenant, id, reason, by) => settled(tx, tenant, id, 'REJECTED', reason, by),
    onReturned: (tx, tenant, id, reason, by) => settled(tx, tenant, id, 'RETURNED', reason, by),
  });

  const audienceOf = async (tenant: Tenant, id: number, openOnly: boolean) => {
    const [row] = await db.select().from(filings).where(tenant.where(filings, eq(filings.id, id)));
    return { row, audience: await filingAudience(db, tenant, row, openOnly) };
  };

  app.post('/filing', { schema: { tags: [TAG], summary: 'File a leave, overtime, official business, schedule adjustment or attendance correction', body: createFilingRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const filing = await service.create(auth.tenant, auth, parseInput(createFilingRequest, request.body));
    const { row, audience } = await audienceOf(auth.tenant, filing.id, true);
    pushes.filing('filing-created', audience, payloadOf(row, 'created', auth.account.id));
    if (row.status === 'PENDING') pushes.queue('created', audience.approvers, { documentType: 'FILING', documentId: row.id, documentCode: row.code, approvalRequestId: row.approvalRequestId, by: { accountId: auth.account.id } });
    return reply.status(201).send({ data: filing, message: FILING_MESSAGES.created });
  });

  app.get<{ Querystring: { id?: string } }>('/filing', { schema: { tags: [TAG], summary: 'A filing (its filer, the employee, or HR within the branch limit)', querystring: idQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idQuery, request.query);
    return { data: await service.find(auth.tenant, auth, id), canSeeAll: seesAllFilings(auth) };
  });

  app.put('/filing', { schema: tableRoute(TAG, "Table of filings: the caller's own, or with filter view=company every filing HR may see; filters type, status, employeeId, date") }, async (request) => {
    const auth = requireAuth(request);
    return answerTable(service.table(auth.tenant, auth), request.body, request.query);
  });

  app.post<IdParams>('/filing/:id/cancel', { schema: { tags: [TAG], summary: 'Cancel a pending filing (its filer) or an approved leave (HR: credits come back)', params: idParams, body: cancelFilingRequest } }, async (request) => {
    const auth = requireAuth(request);
    const { reason } = parseInput(cancelFilingRequest, request.body ?? undefined);
    const id = idParam(request.params.id);
    const { before, after } = await service.cancel(auth.tenant, auth, id, reason);
    const { row, audience } = await audienceOf(auth.tenant, id, false);
    pushes.filing('filing-updated', audience, payloadOf(row, 'canceled', auth.account.id));
    if (before.status === 'PENDING') pushes.queue('completed', audience.approvers, { documentType: 'FILING', documentId: row.id, documentCode: row.code, approvalRequestId: row.approvalRequestId, by: { accountId: auth.account.id } });
    else pushes.attendance(auth.tenant.companyId, { employeeId: row.employeeId, from: row.dateFrom, to: row.dateTo, by: { accountId: auth.account.id } });
    return { data: after, message: FILING_MESSAGES.canceled };
  });

  app.get('/leave/type', { schema: { tags: [LEAVE_TAG], summary: "The company's leave types" } }, async (request) => {
    const auth = requireAuth(request);
    return { list: await listLeaveTypes(db, auth.tenant) };
  });

  /** The employee asked about: one's own without a scope; another's for HR within the branch limit. */
  const balanceEmployee = async (auth: AuthContext, employeeId: number | undefined) => {
    const [own] = await db.select({ id: employees.id }).from(employees).where(auth.tenant.where(employees, eq(employees.accountId, auth.account.id), eq(employees.isDeleted, false)));
    if (employeeId == null) {
      if (!own) throw unprocessable(FILING_MESSAGES.notLinked);
      return own.id;
    }
    if (own?.id === employeeId) return employeeId;
    if (!seesAllFilings(auth) && !isLeaveAdmin(auth)) throw notFound('Employee');
    return (await assertEmployeeInReach(db, auth.tenant, auth, employeeId)).id;
  };

  app.get<{ Querystring: { employeeId?: string; year?: string } }>(
    '/leave/balance',
    { schema: { tags: [LEAVE_TAG], summary: "Leave balances of an employee for a year (default: the caller's own, this year)", querystring: leaveBalanceQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const query = parseInput(leaveBalanceQuery, request.query);
      const employeeId = await balanceEmployee(auth, query.employeeId);
      const year = query.year ?? Number(manilaDate(new Date()).slice(0, 4));
      return { employeeId, year, list: await leaveBalances(db, auth.tenant, employeeId, year) };
    },
  );

  app.post('/leave/credit', { config: LEAVE_ADMIN, schema: { tags: [LEAVE_TAG], summary: 'Grant or take back leave days (an ADJUST row of the ledger, with a note)', body: leaveCreditRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const input = parseInput(leaveCreditRequest, request.body);
    return reply.status(201).send(await creditLeave(db, auth.tenant, auth.account.id, input, (tx, id) => assertEmployeeInReach(tx, auth.tenant.on(tx), auth, id)));
  });

  app.post<{ Querystring: { year?: string } }>(
    '/leave/grant-sil',
    { config: LEAVE_ADMIN, schema: { tags: [LEAVE_TAG], summary: "Grant the year's service incentive leave to every employee with a year of service (once per employee and year)", querystring: grantSilQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const { year } = parseInput(grantSilQuery, request.query);
      return grantSil(db, auth.tenant, auth.account.id, year, employeeBranchCondition(auth));
    },
  );
};
