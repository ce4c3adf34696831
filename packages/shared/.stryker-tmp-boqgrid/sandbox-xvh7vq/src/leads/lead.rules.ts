// @ts-nocheck
import { addDays, normalizeDateInput } from '../format/date';
import { DEFAULT_WIN_PROBABILITY, LEAD_DESCRIPTION, LEAD_STATUS } from './lead.constants';

/** Today in the business time zone, YYYY-MM-DD. */
export function todayInManila(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** One calendar month later; the 31st becomes the month's last day. */
export function addOneMonth(date: string): string {
  const [y, m, d] = normalizeDateInput(date).split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  const next = new Date(Date.UTC(y, m, day));
  return next.toISOString().slice(0, 10);
}

/** Lead dialog defaults (spec part 1 section 9): start today, end one month later. */
export function defaultLeadDates(today: string = todayInManila()): { startDate: string; endDate: string } {
  return { startDate: today, endDate: addOneMonth(today) };
}

/**
 * Lead dates on save (spec part 1 section 5): slashes become dashes; an end date not after the
 * start date becomes the start date plus one day.
 */
export function normalizeLeadDates(startDate: string, endDate: string): { startDate: string; endDate: string } {
  const start = normalizeDateInput(startDate);
  const end = normalizeDateInput(endDate);
  return { startDate: start, endDate: end > start ? end : addDays(start, 1) };
}

/** A project's dates, checked on the record as saved (stored fields merged with the patch). */
export function projectDateProblems(dates: { startDate: string | null; endDate: string | null }): string[] {
  const { startDate, endDate } = dates;
  return startDate && endDate && normalizeDateInput(endDate) < normalizeDateInput(startDate) ? ['endDate: cannot be before the start date'] : [];
}

/**
 * Days Remaining (spec part 1 section 2): the rounded-up number of days to the end date;
 * 'Overdue' when not positive; 'N/A' without an end date.
 */
export function daysRemaining(endDate: string | null | undefined, now: Date = new Date()): number | 'Overdue' | 'N/A' {
  if (!endDate) return 'N/A';
  const end = new Date(`${normalizeDateInput(endDate)}T00:00:00+08:00`).getTime();
  if (Number.isNaN(end)) return 'N/A';
  const days = Math.ceil((end - now.getTime()) / 86_400_000);
  return days > 0 ? days : 'Overdue';
}

export interface LeadFormValues {
  id?: number;
  name: string;
  clientId: number | null;
  leadType: string | { key: string } | null;
  abc: number | string;
  mmr: number | string;
  initialCosting: number | string;
  locationId: number | null;
  winProbability: string | { key: string } | null;
  contactDetails: string;
  relationshipOwnerId: number | null;
  leadSource: string;
  startDate: string;
  endDate: string;
  /** Filled from the chosen client; not sent. */
  clientEmailAddress?: string;
}

const keyOf = (value: string | { key: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.key;

/**
 * The lead payload exactly as spec part 1 section 3 lists it for a new lead. An edit (with id)
 * sends what the dialog holds and leaves out what it does not show (description, down payment,
 * retention), so the stored values are kept.
 */
export function buildLeadPayload(form: LeadFormValues) {
  const { startDate, endDate } = normalizeLeadDates(form.startDate, form.endDate);
  const payload = {
    name: form.name.trim(),
    description: LEAD_DESCRIPTION,
    budget: Number(form.abc),
    startDate,
    endDate,
    status: LEAD_STATUS,
    clientId: form.clientId,
    locationId: form.locationId,
    downpaymentAmount: 0,
    retentionAmount: 0,
    isLead: true as const,
    winProbability: keyOf(form.winProbability) ?? DEFAULT_WIN_PROBABILITY,
    leadSource: form.leadSource.trim(),
    leadType: keyOf(form.leadType),
    abc: Number(form.abc),
    mmr: Number(form.mmr),
    initialCosting: Number(form.initialCosting),
    contactDetails: form.contactDetails.trim(),
    relationshipOwnerId: form.relationshipOwnerId,
  };
  if (!form.id) return payload;
  const { description, downpaymentAmount, retentionAmount, ...shown } = payload;
  return { id: form.id, ...shown };
}
