import {
  createCutoffRequest,
  generateCutoffsRequest,
  payrollGroupMembersRequest,
  payrollGroupRequest,
  payrollGroupSelectQuery,
  payslipQuery,
  recordId,
  runCutoffRequest,
  updateCutoffRequest,
  updatePayrollGroupRequest,
} from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { answerTable, idParam } from '../../http/table';
import { registerApprovalHandler } from '../approvals/approval-engine';
import { CutoffsService } from './cutoffs.service';
import { PayrollGroupsService } from './payroll-groups.service';
import { PayrollPushes } from './payroll-pushes';
import { registerPayrollRun } from './payroll-run';

const GROUP_TAG = 'Payroll groups';
const CUTOFF_TAG = 'Payroll cutoffs';
const GROUPS = { scope: 'MANPOWER_PAYROLL_GROUP_ACCESS' } as const;
const CUTOFF_WRITE = { scope: 'MANPOWER_CUTOFF_MANAGEMENT_ACCESS' } as const;
const CENTER = { scope: 'MANPOWER_PAYROLL_CENTER_ACCESS' } as const;
/** Who reads cutoffs and payslips: cutoff management, the payroll center, the approvers. */
const CUTOFF_READ = { scope: ['MANPOWER_CUTOFF_MANAGEMENT_ACCESS', 'MANPOWER_PAYROLL_CENTER_ACCESS', 'MANPOWER_PAYROLL_APPROVE_ACCESS'] } as const;
const GROUP_LIST = { scope: ['MANPOWER_PAYROLL_GROUP_ACCESS', 'MANPOWER_CUTOFF_MANAGEMENT_ACCESS', 'MANPOWER_PAYROLL_CENTER_ACCESS', 'MANPOWER_PAYROLL_APPROVE_ACCESS'] } as const;
type IdParams = { Params: { id: string } };
const employeeParams = z.object({ id: recordId(), employeeId: recordId() });

