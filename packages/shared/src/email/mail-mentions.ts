/**
 * Which mails a record's timeline shows (decision 0063): a mail mentions a purchase order when its
 * code stands on its own in the subject or text (PO-000001, any case, not inside PO-0000012), and a
 * lead, project or purchase order when the client's (or supplier's) address is among its sender and
 * recipients.
 */
export interface MailForMentions {
  subject: string;
  text: string;
  /** From, to and cc addresses. */
  addresses: readonly string[];
}

export interface MentionTarget {
  /** A document code such as PO-000001; leads and projects have none. */
  code?: string | null;
  /** The client's or supplier's addresses. */
  emails?: readonly (string | null | undefined)[];
}

export type MentionReason = 'CODE' | 'ADDRESS';

/** An address as compared: trimmed, lower case. */
export const normalizeAddress = (address: string) => address.trim().toLowerCase();

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `code` appears in `haystack` with no letter or digit against either end. */
export function mentionsCode(haystack: string, code: string): boolean {
  const wanted = code.trim();
  if (wanted.length < 3) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(wanted)}(?![\\p{L}\\p{N}])`, 'iu').test(haystack);
}

/** Why the mail belongs on the record's timeline, or null when it does not. */
export function mentionReason(mail: MailForMentions, target: MentionTarget): MentionReason | null {
  if (target.code && (mentionsCode(mail.subject, target.code) || mentionsCode(mail.text, target.code))) return 'CODE';
  const mine = new Set(mail.addresses.map(normalizeAddress).filter(Boolean));
  const theirs = (target.emails ?? []).filter((email): email is string => !!email && email.includes('@')).map(normalizeAddress);
  return theirs.some((email) => mine.has(email)) ? 'ADDRESS' : null;
}

export const mailMentions = (mail: MailForMentions, target: MentionTarget) => mentionReason(mail, target) !== null;

/** The addresses a mail is matched by: its sender, recipients and copies, normalized, once each. */
export function mailAddresses(...groups: readonly ({ address?: string | null } | null | undefined)[][]): string[] {
  const all = groups.flat().map((entry) => normalizeAddress(entry?.address ?? '')).filter((address) => address.includes('@'));
  return [...new Set(all)];
}
