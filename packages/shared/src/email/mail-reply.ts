import { formatDisplayDateTime } from '../format/date';
import type { MailAddress, MailDetail } from './mailbox.schemas';

/** What the compose dialog opens with for a reply or a forward (decision 0063). */
export interface MailDraftPrefill {
  to: string;
  cc: string;
  subject: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "Re: " once: a subject already starting with Re: (any case) keeps it. */
export const replySubject = (subject: string) => (/^\s*re:/i.test(subject) ? subject.trim() : `Re: ${subject.trim()}`.trim());

/** "Fwd: " once (Fwd: or Fw:). */
export const forwardSubject = (subject: string) => (/^\s*fwd?:/i.test(subject) ? subject.trim() : `Fwd: ${subject.trim()}`.trim());

export const formatAddress = (address: MailAddress | null) => (!address ? '' : address.name ? `${address.name} <${address.address}>` : address.address);

/** The quoted mail: its html as sent, else its text with line breaks. */
const quotedBody = (mail: Pick<MailDetail, 'html' | 'text'>) =>
  mail.html && mail.html.trim() ? mail.html : `<p>${escapeHtml(mail.text.trim()).replace(/\n/g, '<br>')}</p>`;

const when = (date: string | null) => (date ? formatDisplayDateTime(date) : '');

/** "On 23 Nov 2026, 9:00 AM, Ana <ana@client.ph> wrote:"; without a date or a sender, what is known. */
const attribution = (mail: Pick<MailDetail, 'from' | 'date'>) => {
  const who = formatAddress(mail.from) || 'The sender';
  return mail.date ? `On ${when(mail.date)}, ${who} wrote:` : `${who} wrote:`;
};

/** Reply: to the sender; with `toAll`, the other recipients (not `self`) as copies. */
export function replyDraft(mail: Pick<MailDetail, 'from' | 'to' | 'cc' | 'subject' | 'date' | 'html' | 'text'>, options: { toAll?: boolean; self?: string } = {}): MailDraftPrefill {
  const self = (options.self ?? '').trim().toLowerCase();
  const sender = mail.from?.address ?? '';
  const others = options.toAll
    ? [...mail.to, ...mail.cc].map((a) => a.address).filter((a) => a && a.toLowerCase() !== self && a.toLowerCase() !== sender.toLowerCase())
    : [];
  return {
    to: sender,
    cc: [...new Set(others)].join(', '),
    subject: replySubject(mail.subject),
    html: `<p></p><p>${escapeHtml(attribution(mail))}</p><blockquote>${quotedBody(mail)}</blockquote>`,
  };
}

/** Forward: no recipient yet; the original's headers above its body. */
export function forwardDraft(mail: Pick<MailDetail, 'from' | 'to' | 'subject' | 'date' | 'html' | 'text'>): MailDraftPrefill {
  const header = [
    '---------- Forwarded message ----------',
    `From: ${formatAddress(mail.from)}`,
    `Date: ${when(mail.date)}`,
    `Subject: ${mail.subject}`,
    `To: ${mail.to.map(formatAddress).join(', ')}`,
  ]
    .map(escapeHtml)
    .join('<br>');
  return { to: '', cc: '', subject: forwardSubject(mail.subject), html: `<p></p><p>${header}</p>${quotedBody(mail)}` };
}