/** Payroll groups, cutoffs and the run (issue 15, decision 0055; docs/api/payroll.md). */
export const payrollRoutes: ModuleRoutes = (app, { db, realtime, queue, config }) => {
  const pushes = new PayrollPushes(realtime);
  const groups = new PayrollGroupsService();
  const cutoffs = new CutoffsService(db, queue, pushes);
  registerPayrollRun(db, queue, pushes, { batchPauseMs: config.importBatchPauseMs });
  registerApprovalHandler('PAYROLL_CUTOFF', {
    onApproved: (tx, tenant, id) => cutoffs.settle(tx, tenant, id, 'APPROVED'),
    onRejected: (tx, tenant, id) => cutoffs.settle(tx, tenant, id, 'OPEN'),
    onReturned: (tx, tenant, id) => cutoffs.settle(tx, tenant, id, 'OPEN'),
  });

  // Payroll groups.
  app.post('/payroll/group', { config: GROUPS, schema: { tags: [GROUP_TAG], summary: 'Create a payroll group', body: payrollGroupRequest } }, async (request, reply) =>
    reply.status(201).send(await groups.create(requireAuth(request).tenant, parseInput(payrollGroupRequest, request.body))),
  );
  app.patch('/payroll/group', { config: GROUPS, schema: { tags: [GROUP_TAG], summary: 'Change a payroll group (the fields sent)', body: updatePayrollGroupRequest } }, async (request) =>
    groups.update(requireAuth(request).tenant, parseInput(updatePayrollGroupRequest, request.body)),
  );
  app.get('/payroll/group', { config: GROUP_LIST, schema: { tags: [GROUP_TAG], summary: 'A payroll group with its member count', querystring: idQuery } }, async (request) => {
    const { id } = parseInput(idQuery, request.query);
    return { data: await groups.find(requireAuth(request).tenant, id) };
  });
  app.put('/payroll/group', { config: GROUPS, schema: tableRoute(GROUP_TAG, 'Table of payroll groups (filter frequency; search name)') }, async (request) =>
    answerTable(groups.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.delete<IdParams>('/payroll/group/:id', { config: GROUPS, schema: { tags: [GROUP_TAG], summary: 'Delete a payroll group (its members leave it)', params: idParams } }, async (request) =>
    groups.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/select-box/payroll-group', { config: GROUP_LIST, schema: selectListRoute(GROUP_TAG, 'Payroll groups: [{label, value, frequency}]', { querystring: payrollGroupSelectQuery }) }, async (request) => {
    const { search } = parseInput(payrollGroupSelectQuery, request.query);
    return groups.selectList(requireAuth(request).tenant, search);
  });
  app.get<IdParams>('/payroll/group/:id/member', { config: GROUPS, schema: { tags: [GROUP_TAG], summary: "The group's employees", params: idParams } }, async (request) =>
    groups.members(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.post<IdParams>('/payroll/group/:id/member', { config: GROUPS, schema: { tags: [GROUP_TAG], summary: 'Put employees in the group (moved out of any other)', params: idParams, body: payrollGroupMembersRequest } }, async (request) => {
    const { employeeIds } = parseInput(payrollGroupMembersRequest, request.body);
    return groups.assign(requireAuth(request).tenant, idParam(request.params.id), employeeIds);
  });
  app.post<IdParams>('/payroll/group/:id/member/remove', { config: GROUPS, schema: { tags: [GROUP_TAG], summary: 'Take employees out of the group', params: idParams, body: payrollGroupMembersRequest } }, async (request) => {
    const { employeeIds } = parseInput(payrollGroupMembersRequest, request.body);
    return groups.unassign(requireAuth(request).tenant, idParam(request.params.id), employeeIds);
  });

  // Cutoffs.
  app.post('/payroll/cutoff/generate', { config: CUTOFF_WRITE, schema: { tags: [CUTOFF_TAG], summary: "Generate a group's cutoffs of a month (those missing)", body: generateCutoffsRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const answer = await cutoffs.generate(auth.tenant, auth.account.id, parseInput(generateCutoffsRequest, request.body));
    return reply.status(answer.created ? 201 : 200).send(answer);
  });
  app.post('/payroll/cutoff', { config: CUTOFF_WRITE, schema: { tags: [CUTOFF_TAG], summary: 'Create a cutoff by hand', body: createCutoffRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await cutoffs.create(auth.tenant, auth.account.id, parseInput(createCutoffRequest, request.body)));
  });
  app.patch('/payroll/cutoff', { config: CUTOFF_WRITE, schema: { tags: [CUTOFF_TAG], summary: "Change an open cutoff's pay date and what it includes", body: updateCutoffRequest } }, async (request) =>
    cutoffs.update(requireAuth(request).tenant, parseInput(updateCutoffRequest, request.body)),
  );
  app.delete<IdParams>('/payroll/cutoff/:id', { config: CUTOFF_WRITE, schema: { tags: [CUTOFF_TAG], summary: 'Delete an open cutoff', params: idParams } }, async (request) =>
    cutoffs.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/payroll/cutoff', { config: CUTOFF_READ, schema: { tags: [CUTOFF_TAG], summary: 'A cutoff with its totals and status', querystring: idQuery } }, async (request) => {
    const { id } = parseInput(idQuery, request.query);
    return { data: await cutoffs.find(requireAuth(request).tenant, id) };
  });
  app.put('/payroll/cutoff', { config: CUTOFF_READ, schema: tableRoute(CUTOFF_TAG, 'Table of cutoffs (filters payrollGroupId, status, year, month; search code)') }, async (request) =>
    answerTable(cutoffs.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.post<IdParams>('/payroll/cutoff/:id/run', { config: CENTER, schema: { tags: [CUTOFF_TAG], summary: 'Run the payroll of a cutoff (a background job; 202)', params: idParams, body: runCutoffRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const options = parseInput(runCutoffRequest, request.body ?? undefined);
    return reply.status(202).send(await cutoffs.run(auth.tenant, auth.account.id, idParam(request.params.id), options));
  });
  app.post<IdParams>('/payroll/cutoff/:id/post', { config: CENTER, schema: { tags: [CUTOFF_TAG], summary: 'Post an approved cutoff (loan payments into the ledger); never changed after', params: idParams } }, async (request) => {
    const auth = requireAuth(request);
    return cutoffs.post(auth.tenant, auth.account.id, idParam(request.params.id));
  });
  app.post<{ Params: { id: string; employeeId: string } }>(
    '/payroll/cutoff/:id/employee/:employeeId/recompute',
    { config: CENTER, schema: { tags: [CUTOFF_TAG], summary: "Compute one employee's payslip again on a cutoff waiting for approval", params: employeeParams } },
    async (request) => {
      const { id, employeeId } = parseInput(employeeParams, request.params);
      return cutoffs.recompute(requireAuth(request).tenant, id, employeeId);
    },
  );
  app.put<IdParams>('/payroll/cutoff/:id/payslip', { config: CUTOFF_READ, schema: tableRoute(CUTOFF_TAG, "Table of a cutoff's payslips (filter flag; search employee)", { params: idParams }) }, async (request) => {
    const auth = requireAuth(request);
    return answerTable(await cutoffs.payslipTable(auth.tenant, idParam(request.params.id)), request.body, request.query);
  });
  app.get<IdParams>('/payroll/cutoff/:id/summary', { config: CUTOFF_READ, schema: { tags: [CUTOFF_TAG], summary: "A cutoff's totals by column and by payslip line, and its flags", params: idParams } }, async (request) =>
    cutoffs.summary(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get<IdParams>('/payroll/cutoff/:id/unpaid', { config: CUTOFF_READ, schema: { tags: [CUTOFF_TAG], summary: 'Employees the cutoff pays who have no payslip yet', params: idParams } }, async (request) =>
    cutoffs.unpaid(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/payroll/payslip', { config: CUTOFF_READ, schema: { tags: [CUTOFF_TAG], summary: 'One payslip with its lines and cutoff', querystring: payslipQuery } }, async (request) => {
    const { id } = parseInput(payslipQuery, request.query);
    return cutoffs.payslip(requireAuth(request).tenant, id);
  });
};
