import {
  APPROVAL_MESSAGES,
  applicableSteps,
  approverStanding,
  defaultWorkflow,
  delegationActive,
  stepOutcome,
  type ApprovalDocumentType,
  type ApproverCandidate,
  type PermissionRole,
  type WorkflowRule,
} from '@haligi/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, approvalDecisions, approvalDelegations, approvalRequests, approvalSteps, roles, workflowSteps, workflows } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, forbidden, notFound } from '../../http/errors';

/** Who acts: the signed-in member. */
export interface Actor {
  id: number;
  name: string;
}

/**
 * What a document module does when its approval ends. Called inside the deciding transaction
 * (the document changes with the decision or not at all).
 */
export interface ApprovalHandler {
  onApproved(tx: Db, tenant: Tenant, documentId: number, by: Actor): Promise<AfterCommit>;
  onRejected(tx: Db, tenant: Tenant, documentId: number, reason: string, by: Actor): Promise<AfterCommit>;
  /** Returned for changes: the requester edits and submits again (a new approval). */
  onReturned(tx: Db, tenant: Tenant, documentId: number, reason: string, by: Actor): Promise<AfterCommit>;
}

/** What a handler sends once the decision has committed (a BOQ patch); nothing when void. */
export type AfterCommit = void | (() => void);

const handlers = new Map<ApprovalDocumentType, ApprovalHandler>();

/** Each document module registers its handler once, when its routes are registered. */
export function registerApprovalHandler(documentType: ApprovalDocumentType, handler: ApprovalHandler) {
  handlers.set(documentType, handler);
}

/** The company's workflow of a document type: its saved steps, or the default when never edited. */
export async function readWorkflow(db: Db, tenant: Tenant, documentType: ApprovalDocumentType): Promise<WorkflowRule & { isDefault: boolean; updatedAt: Date | null }> {
  const [workflow] = await db.select().from(workflows).where(tenant.where(workflows, eq(workflows.documentType, documentType)));
  if (!workflow) return { ...defaultWorkflow(documentType), isDefault: true, updatedAt: null };
  const steps = await db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)).orderBy(asc(workflowSteps.position));
  return {
    allowSelfApproval: workflow.allowSelfApproval,
    isDefault: false,
    updatedAt: workflow.updatedAt,
    steps: steps.map((step) => ({
      name: step.name,
      approverType: step.approverType as WorkflowRule['steps'][number]['approverType'],
      scope: step.scope,
      approverIds: step.approverIds,
      minAmount: step.minAmount,
      requiredCount: step.requiredCount,
    })),
  };
}

export interface SubmitInput {
  documentType: ApprovalDocumentType;
  documentId: number;
  documentCode: string;
  /** Pesos, exact decimal text; compared with each step's threshold. */
  amount: string;
  requestedById: number | null;
}

export interface Submitted {
  /** APPROVED when no step applies (the document is approved at once), else PENDING. */
  status: 'APPROVED' | 'PENDING';
  approvalRequestId: number;
}

/**
 * Submits a document for approval inside the caller's transaction: the workflow's steps that apply
 * to its amount are copied onto this submission (a workflow edited later changes only documents
 * submitted after), the first opens. No handler is called here: the caller sets its document's
 * status from the answer.
 */
export async function submitForApproval(tx: Db, tenant: Tenant, input: SubmitInput): Promise<Submitted> {
  const scoped = tenant.on(tx);
  const workflow = await readWorkflow(tx, scoped, input.documentType);
  const steps = applicableSteps(workflow.steps, input.amount);
  const now = new Date();
  const [request] = await tx
    .insert(approvalRequests)
    .values(
      scoped.values({
        documentType: input.documentType,
        documentId: input.documentId,
        documentCode: input.documentCode,
        amount: input.amount,
        requestedById: input.requestedById,
        status: steps.length ? 'PENDING' : 'APPROVED',
        allowSelfApproval: workflow.allowSelfApproval,
        createdAt: now,
        decidedAt: steps.length ? null : now,
      }),
    )
    .returning({ id: approvalRequests.id });
  if (steps.length) {
    await tx.insert(approvalSteps).values(
      steps.map((step, index) =>
        scoped.values({
          approvalRequestId: request.id,
          position: index + 1,
          name: step.name,
          approverType: step.approverType,
          scope: step.scope ?? null,
          approverIds: step.approverIds ?? [],
          requiredCount: step.requiredCount,
          status: index === 0 ? 'PENDING' : 'WAITING',
          openedAt: index === 0 ? now : null,
        }),
      ),
    );
  }
  return { status: steps.length ? 'PENDING' : 'APPROVED', approvalRequestId: request.id };
}

