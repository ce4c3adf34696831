/** Email compose rules (spec document 2, sections 5 and 8). */
export const EMAIL_MESSAGES = {
  noRecipient: 'Please specify at least one recipient',
  sent: 'Email sent successfully',
  failed: 'Failed to send email',
  notConfigured: 'Please configure your email settings first',
} as const;

/** Where "configure your email settings" links to (spec part 2 section 5). */
export const EMAIL_SETTINGS_PATH = '/member/settings/email';

/** A send the mail server refused: "Failed to send email: <the server's reason>". */
export const sendFailedMessage = (reason: string) => (reason.trim() ? `${EMAIL_MESSAGES.failed}: ${reason.trim()}` : EMAIL_MESSAGES.failed);

/** Recipients are split by comma and trimmed; empty parts are dropped. */
export function splitRecipients(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

// One @, no spaces, a dot in the domain: what a mail server will accept as an address.
const EMAIL_PATTERN = /^[^\s@,;<>()]+@[^\s@,;<>()]+\.[^\s@,;<>().]+$/;

export const isEmailAddress = (text: string) => text.length <= 254 && EMAIL_PATTERN.test(text);

/** The recipients that are not valid addresses, as typed. */
export function findInvalidRecipients(recipients: readonly string[]): string[] {
  return recipients.filter((recipient) => !isEmailAddress(recipient));
}

export interface RecipientFields {
  to: string[];
  cc: string[];
  bcc: string[];
}

/**
 * To, Cc and Bcc of a compose form, each split by comma and trimmed, with every problem as
 * "field: problem" (an address that is not one; no To at all is "Please specify at least one
 * recipient", the compose dialog's own words).
 */
export function readRecipientFields(fields: { to?: string | null; cc?: string | null; bcc?: string | null }): RecipientFields & { problems: string[] } {
  const read = { to: splitRecipients(fields.to), cc: splitRecipients(fields.cc), bcc: splitRecipients(fields.bcc) };
  const problems: string[] = [];
  if (!read.to.length) problems.push(EMAIL_MESSAGES.noRecipient);
  for (const field of ['to', 'cc', 'bcc'] as const) {
    for (const recipient of findInvalidRecipients(read[field])) problems.push(`${field}: ${recipient} is not a valid email address`);
  }
  return { ...read, problems };
}

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The plain-text part of a mail written in the rich-text editor. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
