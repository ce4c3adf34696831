import { describe, expect, it } from 'vitest';
import { EMAIL_PRESETS, EMAIL_PROVIDERS, emailConfigRequest, isEmailProvider, isHostName, sendEmailRequest, testEmailConfigRequest, updateEmailConfigRequest } from './email-config';

const describeIssues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);

const valid = {
  fromName: 'Ana Santos',
  fromEmail: 'ana@example.ph',
  smtpHost: 'smtp.example.ph',
  smtpPort: 465,
  smtpSecure: true,
  smtpUser: 'ana@example.ph',
  smtpPassword: ' secret with spaces ',
  imapHost: 'imap.example.ph',
  imapPort: '993',
  imapSecure: true,
  imapUser: 'ana@example.ph',
  imapPassword: 'imap-secret',
};

describe('email configuration', () => {
  it('takes the twelve fields; ports may come as numeric text; passwords are kept as typed', () => {
    const parsed = emailConfigRequest.parse(valid);
    expect(parsed.imapPort).toBe(993);
    expect(parsed.smtpPassword).toBe(' secret with spaces ');
    expect(emailConfigRequest.parse({ ...valid, fromName: undefined }).fromName).toBe('');
  });

  it('lists every field problem at once', () => {
    const result = emailConfigRequest.safeParse({ fromEmail: 'ana@', smtpHost: 'smtp example', smtpPort: 0, smtpSecure: 'yes', imapPort: 70000 });
    expect(describeIssues(result)).toEqual([
      'fromEmail: must be an email address',
      'smtpHost: must be a server name such as smtp.example.com',
      'smtpPort: must be at least 1',
      'smtpSecure: must be true or false',
      'smtpUser: is required',
      'smtpPassword: is required',
      'imapHost: is required',
      'imapPort: must be at most 65535',
      'imapSecure: must be true or false',
      'imapUser: is required',
      'imapPassword: is required',
    ]);
  });

  it('a change keeps what it leaves out, and a blank password is left out', () => {
    expect(updateEmailConfigRequest.parse({ smtpHost: 'mail.example.ph', smtpPassword: '', imapPassword: '' })).toEqual({ smtpHost: 'mail.example.ph' });
    expect(updateEmailConfigRequest.parse({ smtpPassword: 'new' })).toEqual({ smtpPassword: 'new' });
    expect(describeIssues(updateEmailConfigRequest.safeParse({ smtpPassword: null, smtpHost: null }))).toEqual(['smtpHost: cannot be cleared', 'smtpPassword: cannot be cleared']);
  });

  it('a test may leave out the passwords and the sender', () => {
    const { fromName, fromEmail, smtpPassword, imapPassword, ...servers } = valid;
    expect(testEmailConfigRequest.parse({ ...servers, smtpPassword: '' })).toEqual({ ...servers, imapPort: 993 });
  });

  it('host names: letters, digits, hyphens between dots, or an IPv4 address', () => {
    expect(['smtp.gmail.com', '127.0.0.1', 'mail-1.example.com.ph', 'localhost'].every(isHostName)).toBe(true);
    expect(['', '-mail.example.com', 'mail..example.com', 'smtp example.com', 'mail_1.example.com', `${'a'.repeat(64)}.com`, 'smtp.example.com:25'].some(isHostName)).toBe(false);
  });
});

describe('provider presets', () => {
  it('gmail, outlook, yahoo, zoho and others', () => {
    expect(EMAIL_PROVIDERS).toEqual(['gmail', 'outlook', 'yahoo', 'zoho', 'others']);
    expect(EMAIL_PRESETS.gmail).toEqual({ provider: 'gmail', label: 'Gmail', smtpHost: 'smtp.gmail.com', smtpPort: 465, smtpSecure: true, imapHost: 'imap.gmail.com', imapPort: 993, imapSecure: true });
    expect(EMAIL_PRESETS.outlook.smtpPort).toBe(587);
    expect(EMAIL_PRESETS.outlook.smtpSecure).toBe(false);
    expect(EMAIL_PRESETS.others.smtpHost).toBe('');
    for (const provider of EMAIL_PROVIDERS) expect(EMAIL_PRESETS[provider].provider).toBe(provider);
    expect(isEmailProvider('zoho')).toBe(true);
    expect(isEmailProvider('hotmail')).toBe(false);
    expect(isEmailProvider('toString')).toBe(false);
  });
});

describe('send', () => {
  it('needs To and a subject; Cc, Bcc and the body may be left out', () => {
    expect(sendEmailRequest.parse({ to: 'ana@example.ph', subject: ' Site visit ' })).toEqual({ to: 'ana@example.ph', cc: '', bcc: '', subject: 'Site visit', html: '' });
    expect(describeIssues(sendEmailRequest.safeParse({ to: ' ', subject: '' }))).toEqual(['to: Please specify at least one recipient', 'subject: is required']);
  });
});
