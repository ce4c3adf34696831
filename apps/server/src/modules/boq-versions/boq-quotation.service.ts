import {
  BOQ_MESSAGES,
  BOQ_SETTINGS_MESSAGES,
  QUOTATION_PREFIX,
  boqReadOnlyReason,
  boqSummaryLines,
  computeBoq,
  defaultQuotationTerms,
  formatFullAddress,
  namedFields,
  type BoqComputed,
  type BoqSettings,
  type BoqSummarySettings,
  type UpdateBoqSettingsRequest,
} from '@haligi/shared';
import { loadLetterhead, type Letterhead } from '../../lib/letterhead';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { billOfQuantities, boqHistory, clients, companies, locations, projects, psgcBarangays, psgcMunicipalities, psgcProvinces } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict } from '../../http/errors';
import { findBoq as findBoqInfo, lockBoq, type BoqInfo } from '../boq/boq.repository';
import { nextDocumentCode } from '../inventory/sequences';
import { findBoq, loadBoqInputs, type BoqRecord } from './boq-versions.repository';

/** The stored percentages as the summary takes them. */
export const summarySettingsOf = (boq: Pick<BoqRecord, 'ocmPercentage' | 'contingencyPercentage'>): BoqSummarySettings => ({
  ocmPercentage: boq.ocmPercentage,
  contingencyPercentage: boq.contingencyPercentage,
});

async function projectTerms(tenant: Tenant, projectId: number) {
  const [project] = await tenant.db
    .select({ downpaymentAmount: projects.downpaymentAmount, retentionAmount: projects.retentionAmount })
    .from(projects)
    .where(tenant.byId(projects, projectId));
  return project ?? { downpaymentAmount: '0', retentionAmount: '0' };
}

/** Why the settings of this BOQ cannot be changed: a read-only revision, or LOCKED (decision 0036). */
export function settingsRefusal(info: Pick<BoqInfo, 'status' | 'isCurrent' | 'submittedToClientAt'>): string | null {
  return boqReadOnlyReason(info) ?? (info.status === 'LOCKED' ? BOQ_MESSAGES.locked : null);
}

function presentSettings(
  boq: BoqRecord,
  computed: Pick<BoqComputed, 'boqTotal' | 'boqTotalWithProfit'>,
  project: { downpaymentAmount: string; retentionAmount: string },
  readOnlyReason: string | null,
): BoqSettings {
  return {
    ocmPercentage: boq.ocmPercentage,
    contingencyPercentage: boq.contingencyPercentage,
    quotationTerms: boq.quotationTerms,
    effectiveQuotationTerms: boq.quotationTerms ?? defaultQuotationTerms(project),
    quotationNumber: boq.quotationNumber,
    summary: boqSummaryLines(computed, summarySettingsOf(boq)),
    readOnlyReason,
  };
}

/** GET /boq/{id}/settings: the percentages, the terms and the summary lines they give. */
export async function readBoqSettings(tenant: Tenant, boqId: number): Promise<BoqSettings> {
  const boq = await findBoq(tenant, boqId);
  const computed = computeBoq(await loadBoqInputs(tenant, boqId));
  const info = await findBoqInfo(tenant.db, tenant, boqId);
  return presentSettings(boq, computed, await projectTerms(tenant, boq.projectId), settingsRefusal(info));
}

const percentText = (value: number | null) => (value === null ? null : new Decimal(value).toFixed(2));

/**
 * PATCH /boq/{id}/settings: writes only the fields named, under the BOQ's row lock. Refused like
 * any BOQ edit (decision 0036): a read-only revision (older, or submitted to the client) and a
 * LOCKED BOQ answer 409, since the summary is part of the price the BOQ states. A change writes a
 * SETTINGS history row with each field's before and after; a patch that changes nothing writes
 * nothing. Settings are not rows: no edit version, no room patch.
 */
export async function updateBoqSettings(tenant: Tenant, accountId: number, boqId: number, input: UpdateBoqSettingsRequest): Promise<{ data: BoqSettings; message: string }> {
  await findBoq(tenant, boqId);
  await tenant.db.transaction(async (tx) => {
    const t = tenant.on(tx as unknown as Db);
    const info = await lockBoq(tx as unknown as Db, t, boqId);
    const refusal = settingsRefusal(info);
    if (refusal) throw conflict(refusal);
    const [stored] = await tx
      .select({ ocmPercentage: billOfQuantities.ocmPercentage, contingencyPercentage: billOfQuantities.contingencyPercentage, quotationTerms: billOfQuantities.quotationTerms })
      .from(billOfQuantities)
      .where(t.byId(billOfQuantities, boqId));
    const named = namedFields(input);
    const next: Partial<typeof stored> = {};
    if (named.ocmPercentage !== undefined) next.ocmPercentage = percentText(named.ocmPercentage);
    if (named.contingencyPercentage !== undefined) next.contingencyPercentage = percentText(named.contingencyPercentage);
    if (named.quotationTerms !== undefined) next.quotationTerms = named.quotationTerms;
    const changes = Object.fromEntries(
      (Object.keys(next) as (keyof typeof stored)[]).filter((key) => next[key] !== stored[key]).map((key) => [key, [stored[key], next[key]]]),
    );
    if (Object.keys(changes).length === 0) return;
    const changed = Object.fromEntries(Object.keys(changes).map((key) => [key, next[key as keyof typeof stored]]));
    await tx.update(billOfQuantities).set({ ...changed, updatedAt: new Date() }).where(t.byId(billOfQuantities, boqId));
    await tx.insert(boqHistory).values(t.values({ boqId, accountId, action: 'SETTINGS', rowId: null, changes }));
  });
  return { data: await readBoqSettings(tenant, boqId), message: BOQ_SETTINGS_MESSAGES.saved };
}

