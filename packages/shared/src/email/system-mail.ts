import { z } from 'zod';
import { text } from '../validation';

/**
 * The mails the system sends, as templates (issue 17, decision 0064). Each has a default subject
 * and body with `{{placeholders}}`; a company may replace both, and "reset to default" drops its
 * copy. `renderSystemMail` is the one renderer: the server sends what it returns and the settings
 * screen previews the same thing.
 */

export interface SystemMailTemplate {
  label: string;
  /** When the system sends it. */
  description: string;
  subject: string;
  body: string;
  /** Each placeholder the template may use, with what it stands for. */
  placeholders: Record<string, string>;
  /** Values for the preview. */
  sample: Record<string, string>;
}

const SAMPLE_LINK = 'https://haligi.example/verify-email/abc123';

export const SYSTEM_MAIL_TEMPLATES = {
  'email-verification': {
    label: 'Email verification',
    description: 'Sent after sign-up, and when a member asks for the link again.',
    subject: 'Verify your email for Haligi',
    body: "Hello {{name}},\n\nWelcome to Haligi. Confirm your email address to start using {{company}}'s workspace. The link works for {{hours}} hours.\n\nVerify email: {{link}}",
    placeholders: { name: "The member's first name", company: 'The company name', hours: 'How long the link works', link: 'The verification link' },
    sample: { name: 'Maria', company: 'Bayanihan Builders', hours: '48', link: SAMPLE_LINK },
  },
  'signup-existing': {
    label: 'Sign-up with a used address',
    description: 'Sent when someone signs up with an address that already has an account.',
    subject: 'Someone tried to sign up to Haligi with your email',
    body: 'Hello {{name}},\n\nSomeone tried to create a new Haligi account with this email address, which already has an account. Nothing was changed. If it was you, sign in instead.\n\nSign in: {{link}}',
    placeholders: { name: "The member's first name", link: 'The sign-in page' },
    sample: { name: 'Maria', link: 'https://haligi.example/login' },
  },
  'password-reset': {
    label: 'Password reset',
    description: 'Sent when someone asks to reset a password.',
    subject: 'Reset your Haligi password',
    body: 'Hello {{name}},\n\nSomeone asked to reset the password of your Haligi account. If it was you, choose a new password with the link below: it works for 1 hour, once. If it was not you, ignore this mail; your password stays as it is.\n\nReset password: {{link}}',
    placeholders: { name: "The member's first name", link: 'The reset link' },
    sample: { name: 'Maria', link: 'https://haligi.example/reset-password/abc123' },
  },
  invitation: {
    label: 'Invitation',
    description: 'Sent when a member invites someone to the company.',
    subject: '{{inviter}} invited you to {{company}} on Haligi',
    body: 'Hello,\n\n{{inviter}} invited you to join {{company}} on Haligi as {{role}}. The invitation works for {{days}} days.\n\nAccept invitation: {{link}}',
    placeholders: { inviter: 'Who invited', company: 'The company name', role: 'The role offered', days: 'How long the invitation works', link: 'The invitation link' },
    sample: { inviter: 'Ligaya Dela Cruz', company: 'Bayanihan Builders', role: 'Estimator', days: '7', link: 'https://haligi.example/invite/abc123' },
  },
  'invitation-elsewhere': {
    label: 'Invitation to an address of another company',
    description: 'Sent instead of an invitation when the address already belongs to another company.',
    subject: '{{inviter}} invited you to {{company}} on Haligi',
    body: 'Hello,\n\n{{inviter}} invited you to join {{company}} on Haligi, but this email address already belongs to an account in another company. An address can belong to one company: ask {{inviter}} to invite another address of yours.\n\nSign in to your account: {{link}}',
    placeholders: { inviter: 'Who invited', company: 'The company name', link: 'The sign-in page' },
    sample: { inviter: 'Ligaya Dela Cruz', company: 'Bayanihan Builders', link: 'https://haligi.example/login' },
  },
  payslip: {
    label: 'Payslip',
    description: 'Sent with each payslip PDF when a cutoff is emailed.',
    subject: 'Your payslip for {{period}}',
    body: 'Hello {{name}},\n\nYour payslip for {{period}} ({{cutoff}}, pay date {{payDate}}) from {{company}} is attached.',
    placeholders: { name: "The employee's first name", period: 'The cutoff period', cutoff: 'The cutoff code', payDate: 'The pay date', company: 'The company name' },
    sample: { name: 'Juan', period: '2026-01-16 to 2026-01-31', cutoff: 'CO-000002', payDate: '2026-02-05', company: 'Bayanihan Builders' },
  },
  'one-time-code': {
    label: 'One-time code',
    description: 'Sent when a member asks for a code to confirm an action.',
    subject: 'Your Haligi code',
    body: 'Hello {{name}},\n\nYour code is {{code}}. It works for {{minutes}} minutes, once. If you did not ask for it, ignore this mail.',
    placeholders: { name: "The member's first name", code: 'The 6-digit code', minutes: 'How long the code works' },
    sample: { name: 'Maria', code: '493027', minutes: '10' },
  },
  'developer-promotion': {
    label: 'Developer promotion code',
    description: "Sent to the installation's developers when a member asks to become one.",
    subject: '{{requester}} asks to become a developer',
    body: 'Hello {{name}},\n\n{{requester}} ({{email}}) of {{company}} asks to become a developer of this Haligi installation. Your code is {{code}}. Give it to them only if you agree; it works for {{minutes}} minutes, once.',
    placeholders: { name: "The developer's first name", requester: 'Who asks', email: "The requester's address", company: "The requester's company", code: 'The 6-digit code', minutes: 'How long the code works' },
    sample: { name: 'Dev', requester: 'Maria Santos', email: 'maria@bayanihan.ph', company: 'Bayanihan Builders', code: '493027', minutes: '10' },
  },
} as const satisfies Record<string, SystemMailTemplate>;

