import {
  bulkEnrolRequest,
  endEnrolmentRequest,
  enrolmentCovers,
  loanCorrectionRequest,
  loanQuery,
  planMemberRequest,
  planRequest,
  silGrantRequest,
  updatePlanMemberRequest,
  updatePlanRequest,
} from '@haligi/shared';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { payrollPlanMembers } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { parseInput, unprocessable } from '../../http/errors';
import { idParams, idQuery, tableRoute } from '../../http/openapi';
import { answerTable, idParam } from '../../http/table';
import { employeeBranchCondition } from '../employees/branch-limit';
import { grantSil } from '../filings/leave.service';
import { LoansService } from './loans.service';
import { MembersService } from './members.service';
import { assertKind, kindsOf, PLAN_SCREEN_SCOPES } from './plan-access';
import { PlansService } from './plans.service';

const PLANS = { scope: PLAN_SCREEN_SCOPES };
const LOANS = { scope: 'MANPOWER_DEDUCTION_ACCESS' } as const;
const SIL = { scope: 'MANPOWER_SERVICE_INCENTIVE_LEAVE_ACCESS' } as const;
const tags = ['Payroll plans'];
type IdParams = { Params: { id: string } };
type IdQuery = { Querystring: { id?: string } };

/**
 * Allowance, deduction (with loans) and service incentive leave plans (issue 15, decision 0056,
 * docs/api/payroll-plans.md). Any plan screen's scope opens these routes; each call then needs the
 * scope of its plan's kind (a plan page shares its list's permission, spec part 1 section 6).
 */