/** Ends a document's open approval (the document was canceled): its open steps are CANCELED. */
export async function cancelApproval(tx: Db, tenant: Tenant, documentType: ApprovalDocumentType, documentId: number) {
  const open = await tx
    .update(approvalRequests)
    .set({ status: 'CANCELED', decidedAt: new Date() })
    .where(tenant.where(approvalRequests, eq(approvalRequests.documentType, documentType), eq(approvalRequests.documentId, documentId), eq(approvalRequests.status, 'PENDING')))
    .returning({ id: approvalRequests.id });
  if (open.length) {
    await tx
      .update(approvalSteps)
      .set({ status: 'CANCELED' })
      .where(and(inArray(approvalSteps.approvalRequestId, open.map((r) => r.id)), inArray(approvalSteps.status, ['PENDING', 'WAITING'])));
  }
}

/** The account as an approver candidate: its role's scopes, role id and user level. */
export async function approverCandidates(db: Db, tenant: Tenant, ids: number[]): Promise<Map<number, ApproverCandidate>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, roleId: accounts.roleId, userLevelId: accounts.userLevelId, isDeveloper: roles.isDeveloper, isFullAccess: roles.isFullAccess, scopeList: roles.scopeList })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(tenant.where(accounts, inArray(accounts.id, ids), eq(accounts.isDeleted, false)));
  return new Map(
    rows.map((row) => [row.id, { id: row.id, roleId: row.roleId, userLevelId: row.userLevelId, role: { isDeveloper: row.isDeveloper, isFullAccess: row.isFullAccess, scopeList: row.scopeList } as PermissionRole }]),
  );
}

/** The members who delegated their decisions to this account, active now, as approver candidates. */
export async function activeDelegators(db: Db, tenant: Tenant, accountId: number, now = new Date()): Promise<ApproverCandidate[]> {
  const rows = await db
    .select()
    .from(approvalDelegations)
    .where(tenant.where(approvalDelegations, eq(approvalDelegations.toAccountId, accountId), isNull(approvalDelegations.endedAt)));
  const active = rows.filter((row) => delegationActive(row, now));
  const candidates = await approverCandidates(db, tenant, [...new Set(active.map((row) => row.fromAccountId))]);
  return [...candidates.values()];
}

export type Decision = 'APPROVED' | 'REJECTED' | 'RETURNED';

export interface Decided {
  approvalRequestId: number;
  documentType: ApprovalDocumentType;
  documentId: number;
  documentCode: string;
  stepId: number;
  stepName: string;
  /** The step's state after this decision (PENDING while N of M still waits for more). */
  stepStatus: string;
  /** The document's approval after this decision. */
  requestStatus: string;
}

/**
 * One decision on one step, in one transaction: the step and its submission are locked (two
 * approvers deciding the same step run one after the other; the second finds it decided, 409);
 * only the open step can be decided (the API never skips a step); the caller must be an approver
 * in their own right or by delegation, never of their own request unless self-approval is on
 * (403); each approver decides a step once. An approved step opens the next; the last approved
 * step, a rejection or a return ends the submission and calls the document's handler.
 */
