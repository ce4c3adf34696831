import {
  DEFAULT_LEAD_STAGE,
  describeLeadStage,
  LEAD_ENTRY_MESSAGES,
  LEAD_MESSAGES,
  leadConversionRefusal,
  LEAD_STATUS,
  LEAD_TRACKED_FIELDS,
  namedFields,
  normalizeLeadDates,
  type CreateLeadRequest,
  type UpdateLeadRequest,
} from '@haligi/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { recordActivity, recordFieldChanges, recordStageChange } from '../activities/activity-log';
import { computeDropPosition, retryOnPositionClash } from '../boards/board.repository';
import { createProjectWithBoq } from '../projects/project-factory';
import { assertOwnPassword, type PasswordCaller } from '../auth/own-password';
import { toLeadResponse } from './lead.presenter';
import { checkLeadReferences, findLeadRow, findOrCreateLeadType, liveLeads } from './leads.repository';

const pesos = (amount: number) => amount.toFixed(2);

/** A lead stage as the history writes it; an unknown key reads as itself. */
export const leadStageLabel = (stageKey: string) => describeLeadStage(stageKey).label;

/** The live lead with this id in the caller's company, else 404; locked for the transaction when asked. */
export async function findLiveLead(tenant: Tenant, id: number, forUpdate = false) {
  const query = tenant.db.select().from(projects).where(liveLeads(tenant, eq(projects.id, id)));
  const [lead] = forUpdate ? await query.for('update') : await query;
  if (!lead) throw notFound('Lead');
  return lead;
}

export async function getLead(tenant: Tenant, id: number) {
  const row = await findLeadRow(tenant, id);
  if (!row) throw notFound('Lead');
  return toLeadResponse(row);
}

/** The stored fields of the lead payload: budget equals ABC, an end date not after the start moves to start + 1 day. */
async function toLeadValues(tx: Db, tenant: Tenant, input: CreateLeadRequest) {
  const { startDate, endDate } = normalizeLeadDates(input.startDate, input.endDate);
  return {
    name: input.name,
    description: input.description,
    status: LEAD_STATUS,
    budget: pesos(input.abc),
    abc: pesos(input.abc),
    mmr: pesos(input.mmr),
    initialCosting: pesos(input.initialCosting),
    startDate,
    endDate,
    clientId: input.clientId,
    locationId: input.locationId ?? null,
    downpaymentAmount: String(input.downpaymentAmount),
    retentionAmount: String(input.retentionAmount),
    winProbability: input.winProbability,
    leadSource: input.leadSource,
    leadTypeId: await findOrCreateLeadType(tx, tenant, input.leadType),
    contactDetails: input.contactDetails,
    relationshipOwnerId: input.relationshipOwnerId,
  };
}

/** A new lead: status LEAD, at the top of the opportunity column, with a CREATED activity. */
export async function createLead(tenant: Tenant, accountId: number, input: CreateLeadRequest) {
  await checkLeadReferences(tenant, input);
  const id = await retryOnPositionClash(() => tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const values = await toLeadValues(tx, scoped, input);
    const boardPosition = await computeDropPosition(tx, scoped, true, DEFAULT_LEAD_STAGE, null, null);
    const [lead] = await tx
      .insert(projects)
      .values(scoped.values({ ...values, isLead: true, boardKey: DEFAULT_LEAD_STAGE, boardPosition, createdById: accountId }))
      .returning({ id: projects.id });
    await recordActivity(tx, scoped, { projectId: lead.id, kind: 'CREATED', message: 'Lead created', data: { stage: DEFAULT_LEAD_STAGE }, accountId });
    return lead.id;
  }));
  return { data: await getLead(tenant, id), message: LEAD_MESSAGES.created };
}

type LeadPatch = Omit<UpdateLeadRequest, 'id'>;
type StoredLead = typeof projects.$inferSelect;

/**
 * The columns a PATCH names, a field left out not written. The dates follow the lead rule on the
 * record as saved (a named date with the stored other one); budget follows ABC; status and isLead
 * are fixed for a lead.
 */
async function toLeadPatchColumns(tx: Db, tenant: Tenant, patch: LeadPatch, stored: StoredLead) {
  const startDate = patch.startDate ?? stored.startDate;
  const endDate = patch.endDate ?? stored.endDate;
  const dates = (patch.startDate !== undefined || patch.endDate !== undefined) && startDate && endDate ? normalizeLeadDates(startDate, endDate) : {};
  return namedFields({
    name: patch.name,
    description: patch.description,
    budget: patch.abc === undefined ? undefined : pesos(patch.abc),
    abc: patch.abc === undefined ? undefined : pesos(patch.abc),
    mmr: patch.mmr === undefined ? undefined : pesos(patch.mmr),
    initialCosting: patch.initialCosting === undefined ? undefined : pesos(patch.initialCosting),
    startDate: patch.startDate,
    endDate: patch.endDate,
    ...dates,
    clientId: patch.clientId,
    locationId: patch.locationId,
    downpaymentAmount: patch.downpaymentAmount === undefined ? undefined : String(patch.downpaymentAmount),
    retentionAmount: patch.retentionAmount === undefined ? undefined : String(patch.retentionAmount),
    winProbability: patch.winProbability,
    leadSource: patch.leadSource,
    leadTypeId: patch.leadType === undefined ? undefined : await findOrCreateLeadType(tx, tenant, patch.leadType),
    contactDetails: patch.contactDetails,
    relationshipOwnerId: patch.relationshipOwnerId,
  });
}