export const payrollPlansRoutes: ModuleRoutes = (app, { db }) => {
  const plans = new PlansService();
  const members = new MembersService();
  const loans = new LoansService(members);

  app.post('/payroll/plan', { config: PLANS, schema: { tags, summary: 'Create an allowance, deduction or SIL plan', body: planRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const input = parseInput(planRequest, request.body);
    assertKind(auth, input.kind);
    return reply.status(201).send(await plans.create(auth.tenant, auth.account.id, input));
  });
  app.patch('/payroll/plan', { config: PLANS, schema: { tags, summary: 'Change a plan (the fields sent; the kind never changes)', body: updatePlanRequest } }, async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(updatePlanRequest, request.body);
    assertKind(auth, (await plans.row(db, auth.tenant, input.id)).kind);
    return plans.update(auth.tenant, input);
  });
  app.get<IdQuery>('/payroll/plan', { config: PLANS, schema: { tags, summary: 'A plan with its member count and open loan balance', querystring: idQuery } }, async (request) => {
    const auth = requireAuth(request);
    const plan = await plans.find(auth.tenant, idParam(request.query.id));
    assertKind(auth, plan.kind);
    return { data: plan };
  });
  app.put('/payroll/plan', { config: PLANS, schema: tableRoute('Payroll plans', 'Table of plans (filter kind: ALLOWANCE, DEDUCTION, SIL; only the kinds the caller may see)') }, async (request) => {
    const auth = requireAuth(request);
    return answerTable(plans.table(auth.tenant, kindsOf(auth)), request.body, request.query);
  });
  app.delete<IdParams>('/payroll/plan/:id', { config: PLANS, schema: { tags, summary: 'Delete a plan (refused while a loan of it has a balance)', params: idParams } }, async (request) => {
    const auth = requireAuth(request);
    const id = idParam(request.params.id);
    assertKind(auth, (await plans.row(db, auth.tenant, id)).kind);
    return plans.remove(auth.tenant, id);
  });

  app.post('/payroll/plan/member', { config: PLANS, schema: { tags, summary: 'Enrol an employee (a loan: with principal and amortization, written to the loan ledger)', body: planMemberRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const input = parseInput(planMemberRequest, request.body);
    const plan = await plans.row(db, auth.tenant, input.planId);
    assertKind(auth, plan.kind);
    return reply.status(201).send(await members.enrol(auth.tenant, auth.account.id, input, plan, employeeBranchCondition(auth)));
  });
  app.post('/payroll/plan/member/bulk', { config: PLANS, schema: { tags, summary: 'Enrol everyone of a team or a department (not separated; those already in the plan skipped)', body: bulkEnrolRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const input = parseInput(bulkEnrolRequest, request.body);
    const plan = await plans.row(db, auth.tenant, input.planId);
    assertKind(auth, plan.kind);
    return reply.status(201).send(await members.bulkEnrol(auth.tenant, auth.account.id, input, plan, employeeBranchCondition(auth)));
  });
  app.patch('/payroll/plan/member', { config: PLANS, schema: { tags, summary: "Change an enrolment's amount, amortization, dates or note (the fields sent)", body: updatePlanMemberRequest } }, async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(updatePlanMemberRequest, request.body);
    const branch = employeeBranchCondition(auth);
    const current = await members.row(db, auth.tenant, input.id, branch);
    assertKind(auth, current.plan.kind);
    return members.update(auth.tenant, input, current, branch);
  });
  app.get<IdQuery>('/payroll/plan/member', { config: PLANS, schema: { tags, summary: 'An enrolment (a loan with its balance; SIL with days left and their cash value)', querystring: idQuery } }, async (request) => {
    const auth = requireAuth(request);
    const branch = employeeBranchCondition(auth);
    const row = await members.row(db, auth.tenant, idParam(request.query.id), branch);
    assertKind(auth, row.plan.kind);
    return { data: await members.find(auth.tenant, row.member.id, branch) };
  });
  app.put('/payroll/plan/member', { config: PLANS, schema: tableRoute('Payroll plans', "Table of a plan's members (filter planId, status)") }, async (request) => {
    const auth = requireAuth(request);
    return answerTable(members.table(auth.tenant, kindsOf(auth), employeeBranchCondition(auth)), request.body, request.query);
  });
  app.post<IdParams>('/payroll/plan/member/:id/end', { config: PLANS, schema: { tags, summary: 'End an enrolment on a date (the last day the plan applies)', params: idParams, body: endEnrolmentRequest } }, async (request) => {
    const auth = requireAuth(request);
    const { endDate } = parseInput(endEnrolmentRequest, request.body);
    const branch = employeeBranchCondition(auth);
    const current = await members.row(db, auth.tenant, idParam(request.params.id), branch);
    assertKind(auth, current.plan.kind);
    return members.end(auth.tenant, current, endDate, branch);
  });

  app.get('/payroll/loan', { config: LOANS, schema: { tags, summary: 'A loan: balance (ledger sum), ledger and the installments left', querystring: loanQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { memberId } = parseInput(loanQuery, request.query);
    return loans.detail(auth.tenant, memberId, employeeBranchCondition(auth));
  });
  app.post('/payroll/loan/correction', { config: LOANS, schema: { tags, summary: 'Correct a loan with a new ledger row (never an edit)', body: loanCorrectionRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const input = parseInput(loanCorrectionRequest, request.body);
    return reply.status(201).send(await loans.correct(auth.tenant, auth.account.id, input, employeeBranchCondition(auth)));
  });

  app.post('/payroll/plan/sil-grant', { config: SIL, schema: { tags, summary: "Grant a SIL plan's days for a year to its members with a year of service (leave ledger, once per employee and year)", body: silGrantRequest } }, async (request) => {
    const auth = requireAuth(request);
    const { planId, year } = parseInput(silGrantRequest, request.body);
    const plan = await plans.row(db, auth.tenant, planId);
    if (plan.kind !== 'SIL') throw unprocessable('planId: not a service incentive leave plan');
    const enrolled = await db
      .select({ employeeId: payrollPlanMembers.employeeId, startDate: payrollPlanMembers.startDate, endDate: payrollPlanMembers.endDate })
      .from(payrollPlanMembers)
      .where(
        auth.tenant.where(
          payrollPlanMembers,
          eq(payrollPlanMembers.planId, planId),
          eq(payrollPlanMembers.isDeleted, false),
          and(lte(payrollPlanMembers.startDate, `${year}-12-31`), or(isNull(payrollPlanMembers.endDate), gte(payrollPlanMembers.endDate, `${year}-01-01`))),
        ),
      );
    const employeeIds = enrolled.filter((m) => enrolmentCovers(m, `${year}-01-01`, `${year}-12-31`)).map((m) => m.employeeId);
    return grantSil(db, auth.tenant, auth.account.id, year, employeeBranchCondition(auth), undefined, { employeeIds, days: plan.daysPerYear, note: `${plan.name} ${year} (Labor Code art. 95)` });
  });
};
