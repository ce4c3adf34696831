import {
  createLeadRequest,
  buildLeadPayload,
  DEFAULT_WIN_PROBABILITY,
  defaultLeadDates,
  formatDate,
  leadDialogDefaults,
  type LeadFormValues,
} from '@haligi/shared';
import { validateForm } from './validate-form';

/** A money field as the server answers it. */
interface Money {
  raw: string;
  formatted?: string;
}

/** GET /lead?id= as the lead dialog reads it for editing. */
export interface LeadAnswer {
  id: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  abc: Money | number | string | null;
  mmr: Money | number | string | null;
  initialCosting: Money | number | string | null;
  client: { id: number; name: string; email?: string | null } | null;
  location: { id: number; name: string } | null;
  winProbability: string | { key: string } | null;
  leadType: string | { key: string } | null;
  leadSource: string | null;
  contactDetails: string | null;
  relationshipOwner: { id: number; name: string } | null;
}

/** The form keeps every value the user can leave blank as '' or null, so "required" can be told apart from 0. */
export interface LeadForm extends Omit<LeadFormValues, 'leadType' | 'winProbability'> {
  leadType: string | null;
  winProbability: string | null;
  clientEmailAddress: string;
}

// Spec part 1 section 3: editing reads numbers from their raw field.
const rawNumber = (value: LeadAnswer['abc']): number | string => {
  if (value === null || value === undefined) return '';
  const raw = typeof value === 'object' ? value.raw : value;
  return raw === '' ? '' : Number(raw);
};

// winProbability and leadType come as a plain string or an object with a key.
const keyOf = (value: string | { key: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.key);

const lastLeadSourceKey = (accountId: number) => `haligi.lastLeadSource.${accountId}`;

/** The lead source this user last saved in this browser, the next new lead's default. */
export function lastLeadSource(accountId: number): string | null {
  try {
    return localStorage.getItem(lastLeadSourceKey(accountId));
  } catch {
    return null;
  }
}

export function rememberLeadSource(accountId: number, leadSource: string) {
  try {
    if (leadSource.trim()) localStorage.setItem(lastLeadSourceKey(accountId), leadSource.trim());
  } catch {
    // A browser without storage just keeps the fixed default.
  }
}

/** A new lead (the shared dialog defaults: the name and the client are left to fill) or the lead being edited. */
export function toLeadForm(lead: LeadAnswer | null | undefined, currentAccountId: number): LeadForm {
  if (!lead) {
    return {
      ...leadDialogDefaults({ accountId: currentAccountId, lastLeadSource: lastLeadSource(currentAccountId) }),
      name: '',
      clientEmailAddress: '',
      leadType: null,
      locationId: null,
    };
  }
  return {
    id: lead.id,
    name: lead.name ?? '',
    clientId: lead.client?.id ?? null,
    clientEmailAddress: lead.client?.email ?? '',
    leadType: keyOf(lead.leadType),
    abc: rawNumber(lead.abc),
    mmr: rawNumber(lead.mmr),
    initialCosting: rawNumber(lead.initialCosting),
    locationId: lead.location?.id ?? null,
    winProbability: keyOf(lead.winProbability) ?? DEFAULT_WIN_PROBABILITY,
    contactDetails: lead.contactDetails ?? '',
    relationshipOwnerId: lead.relationshipOwner?.id ?? currentAccountId,
    leadSource: lead.leadSource ?? '',
    startDate: formatDate(lead.startDate) || defaultLeadDates().startDate,
    endDate: formatDate(lead.endDate) || defaultLeadDates().endDate,
  };
}

export const LEAD_LABELS: Record<keyof LeadForm, string> = {
  id: 'Id',
  clientId: 'Client',
  clientEmailAddress: 'Client Email Address',
  leadType: 'Deal Type',
  name: 'Lead Name',
  abc: 'Approved Budget Contract (ABC)',
  mmr: 'Monthly Recurring Revenue (MMR)',
  initialCosting: 'Initial Costing',
  locationId: 'Location (Optional)',
  winProbability: 'Win Probability Assessment',
  contactDetails: 'Contact Details',
  relationshipOwnerId: 'Relationship Owner',
  leadSource: 'Lead Source',
  endDate: 'Closing Date',
  startDate: 'Stage Change Date',
};

// Spec part 1 section 5: Deal Type and Location are the only optional fields.
const REQUIRED = [
  'clientId', 'name', 'abc', 'mmr', 'initialCosting', 'winProbability', 'contactDetails', 'relationshipOwnerId', 'leadSource', 'endDate', 'startDate',
] as const;

export const validateLeadForm = validateForm<LeadForm>(createLeadRequest, LEAD_LABELS, REQUIRED, buildLeadPayload);