/**
 * PATCH /lead: the fields named (a field left out keeps its value: an edit keeps the payment terms);
 * the stage changes only through a move. Each save that changes something adds one UPDATED entry.
 */
export async function updateLead(tenant: Tenant, accountId: number, { id, ...patch }: UpdateLeadRequest) {
  await findLiveLead(tenant, id);
  await checkLeadReferences(tenant, patch);
  await tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const stored = await findLiveLead(scoped, id, true);
    const columns = await toLeadPatchColumns(tx, scoped, patch, stored);
    if (!Object.keys(columns).length) return;
    const before = await getLead(scoped, id);
    await tx.update(projects).set(columns).where(eq(projects.id, id));
    const after = await getLead(scoped, id);
    await recordFieldChanges(tx, scoped, { projectId: id, accountId, fields: LEAD_TRACKED_FIELDS, before, after });
  });
  return { data: await getLead(tenant, id), message: LEAD_MESSAGES.updated };
}

/** DELETE /lead/{id}: the password is optional, but when given it must be right. Soft delete. */
export async function deleteLead(tenant: Tenant, caller: PasswordCaller, id: number, password: string | undefined) {
  await findLiveLead(tenant, id);
  if (password !== undefined) await assertOwnPassword(tenant.db, caller, password);
  await tenant.db.update(projects).set({ isDeleted: true }).where(liveLeads(tenant, eq(projects.id, id)));
  return { message: 'Lead deleted successfully' };
}

/** DELETE /lead: password required; the given ids, or every lead of the company when none. */
export async function deleteLeads(tenant: Tenant, caller: PasswordCaller, input: { password: string; ids?: number[] }) {
  await assertOwnPassword(tenant.db, caller, input.password);
  const deleted = await tenant.db
    .update(projects)
    .set({ isDeleted: true })
    .where(liveLeads(tenant, input.ids ? inArray(projects.id, input.ids.length ? input.ids : [0]) : undefined))
    .returning({ id: projects.id });
  return { message: `${deleted.length} ${deleted.length === 1 ? 'lead' : 'leads'} deleted successfully` };
}

/**
 * PUT /lead/restore/{id}: a deleted lead of the caller's company comes back at the top of its
 * stage's column (its old position may be taken by now). A live lead is left as it is.
 */
export async function restoreLead(tenant: Tenant, id: number) {
  await retryOnPositionClash(() => tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const [lead] = await tx.select().from(projects).where(scoped.where(projects, eq(projects.isLead, true), eq(projects.id, id))).for('update');
    if (!lead) throw notFound('Lead');
    if (!lead.isDeleted) return;
    const boardPosition = await computeDropPosition(tx, scoped, true, lead.boardKey, lead.id, null);
    await tx.update(projects).set({ isDeleted: false, boardPosition }).where(scoped.byId(projects, lead.id));
  }));
  return { message: LEAD_ENTRY_MESSAGES.restored };
}

const WON = 'closed-won';

/**
 * POST /lead/{id}/convert: a project (planning, ACTIVE) with an empty PENDING BOQ, copying the
 * lead's fields; the lead is kept, marked converted and moved to closed-won. All or nothing.
 */
export async function convertLead(tenant: Tenant, accountId: number, id: number) {
  return retryOnPositionClash(() => tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const lead = await findLiveLead(scoped, id, true);
    // Converted already is a conflict with the stored state; a closed-lost lead is a rule refusing.
    const refusal = leadConversionRefusal({ leadBoardStage: lead.boardKey, convertedToId: lead.convertedToId });
    if (lead.convertedToId) throw conflict(LEAD_ENTRY_MESSAGES.alreadyConverted);
    if (refusal) throw unprocessable(refusal);
    const { project } = await createProjectWithBoq(
      tx,
      scoped,
      {
        name: lead.name,
        description: lead.description,
        clientId: lead.clientId,
        locationId: lead.locationId,
        budget: lead.budget,
        startDate: lead.startDate,
        endDate: lead.endDate,
        downpaymentAmount: lead.downpaymentAmount,
        retentionAmount: lead.retentionAmount,
        abc: lead.abc,
        mmr: lead.mmr,
        initialCosting: lead.initialCosting,
        winProbability: lead.winProbability,
        leadSource: lead.leadSource,
        leadTypeId: lead.leadTypeId,
        contactDetails: lead.contactDetails,
        relationshipOwnerId: lead.relationshipOwnerId,
        convertedFromId: lead.id,
      },
      accountId,
    );
    const boardPosition = lead.boardKey === WON ? lead.boardPosition : await computeDropPosition(tx, scoped, true, WON, lead.id, null);
    const stage = lead.boardKey === WON ? {} : { stageChangedAt: new Date(), lostReason: null };
    await tx.update(projects).set({ convertedToId: project.id, boardKey: WON, boardPosition, ...stage }).where(scoped.byId(projects, lead.id));
    if (lead.boardKey !== WON) await recordStageChange(tx, scoped, { projectId: lead.id, from: lead.boardKey, to: WON, accountId }, leadStageLabel);
    await recordActivity(tx, scoped, { projectId: lead.id, kind: 'CONVERTED', message: `Converted to project ${project.name}`, data: { projectId: project.id }, accountId });
    await recordActivity(tx, scoped, { projectId: project.id, kind: 'CONVERTED', message: `Converted from lead ${lead.name}`, data: { leadId: lead.id }, accountId });
    return { id: project.id, message: LEAD_MESSAGES.converted };
  }));
}
