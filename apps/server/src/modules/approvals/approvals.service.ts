import {
  APPROVAL_DOCUMENT_LABELS,
  APPROVAL_DOCUMENT_TYPES,
  APPROVAL_MESSAGES,
  approverStanding,
  hasPermission,
  isKnownScope,
  WORKFLOW_SETTINGS_SCOPE_BY_DOCUMENT,
  type ApprovalDocumentType,
  type PermissionRole,
  type SaveWorkflowRequest,
} from '@haligi/shared';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { delegationRequest } from '@haligi/shared';
import type { Db } from '../../db/client';
import { accounts, approvalDecisions, approvalDelegations, approvalRequests, approvalSteps, roles, userLevels, workflowSteps, workflows } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { activeDelegators, approverCandidates, readWorkflow, type Actor } from './approval-engine';

const fullName = sql<string>`trim(${accounts.firstName} || ' ' || ${accounts.lastName})`;

async function namesOf(db: Db, tenant: Tenant, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, string>();
  const rows = await db.select({ id: accounts.id, name: fullName }).from(accounts).where(tenant.where(accounts, inArray(accounts.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * GET /approval/pending: the open steps the caller may decide, worked out when read (a member who
 * gained an approve scope since sees the steps already waiting), oldest first. Steps of the
 * caller's own requests are left out (unless self-approval is on), as are steps they already decided.
 */
export async function pendingFor(db: Db, tenant: Tenant, accountId: number) {
  const open = await db
    .select({
      id: approvalSteps.id,
      name: approvalSteps.name,
      approverType: approvalSteps.approverType,
      scope: approvalSteps.scope,
      approverIds: approvalSteps.approverIds,
      requiredCount: approvalSteps.requiredCount,
      position: approvalSteps.position,
      openedAt: approvalSteps.openedAt,
      approvalRequestId: approvalRequests.id,
      documentType: approvalRequests.documentType,
      documentId: approvalRequests.documentId,
      documentCode: approvalRequests.documentCode,
      amount: approvalRequests.amount,
      requestedById: approvalRequests.requestedById,
      allowSelfApproval: approvalRequests.allowSelfApproval,
      createdAt: approvalRequests.createdAt,
    })
    .from(approvalSteps)
    .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
    .where(and(tenant.where(approvalSteps, eq(approvalSteps.status, 'PENDING')), eq(approvalRequests.status, 'PENDING')))
    .orderBy(asc(approvalSteps.openedAt), asc(approvalSteps.id));
  if (!open.length) return [];
  const me = (await approverCandidates(db, tenant, [accountId])).get(accountId);
  if (!me) return [];
  const delegators = await activeDelegators(db, tenant, accountId);
  const decided = await db
    .select({ stepId: approvalDecisions.approvalStepId, accountId: approvalDecisions.accountId, onBehalfOfId: approvalDecisions.onBehalfOfId })
    .from(approvalDecisions)
    .where(and(eq(approvalDecisions.companyId, tenant.companyId), inArray(approvalDecisions.approvalStepId, open.map((s) => s.id))));
  const mine = open.flatMap((step) => {
    const standing = approverStanding({
      step: { approverType: step.approverType as 'SCOPE', scope: step.scope, approverIds: step.approverIds },
      account: me,
      requesterId: step.requestedById,
      allowSelfApproval: step.allowSelfApproval,
      delegators,
    });
    if (!standing.ok) return [];
    const voice = standing.onBehalfOfId ?? accountId;
    if (decided.some((d) => d.stepId === step.id && (d.accountId === accountId || (d.onBehalfOfId ?? d.accountId) === voice))) return [];
    return [{ step, onBehalfOfId: standing.onBehalfOfId }];
  });
  const names = await namesOf(db, tenant, mine.flatMap(({ step, onBehalfOfId }) => [step.requestedById, onBehalfOfId]));
  return mine.map(({ step, onBehalfOfId }) => ({
    id: step.id,
    documentType: step.documentType,
    documentId: step.documentId,
    documentCode: step.documentCode,
    amount: step.amount,
    stepName: step.name,
    stepPosition: step.position,
    approvalRequestId: step.approvalRequestId,
    requestedBy: step.requestedById !== null ? { id: step.requestedById, name: names.get(step.requestedById) ?? '' } : null,
    onBehalfOf: onBehalfOfId !== null ? { id: onBehalfOfId, name: names.get(onBehalfOfId) ?? '' } : null,
    createdAt: step.openedAt ?? step.createdAt,
  }));
}

/**
 * GET /approval/trail: every submission of a document, newest first, with its steps and each
 * decision (who, for whom, when, comment or reason): what the document page shows.
 */
export async function trailOf(db: Db, tenant: Tenant, documentType: ApprovalDocumentType, documentId: number) {
  const requests = await db
    .select()
    .from(approvalRequests)
    .where(tenant.where(approvalRequests, eq(approvalRequests.documentType, documentType), eq(approvalRequests.documentId, documentId)))
    .orderBy(desc(approvalRequests.id));
  if (!requests.length) return [];
  const ids = requests.map((r) => r.id);
  const steps = await db.select().from(approvalSteps).where(inArray(approvalSteps.approvalRequestId, ids)).orderBy(asc(approvalSteps.position));
  const decisions = await db.select().from(approvalDecisions).where(inArray(approvalDecisions.approvalRequestId, ids)).orderBy(asc(approvalDecisions.id));
  const names = await namesOf(db, tenant, [...requests.map((r) => r.requestedById), ...decisions.flatMap((d) => [d.accountId, d.onBehalfOfId])]);
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  return requests.map((request) => ({
    id: request.id,
    status: request.status,
    amount: request.amount,
    requestedBy: person(request.requestedById),
    createdAt: request.createdAt,
    decidedAt: request.decidedAt,
    steps: steps
      .filter((step) => step.approvalRequestId === request.id)
      .map((step) => ({
        id: step.id,
        position: step.position,
        name: step.name,
        status: step.status,
        requiredCount: step.requiredCount,
        openedAt: step.openedAt,
        decidedAt: step.decidedAt,
        decisions: decisions
          .filter((d) => d.approvalStepId === step.id)
          .map((d) => ({ id: d.id, decision: d.decision, comment: d.comment, by: person(d.accountId), onBehalfOf: person(d.onBehalfOfId), createdAt: d.createdAt })),
      })),
  }));
}

/** Whether this member may edit the workflow of this document type (SETTINGS_WORKFLOW edits all). */
export function mayEditWorkflow(role: PermissionRole | null | undefined, documentType: ApprovalDocumentType) {
  const specific = WORKFLOW_SETTINGS_SCOPE_BY_DOCUMENT[documentType];
  return hasPermission(role, specific ? ['SETTINGS_WORKFLOW', specific] : ['SETTINGS_WORKFLOW']);
}

export async function workflowOf(db: Db, tenant: Tenant, documentType: ApprovalDocumentType) {
  const workflow = await readWorkflow(db, tenant, documentType);
  return { documentType, label: APPROVAL_DOCUMENT_LABELS[documentType], ...workflow };
}

/** Every document type with its step count, for the workflow parent screen. */
export async function workflowList(db: Db, tenant: Tenant, role: PermissionRole | null | undefined) {
  const answers = [];
  for (const documentType of APPROVAL_DOCUMENT_TYPES) {
    const workflow = await readWorkflow(db, tenant, documentType);
    answers.push({
      documentType,
      label: APPROVAL_DOCUMENT_LABELS[documentType],
      stepCount: workflow.steps.length,
      allowSelfApproval: workflow.allowSelfApproval,
      isDefault: workflow.isDefault,
      canEdit: mayEditWorkflow(role, documentType),
    });
  }
  return answers;
}

/**
 * PUT /approval/workflow: replaces a document type's steps. Scopes must be known; members, roles
 * and user levels must be the company's (400 listing each problem). Documents already submitted
 * keep the steps they were submitted with.
 */
export async function saveWorkflow(db: Db, tenant: Tenant, actor: Actor, input: SaveWorkflowRequest) {
  const problems: string[] = [];
  const ids = (type: string) => [...new Set(input.steps.filter((s) => s.approverType === type).flatMap((s) => s.approverIds))];
  const known = async (table: typeof accounts | typeof roles | typeof userLevels, wanted: number[]) =>
    wanted.length ? new Set((await db.select({ id: table.id }).from(table).where(tenant.where(table, inArray(table.id, wanted), eq(table.isDeleted, false)))).map((r) => r.id)) : new Set<number>();
  const users = await known(accounts, ids('USERS'));
  const roleIds = await known(roles, ids('ROLE'));
  const levels = await known(userLevels, ids('USER_LEVEL'));
  input.steps.forEach((step, index) => {
    const at = `steps.${index}`;
    if (step.approverType === 'SCOPE' && step.scope && !isKnownScope(step.scope)) problems.push(`${at}.scope: is not a known scope`);
    const pool = step.approverType === 'USERS' ? users : step.approverType === 'ROLE' ? roleIds : step.approverType === 'USER_LEVEL' ? levels : null;
    if (pool) for (const id of step.approverIds) if (!pool.has(id)) problems.push(`${at}.approverIds: ${id} is not a member, role or user level of this company`);
  });
  if (problems.length) throw badRequest(problems);
  await db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const [workflow] = await tx
      .insert(workflows)
      .values(scoped.values({ documentType: input.documentType, allowSelfApproval: input.allowSelfApproval, updatedById: actor.id }))
      .onConflictDoUpdate({ target: [workflows.companyId, workflows.documentType], set: { allowSelfApproval: input.allowSelfApproval, updatedById: actor.id, updatedAt: new Date() } })
      .returning({ id: workflows.id });
    await tx.delete(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id));
    if (input.steps.length) {
      await tx.insert(workflowSteps).values(
        input.steps.map((step, index) =>
          scoped.values({
            workflowId: workflow.id,
            position: index + 1,
            name: step.name,
            approverType: step.approverType,
            scope: step.approverType === 'SCOPE' ? step.scope : null,
            approverIds: step.approverType === 'SCOPE' ? [] : step.approverIds,
            minAmount: step.minAmount === null ? null : step.minAmount.toFixed(2),
            requiredCount: step.requiredCount,
          }),
        ),
      );
    }
  });
  return { data: await workflowOf(db, tenant, input.documentType), message: APPROVAL_MESSAGES.workflowSaved };
}

type DelegationInput = z.output<typeof delegationRequest>;

const delegationAnswer = (row: typeof approvalDelegations.$inferSelect, names: Map<number, string>) => ({
  id: row.id,
  from: { id: row.fromAccountId, name: names.get(row.fromAccountId) ?? '' },
  to: { id: row.toAccountId, name: names.get(row.toAccountId) ?? '' },
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  note: row.note,
  endedAt: row.endedAt,
});

/** GET /approval/delegation: the caller's delegations, given and received, newest first. */
export async function delegationsOf(db: Db, tenant: Tenant, accountId: number) {
  const rows = await db
    .select()
    .from(approvalDelegations)
    .where(tenant.where(approvalDelegations, or(eq(approvalDelegations.fromAccountId, accountId), eq(approvalDelegations.toAccountId, accountId))))
    .orderBy(desc(approvalDelegations.id));
  const names = await namesOf(db, tenant, rows.flatMap((r) => [r.fromAccountId, r.toAccountId]));
  return rows.map((row) => delegationAnswer(row, names));
}

/**
 * GET /approval/delegate-list: any member may delegate, so the choice is every other active
 * member of the company (the user select list is for screens with their own scopes).
 */
export async function delegateOptions(db: Db, tenant: Tenant, accountId: number) {
  return db
    .select({ label: fullName, value: accounts.id })
    .from(accounts)
    .where(tenant.where(accounts, eq(accounts.isDeleted, false), sql`${accounts.id} <> ${accountId}`))
    .orderBy(asc(accounts.firstName), asc(accounts.lastName));
}

/** POST /approval/delegation: another active member of the company decides for the caller while away. */
export async function delegate(db: Db, tenant: Tenant, accountId: number, input: DelegationInput) {
  if (input.toAccountId === accountId) throw badRequest([APPROVAL_MESSAGES.delegateSelf]);
  const [to] = await db.select({ id: accounts.id }).from(accounts).where(tenant.where(accounts, eq(accounts.id, input.toAccountId), eq(accounts.isDeleted, false)));
  if (!to) throw notFound('Member');
  const [row] = await db
    .insert(approvalDelegations)
    .values(tenant.values({ fromAccountId: accountId, toAccountId: input.toAccountId, startsAt: input.startsAt, endsAt: input.endsAt, note: input.note }))
    .returning();
  const names = await namesOf(db, tenant, [row.fromAccountId, row.toAccountId]);
  return { data: delegationAnswer(row, names), message: APPROVAL_MESSAGES.delegationSaved };
}

/** DELETE /approval/delegation/{id}: the one who delegated ends it. */
export async function endDelegation(db: Db, tenant: Tenant, accountId: number, id: number) {
  const [row] = await db.select().from(approvalDelegations).where(tenant.byId(approvalDelegations, id));
  if (!row) throw notFound('Delegation');
  if (row.fromAccountId !== accountId) throw forbidden('Only the member who delegated can end it');
  await db.update(approvalDelegations).set({ endedAt: new Date() }).where(and(eq(approvalDelegations.id, id), isNull(approvalDelegations.endedAt)));
  return { message: APPROVAL_MESSAGES.delegationEnded };
}