/** The BOQ's quotation number, given from the company's QT series the first time it is printed. */
export async function quotationNumberOf(tenant: Tenant, boqId: number): Promise<string> {
  return tenant.db.transaction(async (tx) => {
    const t = tenant.on(tx as unknown as Db);
    const [row] = await tx.select({ number: billOfQuantities.quotationNumber }).from(billOfQuantities).where(t.byId(billOfQuantities, boqId)).for('update');
    if (row?.number) return row.number;
    const number = await nextDocumentCode(tx as unknown as Db, t, QUOTATION_PREFIX);
    await tx.update(billOfQuantities).set({ quotationNumber: number }).where(t.byId(billOfQuantities, boqId));
    return number;
  });
}

const projectPlace = alias(locations, 'project_place');
const clientPlace = alias(locations, 'client_place');

async function fullAddress(tenant: Tenant, locationId: number | null): Promise<string> {
  if (locationId === null) return '';
  const [place] = await tenant.db
    .select({
      street: locations.street,
      zipCode: locations.zipCode,
      barangay: psgcBarangays.name,
      municipality: psgcMunicipalities.name,
      province: psgcProvinces.name,
    })
    .from(locations)
    .innerJoin(psgcBarangays, eq(psgcBarangays.id, locations.barangayId))
    .innerJoin(psgcMunicipalities, eq(psgcMunicipalities.id, locations.municipalityId))
    .leftJoin(psgcProvinces, eq(psgcProvinces.id, locations.provinceId))
    .where(tenant.byId(locations, locationId));
  return place ? formatFullAddress(place) : '';
}

export interface QuotationParty {
  name: string;
  address: string;
  contactNumber: string;
  email: string;
}

export interface QuotationData {
  number: string;
  date: Date;
  company: Letterhead;
  project: { name: string; description: string; address: string };
  client: QuotationParty | null;
  boq: { name: string; revision: number };
  computed: BoqComputed;
  settings: BoqSummarySettings;
  terms: string;
  preparedBy: { name: string; role: string };
}

/** Everything the quotation PDF prints, read for the caller's company. */
export async function loadQuotation(tenant: Tenant, boqId: number, preparedBy: { name: string; role: string }, now = new Date()): Promise<QuotationData> {
  const boq = await findBoq(tenant, boqId);
  const computed = computeBoq(await loadBoqInputs(tenant, boqId));
  const [row] = await tenant.db
    .select({
      companyName: companies.name,
      companyAddress: companies.address,
      projectName: projects.name,
      projectDescription: projects.description,
      projectLocationId: projectPlace.id,
      downpaymentAmount: projects.downpaymentAmount,
      retentionAmount: projects.retentionAmount,
      clientName: clients.name,
      clientContactNumber: clients.contactNumber,
      clientEmail: clients.email,
      clientLocationId: clientPlace.id,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(clients, sql`${clients.id} = ${projects.clientId} and ${clients.companyId} = ${projects.companyId}`)
    .leftJoin(projectPlace, sql`${projectPlace.id} = ${projects.locationId} and ${projectPlace.companyId} = ${projects.companyId}`)
    .leftJoin(clientPlace, sql`${clientPlace.id} = ${clients.locationId} and ${clientPlace.companyId} = ${clients.companyId}`)
    .where(tenant.byId(projects, boq.projectId));
  const number = await quotationNumberOf(tenant, boqId);
  return {
    number,
    date: now,
    company: await loadLetterhead(tenant.db, tenant.companyId),
    project: { name: row.projectName, description: row.projectDescription, address: await fullAddress(tenant, row.projectLocationId) },
    client:
      row.clientName === null
        ? null
        : { name: row.clientName, contactNumber: row.clientContactNumber ?? '', email: row.clientEmail ?? '', address: await fullAddress(tenant, row.clientLocationId) },
    boq: { name: boq.name, revision: boq.revision },
    computed,
    settings: summarySettingsOf(boq),
    terms: boq.quotationTerms ?? defaultQuotationTerms(row),
    preparedBy,
  };
}
