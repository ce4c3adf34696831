import { addDays } from '../format/date';
import { DEFAULT_WIN_PROBABILITY, type WinProbability } from './lead.constants';
import { daysRemaining, todayInManila } from './lead.rules';

/** A new lead closes this many days after the day it is entered. */
export const LEAD_CLOSING_DAYS = 30;
/** The lead source of a user's first lead: the salesperson is on the first call. */
export const DEFAULT_LEAD_SOURCE = 'Phone call';
/** The stage of a lost lead. */
export const CLOSED_LOST_STAGE = 'closed-lost';

export const LEAD_ENTRY_MESSAGES = {
  convertClosedLost: 'A closed-lost lead cannot be converted to a project',
  alreadyConverted: 'This lead has already been converted to a project',
  restored: 'Lead restored successfully',
} as const;

export interface LeadDialogDefaults {
  clientId: null;
  relationshipOwnerId: number;
  winProbability: WinProbability;
  startDate: string;
  endDate: string;
  abc: number;
  mmr: number;
  initialCosting: number;
  leadSource: string;
  contactDetails: string;
}

/**
 * What a new lead's dialog starts with, so the name and the client are enough: the signed-in user
 * owns it, win probability UNKNOWN, the stage changes today (Asia/Manila) and it closes in 30
 * days, amounts 0, the lead source the user last saved (else "Phone call"); contact details come
 * from the client once one is chosen.
 */
export function leadDialogDefaults({
  accountId,
  today = todayInManila(),
  lastLeadSource,
}: {
  accountId: number;
  today?: string;
  lastLeadSource?: string | null;
}): LeadDialogDefaults {
  return {
    clientId: null,
    relationshipOwnerId: accountId,
    winProbability: DEFAULT_WIN_PROBABILITY,
    startDate: today,
    endDate: addDays(today, LEAD_CLOSING_DAYS),
    abc: 0,
    mmr: 0,
    initialCosting: 0,
    leadSource: lastLeadSource?.trim() || DEFAULT_LEAD_SOURCE,
    contactDetails: '',
  };
}

/** A client's contact details as the lead keeps them: the phone number, then the email, one a line. */
export function clientContactDetails(client: { contactNumber?: string | null; email?: string | null } | null | undefined): string {
  if (!client) return '';
  return [client.contactNumber, client.email]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join('\n');
}

/**
 * The contact details after the client changes: filled from the new client when the field is empty
 * or still holds what the previous client filled in; what the user typed is kept.
 */
export function contactDetailsForClient(current: string, filledFromPrevious: string, nextClientDetails: string): string {
  const isUntouched = current.trim() === '' || current.trim() === filledFromPrevious.trim();
  return isUntouched ? nextClientDetails : current;
}

export const isClosedLost = (stage: string | null | undefined) => stage === CLOSED_LOST_STAGE;

/** Why a lead cannot be converted to a project, or null when it can. */
export function leadConversionRefusal(lead: { leadBoardStage: string | null | undefined; convertedToId?: number | null }): string | null {
  if (lead.convertedToId) return LEAD_ENTRY_MESSAGES.alreadyConverted;
  if (isClosedLost(lead.leadBoardStage)) return LEAD_ENTRY_MESSAGES.convertClosedLost;
  return null;
}

/** Days remaining to a lead's closing date; a closed-lost lead counts none (null: not shown). */
export function leadDaysRemaining(
  lead: { leadBoardStage: string | null | undefined; endDate: string | null | undefined },
  now: Date = new Date(),
): ReturnType<typeof daysRemaining> | null {
  if (isClosedLost(lead.leadBoardStage)) return null;
  return daysRemaining(lead.endDate, now);
}

/**
 * The lead table's closing-month filter ("YYYY-MM"): the first day of the month and the first day
 * of the next, or null when the text is not a month.
 */
export function closingMonthRange(month: string): { from: string; until: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const monthNumber = Number(match[2]);
  if (monthNumber < 1 || monthNumber > 12 || year < 1000) return null;
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: `${match[1]}-${match[2]}-01`, until: `${next}-01` };
}