export type SystemMailKey = keyof typeof SYSTEM_MAIL_TEMPLATES;
export const SYSTEM_MAIL_KEYS = Object.keys(SYSTEM_MAIL_TEMPLATES) as SystemMailKey[];
export const isSystemMailKey = (key: string): key is SystemMailKey => Object.hasOwn(SYSTEM_MAIL_TEMPLATES, key);

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The placeholders a text uses, each once, in order. */
export function placeholdersIn(value: string): string[] {
  return [...new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** `{{name}}` replaced by its value; an unknown placeholder stays as written. */
export function fillPlaceholders(value: string, values: Readonly<Record<string, string>>): string {
  return value.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

/**
 * What a company's copy of a template must keep, or the mail stops doing its job: the link of a
 * link mail, and the code mails' sentence "Your code is {{code}}" (issue 17: the one-time code
 * mail's text reads "Your code is NNNNNN", which other programs read).
 */
export const TEMPLATE_MUST_KEEP: Readonly<Partial<Record<SystemMailKey, readonly string[]>>> = {
  'email-verification': ['{{link}}'],
  'signup-existing': ['{{link}}'],
  'password-reset': ['{{link}}'],
  invitation: ['{{link}}'],
  'invitation-elsewhere': ['{{link}}'],
  'one-time-code': ['Your code is {{code}}'],
  'developer-promotion': ['Your code is {{code}}'],
};

/** The field problems of a company's subject and body: placeholders the template does not know, and what it must keep. */
export function templateProblems(key: SystemMailKey, template: { subject: string; body: string }): string[] {
  const known = SYSTEM_MAIL_TEMPLATES[key].placeholders;
  const problems: string[] = [];
  for (const field of ['subject', 'body'] as const) {
    const unknown = placeholdersIn(template[field]).filter((name) => !Object.hasOwn(known, name));
    if (unknown.length) problems.push(`${field}: unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(', ')}; use ${Object.keys(known).map((n) => `{{${n}}}`).join(', ')}`);
  }
  const body = template.body.replace(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g, '{{$1}}');
  for (const kept of TEMPLATE_MUST_KEEP[key] ?? []) if (!body.includes(kept)) problems.push(`body: must keep "${kept}"`);
  return problems;
}

/** The sender's look: the company's name and brand colour in the header and footer. */
export interface MailBrand {
  companyName: string;
  brandColor: string | null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const MAIL_DEFAULT_COLOR = '#3b5bdb';

/** One paragraph of the body as HTML: escaped, line breaks kept, links clickable. */
function paragraphHtml(paragraph: string): string {
  let html = '';
  let at = 0;
  for (const match of paragraph.matchAll(URL_PATTERN)) {
    html += escapeHtml(paragraph.slice(at, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    at = match.index! + match[0].length;
  }
  html += escapeHtml(paragraph.slice(at));
  return html.replace(/\n/g, '<br>');
}

/**
 * A system mail as sent: the subject and body with their placeholders filled, the text ending with
 * the company's name, the HTML inside a header band in the brand colour and a footer naming the
 * company. Values are inserted as text: they are escaped in the HTML.
 */
export function renderSystemMail(template: { subject: string; body: string }, values: Readonly<Record<string, string>>, brand: MailBrand) {
  const subject = fillPlaceholders(template.subject, values).replace(/\s+/g, ' ').trim();
  const body = fillPlaceholders(template.body, values).replace(/\r\n/g, '\n').trim();
  const sender = brand.companyName.trim() || 'Haligi';
  const color = brand.brandColor && /^#[0-9a-f]{6}$/i.test(brand.brandColor) ? brand.brandColor : MAIL_DEFAULT_COLOR;
  const text = `${body}\n\n${sender}`;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 14px">${paragraphHtml(p)}</p>`)
    .join('');
  const html =
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#212529;max-width:600px">` +
    `<div style="background:${color};color:#ffffff;padding:12px 16px;font-size:16px;font-weight:bold">${escapeHtml(sender)}</div>` +
    `<div style="padding:16px">${paragraphs}</div>` +
    `<div style="border-top:3px solid ${color};padding:8px 16px;font-size:12px;color:#5f6670">${escapeHtml(sender)} · sent by Haligi</div>` +
    `</div>`;
  return { subject, text, html };
}

/** The company's own subject and body of a system mail. */
export const mailTemplateRequest = z.object({
  subject: text().trim().min(1, 'is required').max(200),
  body: text().trim().min(1, 'is required').max(5000),
});
export type MailTemplateRequest = z.infer<typeof mailTemplateRequest>;

/** Which system mail: one of SYSTEM_MAIL_KEYS (an unknown key is a 404). */
const templateKeyField = text().trim().min(1, 'is required').max(50);
/** POST /settings/mail-template */
export const mailTemplateSaveRequest = mailTemplateRequest.extend({ key: templateKeyField });
/** POST /settings/mail-template/reset */
export const mailTemplateKeyRequest = z.object({ key: templateKeyField });

/** A template as GET /settings/mail-templates lists it. */
export interface MailTemplateAnswer {
  key: SystemMailKey;
  label: string;
  description: string;
  subject: string;
  body: string;
  defaultSubject: string;
  defaultBody: string;
  placeholders: Record<string, string>;
  sample: Record<string, string>;
  /** The company changed it (reset to default drops the change). */
  isCustom: boolean;
  updatedAt: string | null;
}

export const MAIL_TEMPLATE_MESSAGES = {
  saved: 'Template saved',
  reset: 'Template reset to default',
} as const;
