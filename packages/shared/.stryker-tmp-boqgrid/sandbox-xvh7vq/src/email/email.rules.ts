/** Email compose rules (spec document 2, sections 5 and 8). */
// @ts-nocheck

export const EMAIL_MESSAGES = {
  noRecipient: 'Please specify at least one recipient',
  sent: 'Email sent successfully',
  failed: 'Failed to send email',
} as const;

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
