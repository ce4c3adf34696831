import { z } from 'zod';
import { patchSchemaOf } from '../records/patch';
import { text, wholeNumber } from '../validation';
import { isEmailAddress } from './email.rules';

/**
 * A member's own mailbox (settings/email, decision 0062): the SMTP server mail is sent through and
 * the IMAP server the email client reads. Passwords travel only into the server; answers say
 * whether one is saved (`smtpPasswordSet`, `imapPasswordSet`).
 */

export const EMAIL_PROVIDERS = ['gmail', 'outlook', 'yahoo', 'zoho', 'others'] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];

export interface EmailServerPreset {
  provider: EmailProvider;
  label: string;
  smtpHost: string;
  smtpPort: number;
  /** TLS from the first byte (port 465); false: plain, upgraded by STARTTLS when the server offers it (587). */
  smtpSecure: boolean;
  imapHost: string;
  imapPort: number;
  imapSecure: boolean;
}

/** The providers' published settings; "others" leaves the hosts blank with the usual ports. */
export const EMAIL_PRESETS: Readonly<Record<EmailProvider, EmailServerPreset>> = {
  gmail: { provider: 'gmail', label: 'Gmail', smtpHost: 'smtp.gmail.com', smtpPort: 465, smtpSecure: true, imapHost: 'imap.gmail.com', imapPort: 993, imapSecure: true },
  outlook: { provider: 'outlook', label: 'Outlook / Microsoft 365', smtpHost: 'smtp-mail.outlook.com', smtpPort: 587, smtpSecure: false, imapHost: 'outlook.office365.com', imapPort: 993, imapSecure: true },
  yahoo: { provider: 'yahoo', label: 'Yahoo Mail', smtpHost: 'smtp.mail.yahoo.com', smtpPort: 465, smtpSecure: true, imapHost: 'imap.mail.yahoo.com', imapPort: 993, imapSecure: true },
  zoho: { provider: 'zoho', label: 'Zoho Mail', smtpHost: 'smtp.zoho.com', smtpPort: 465, smtpSecure: true, imapHost: 'imap.zoho.com', imapPort: 993, imapSecure: true },
  others: { provider: 'others', label: 'Other provider', smtpHost: '', smtpPort: 587, smtpSecure: false, imapHost: '', imapPort: 993, imapSecure: true },
};

export const isEmailProvider = (value: string): value is EmailProvider => (EMAIL_PROVIDERS as readonly string[]).includes(value);

// Letters, digits and hyphens between dots (an IPv4 address fits too): what a mail client connects to.
const HOST_PATTERN = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
export const isHostName = (value: string) => value.length <= 253 && HOST_PATTERN.test(value);

const hostName = () => text().trim().min(1, 'is required').max(253).refine(isHostName, 'must be a server name such as smtp.example.com');
const port = () => wholeNumber(1, 65535);
const secure = () => z.boolean({ error: 'must be true or false' });
const login = () => text().trim().min(1, 'is required').max(254);
/** Never trimmed: a space may be part of a password. */
const password = () => text().min(1, 'is required').max(500);

/** POST /email-config: the whole configuration, both passwords included. */
export const emailConfigRequest = z.object({
  fromName: text().trim().max(100).optional().default(''),
  fromEmail: text().trim().min(1, 'is required').max(254).refine(isEmailAddress, 'must be an email address'),
  smtpHost: hostName(),
  smtpPort: port(),
  smtpSecure: secure(),
  smtpUser: login(),
  smtpPassword: password(),
  imapHost: hostName(),
  imapPort: port(),
  imapSecure: secure(),
  imapUser: login(),
  imapPassword: password(),
});
export type EmailConfigRequest = z.infer<typeof emailConfigRequest>;

/** A password field a form may send blank: blank means "keep the saved one", like leaving it out. */
const keptWhenBlank = <T extends z.ZodType>(field: T) => z.preprocess((value) => (value === '' ? undefined : value), field);

/**
 * PUT /email-config: the fields to change; a field left out keeps its saved value, and so does a
 * blank password (the form shows "password set" and sends nothing typed). `null` clears nothing.
 */
const updateShape = patchSchemaOf(emailConfigRequest).shape;
export const updateEmailConfigRequest = z.object({
  ...updateShape,
  smtpPassword: keptWhenBlank(updateShape.smtpPassword),
  imapPassword: keptWhenBlank(updateShape.imapPassword),
});
export type UpdateEmailConfigRequest = z.infer<typeof updateEmailConfigRequest>;

/**
 * POST /email-config/test: a configuration to try. The sender fields are not needed for a login;
 * a password left out or blank is the saved one.
 */
export const testEmailConfigRequest = emailConfigRequest.extend({
  fromName: text().trim().max(100).optional(),
  fromEmail: text().trim().max(254).optional(),
  smtpPassword: keptWhenBlank(password().optional()),
  imapPassword: keptWhenBlank(password().optional()),
});
export type TestEmailConfigRequest = z.infer<typeof testEmailConfigRequest>;

/** GET /email-config: what is saved, passwords reduced to whether one is set. */
export interface EmailConfigAnswer {
  id: number;
  fromName: string;
  fromEmail: string;
  smtpHost: string;
  smtpPort: number;
  smtpSecure: boolean;
  smtpUser: string;
  smtpPasswordSet: boolean;
  imapHost: string;
  imapPort: number;
  imapSecure: boolean;
  imapUser: string;
  imapPasswordSet: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `{success, message}`: a test or a send; the message carries the mail server's own reason on failure. */
export interface EmailOutcome {
  success: boolean;
  message: string;
}

export const EMAIL_CONFIG_MESSAGES = {
  saved: 'Email settings saved',
  deleted: 'Email settings deleted',
  exists: 'Your email settings already exist; change them with PUT /email-config',
  notFound: 'Email settings not found',
  testPassed: 'Connection successful: the SMTP and IMAP servers accepted the login',
  unknownProvider: 'Unknown provider; use gmail, outlook, yahoo, zoho or others',
} as const;

/** POST /email/send (and the lead page's Send Email): To is required, Cc and Bcc may be blank. */
export const sendEmailRequest = z.object({
  to: text().trim().min(1, 'Please specify at least one recipient').max(5000),
  cc: text().trim().max(5000).optional().default(''),
  bcc: text().trim().max(5000).optional().default(''),
  subject: text().trim().min(1, 'is required').max(300),
  html: text().max(200_000).optional().default(''),
});
export type SendEmailRequest = z.infer<typeof sendEmailRequest>;