export async function decide(db: Db, tenant: Tenant, stepId: number, actor: Actor, decision: Decision, comment: string): Promise<Decided> {
  let afterCommit = undefined as AfterCommit;
  const decided = await db.transaction(async (tx): Promise<Decided> => {
    const scoped = tenant.on(tx);
    const [located] = await tx.select({ requestId: approvalSteps.approvalRequestId }).from(approvalSteps).where(scoped.byId(approvalSteps, stepId));
    if (!located) throw notFound('Approval');
    // The submission first, then the step: every decision takes its locks in this order.
    const [request] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, located.requestId)).for('update');
    const [step] = await tx.select().from(approvalSteps).where(eq(approvalSteps.id, stepId)).for('update');
    if (step.status === 'WAITING') throw conflict(APPROVAL_MESSAGES.notOpen);
    if (step.status !== 'PENDING' || request.status !== 'PENDING') throw conflict(APPROVAL_MESSAGES.alreadyDecided);

    const me = (await approverCandidates(tx, scoped, [actor.id])).get(actor.id);
    if (!me) throw forbidden(APPROVAL_MESSAGES.notApprover);
    const standing = approverStanding({
      step: { approverType: step.approverType as 'SCOPE', scope: step.scope, approverIds: step.approverIds },
      account: me,
      requesterId: request.requestedById,
      allowSelfApproval: request.allowSelfApproval,
      delegators: await activeDelegators(tx, scoped, actor.id),
    });
    if (!standing.ok) throw forbidden(APPROVAL_MESSAGES[standing.refusal]);

    const earlier = await tx.select({ accountId: approvalDecisions.accountId, onBehalfOfId: approvalDecisions.onBehalfOfId, decision: approvalDecisions.decision }).from(approvalDecisions).where(eq(approvalDecisions.approvalStepId, step.id));
    // One voice per approver: deciding yourself, or for the one you stand in for, counts once.
    const voice = standing.onBehalfOfId ?? actor.id;
    if (earlier.some((d) => d.accountId === actor.id || (d.onBehalfOfId ?? d.accountId) === voice)) throw conflict(APPROVAL_MESSAGES.alreadyVoted);

    const now = new Date();
    await tx.insert(approvalDecisions).values(
      scoped.values({ approvalStepId: step.id, approvalRequestId: request.id, accountId: actor.id, onBehalfOfId: standing.onBehalfOfId, decision, comment, createdAt: now }),
    );
    const outcome = stepOutcome(step.requiredCount, [...earlier.map((d) => ({ decision: d.decision as Decision })), { decision }]);
    let requestStatus = request.status;
    if (outcome !== 'PENDING') {
      await tx.update(approvalSteps).set({ status: outcome, decidedAt: now }).where(eq(approvalSteps.id, step.id));
      const handler = handlers.get(request.documentType as ApprovalDocumentType);
      if (outcome === 'APPROVED') {
        const [next] = await tx
          .select({ id: approvalSteps.id })
          .from(approvalSteps)
          .where(and(eq(approvalSteps.approvalRequestId, request.id), eq(approvalSteps.status, 'WAITING')))
          .orderBy(asc(approvalSteps.position))
          .limit(1);
        if (next) {
          await tx.update(approvalSteps).set({ status: 'PENDING', openedAt: now }).where(eq(approvalSteps.id, next.id));
        } else {
          requestStatus = 'APPROVED';
          await tx.update(approvalRequests).set({ status: requestStatus, decidedAt: now }).where(eq(approvalRequests.id, request.id));
          afterCommit = await handler?.onApproved(tx, scoped, request.documentId, actor);
        }
      } else {
        requestStatus = outcome;
        await tx.update(approvalRequests).set({ status: requestStatus, decidedAt: now }).where(eq(approvalRequests.id, request.id));
        await tx.update(approvalSteps).set({ status: 'CANCELED' }).where(and(eq(approvalSteps.approvalRequestId, request.id), eq(approvalSteps.status, 'WAITING')));
        if (outcome === 'REJECTED') afterCommit = await handler?.onRejected(tx, scoped, request.documentId, comment, actor);
        else afterCommit = await handler?.onReturned(tx, scoped, request.documentId, comment, actor);
      }
    }
    return {
      approvalRequestId: request.id,
      documentType: request.documentType as ApprovalDocumentType,
      documentId: request.documentId,
      documentCode: request.documentCode,
      stepId: step.id,
      stepName: step.name,
      stepStatus: outcome,
      requestStatus,
    };
  });
  afterCommit?.();
  return decided;
}

/** The latest approval status of documents, for lists: documentId -> status. */
export async function latestApprovalStatus(db: Db, tenant: Tenant, documentType: ApprovalDocumentType, documentIds: number[]) {
  if (documentIds.length === 0) return new Map<number, string>();
  const rows = await db.execute(sql`
    select distinct on (document_id) document_id, status from approval_requests
    where company_id = ${tenant.companyId} and document_type = ${documentType} and document_id in (${sql.join(documentIds.map((id) => sql`${id}`), sql`, `)})
    order by document_id, id desc`);
  return new Map((rows.rows as { document_id: number; status: string }[]).map((row) => [Number(row.document_id), row.status]));
}
