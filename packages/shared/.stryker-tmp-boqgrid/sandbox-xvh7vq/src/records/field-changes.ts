// @ts-nocheck
import { formatCurrency } from '../format/currency';
import { WIN_PROBABILITIES } from '../leads/lead.constants';

/** One field of a saved record as the timeline shows it: readable text before and after. */
export interface FieldChange {
  field: string;
  label: string;
  /** '' when the field was empty. */
  from: string;
  to: string;
}

/** A field the timeline follows: its key, its label, and how a record's value reads. */
export interface TrackedField<T> {
  field: string;
  label: string;
  read: (record: T) => string;
}

type Answer = Record<string, unknown>;
const valueAt = (record: Answer, key: string) => record[key];

/** Readers for the shapes records are answered in. */
export const readAs = {
  text: (key: string) => (record: Answer) => String(valueAt(record, key) ?? ''),
  /** A money field answered as {raw, formatted}, or a plain amount. */
  money: (key: string) => (record: Answer) => {
    const value = valueAt(record, key) as { raw?: string } | string | number | null | undefined;
    if (value === null || value === undefined) return '';
    return formatCurrency(typeof value === 'object' ? (value.raw ?? 0) : value);
  },
  percent: (key: string) => (record: Answer) => {
    const value = valueAt(record, key);
    return value === null || value === undefined ? '' : `${Number(value)}%`;
  },
  /** A reference answered as {id, name}: its name. */
  name: (key: string) => (record: Answer) => String((valueAt(record, key) as { name?: string } | null)?.name ?? ''),
} as const;

/** The fields whose readable value differs between the stored record and the saved one, in field order. */
export function fieldChanges<T>(fields: readonly TrackedField<T>[], before: T, after: T): FieldChange[] {
  return fields.flatMap(({ field, label, read }) => {
    const from = read(before);
    const to = read(after);
    return from === to ? [] : [{ field, label, from, to }];
  });
}

/** The timeline line of one save: "Updated Budget, Client". */
export const describeFieldChanges = (changes: readonly FieldChange[]) => `Updated ${changes.map((change) => change.label).join(', ')}`;

/** How one change reads: "Budget: ₱1,000.00 -> ₱2,000.00", an empty side as "(none)". */
export const formatFieldChange = (change: FieldChange) => `${change.label}: ${change.from || '(none)'} -> ${change.to || '(none)'}`;

/** The project fields the timeline follows, read from the GET /project answer. */
export const PROJECT_TRACKED_FIELDS: readonly TrackedField<Answer>[] = [
  { field: 'name', label: 'Name', read: readAs.text('name') },
  { field: 'description', label: 'Description', read: readAs.text('description') },
  { field: 'budget', label: 'Budget', read: readAs.money('budget') },
  { field: 'startDate', label: 'Start Date', read: readAs.text('startDate') },
  { field: 'endDate', label: 'End Date', read: readAs.text('endDate') },
  { field: 'status', label: 'Status', read: readAs.text('status') },
  { field: 'clientId', label: 'Client', read: readAs.name('client') },
  { field: 'locationId', label: 'Location', read: readAs.name('location') },
  { field: 'downpaymentAmount', label: 'Down Payment', read: readAs.percent('downpaymentAmount') },
  { field: 'retentionAmount', label: 'Retention', read: readAs.percent('retentionAmount') },
];

/** The lead fields the timeline follows, read from the GET /lead answer (labels as the lead dialog names them). */
export const LEAD_TRACKED_FIELDS: readonly TrackedField<Answer>[] = [
  { field: 'name', label: 'Lead Name', read: readAs.text('name') },
  { field: 'description', label: 'Description', read: readAs.text('description') },
  { field: 'clientId', label: 'Client', read: readAs.name('client') },
  { field: 'leadType', label: 'Deal Type', read: readAs.text('leadType') },
  { field: 'abc', label: 'Approved Budget Contract (ABC)', read: readAs.money('abc') },
  { field: 'mmr', label: 'Monthly Recurring Revenue (MMR)', read: readAs.money('mmr') },
  { field: 'initialCosting', label: 'Initial Costing', read: readAs.money('initialCosting') },
  { field: 'locationId', label: 'Location', read: readAs.name('location') },
  {
    field: 'winProbability',
    label: 'Win Probability',
    read: (record) => WIN_PROBABILITIES.find((w) => w.key === record.winProbability)?.label ?? String(record.winProbability ?? ''),
  },
  { field: 'contactDetails', label: 'Contact Details', read: readAs.text('contactDetails') },
  { field: 'relationshipOwnerId', label: 'Relationship Owner', read: readAs.name('relationshipOwner') },
  { field: 'leadSource', label: 'Lead Source', read: readAs.text('leadSource') },
  { field: 'startDate', label: 'Stage Change Date', read: readAs.text('startDate') },
  { field: 'endDate', label: 'Closing Date', read: readAs.text('endDate') },
  { field: 'downpaymentAmount', label: 'Down Payment', read: readAs.percent('downpaymentAmount') },
  { field: 'retentionAmount', label: 'Retention', read: readAs.percent('retentionAmount') },
];
