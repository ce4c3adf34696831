import { pdfText } from '@haligi/shared/testing/pdf-text';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, emailOutbox, oneTimeCodes } from '../src/db/schema';
import { otpClock } from '../src/modules/otp/otp.service';
import { expectError } from './assertions';
import { call, createCompany, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { insertItem, insertPurchaseOrder, insertSupplier } from './inventory-helpers';

let server: TestServer;
let admin: TestUser;
let member: TestUser;
let stranger: TestUser;

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { isFullAccess: true });
  member = await createUser(server, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
  stranger = await createUser(server, { isFullAccess: true });
});
afterAll(async () => server.stop());
afterEach(() => {
  otpClock.now = () => new Date();
});

async function upload(user: TestUser, bytes: Buffer, type: string, filename: string) {
  const form = new FormData();
  form.append('fileData', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${server.url}/api/file-upload/upload-document`, { method: 'POST', headers: { token: user.token }, body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/** The newest mail to an address, read from the system outbox table. */
async function lastMailTo(to: string) {
  const [mail] = await server.context.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1);
  return mail;
}
const codeIn = (text: string) => {
  const match = text.match(/Your code is (\d{6})/);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1];
};
const minutesLater = (minutes: number) => {
  const at = Date.now() + minutes * 60_000;
  otpClock.now = () => new Date(at);
};

describe('GET/PATCH /company/profile', () => {
  it('every member reads the profile; only SETTINGS_COMPANY_ACCESS writes it', async () => {
    const read = await call(server, 'GET', '/company/profile', { token: member.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: admin.companyId, address: '', tin: '', brandColor: null, logo: null });
    expectError(await call(server, 'PATCH', '/company/profile', { token: member.token, body: { name: 'Taken over' } }), 403);
    expectError(await call(server, 'GET', '/company/profile'), 401);
  });

  it('a PATCH changes only the fields it names, the TIN kept as digits and the colour in lower case', async () => {
    const first = await call(server, 'PATCH', '/company/profile', { token: admin.token, body: { name: 'Bayanihan Builders', address: '12 Kalayaan Ave, Quezon City', tin: '123-456-789-000', brandColor: '#0B7285' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Company profile saved');
    expect(first.body.data).toMatchObject({ name: 'Bayanihan Builders', address: '12 Kalayaan Ave, Quezon City', tin: '123456789000', brandColor: '#0b7285' });
    const second = await call(server, 'PATCH', '/company/profile', { token: admin.token, body: { address: '14 Kalayaan Ave, Quezon City' } });
    expect(second.body.data).toMatchObject({ name: 'Bayanihan Builders', address: '14 Kalayaan Ave, Quezon City', tin: '123456789000', brandColor: '#0b7285' });
    const cleared = await call(server, 'PATCH', '/company/profile', { token: admin.token, body: { brandColor: null } });
    expect(cleared.body.data.brandColor).toBeNull();
    await call(server, 'PATCH', '/company/profile', { token: admin.token, body: { brandColor: '#0b7285' } });
    // The other company is untouched.
    expect((await call(server, 'GET', '/company/profile', { token: stranger.token })).body.data.tin).toBe('');
  });

  it('bad input lists every field problem and changes nothing', async () => {
    expectError(await call(server, 'PATCH', '/company/profile', { token: admin.token, body: { name: '', tin: '12-34', brandColor: 'teal', logoFileId: 'x' } }), 400, [
      'name: is required',
      'tin: TIN must have 9, 12 or 14 digits (###-###-###-000)',
      'brandColor: must be a colour like #1c7ed6',
      'logoFileId: must be a number',
    ]);
    expectError(await call(server, 'PATCH', '/company/profile', { token: admin.token, body: { name: null } }), 400, ['name: cannot be cleared']);
    expect((await call(server, 'GET', '/company/profile', { token: admin.token })).body.data.name).toBe('Bayanihan Builders');
  });

  it('the logo is a PNG or JPEG upload of the company; null removes it', async () => {
    const gif = await upload(admin, Buffer.from('GIF89a'), 'image/gif', 'logo.gif');
    expectError(await call(server, 'PATCH', '/company/profile', { token: admin.token, body: { logoFileId: gif.id } }), 422, 'The logo must be a PNG or JPEG image');
    const foreign = await upload(stranger, PNG, 'image/png', 'theirs.png');
    expectError(await call(server, 'PATCH', '/company/profile', { token: admin.token, body: { logoFileId: foreign.id } }), 404, 'File not found');
    const logo = await upload(admin, PNG, 'image/png', 'bayanihan.png');
    const saved = await call(server, 'PATCH', '/company/profile', { token: admin.token, body: { logoFileId: logo.id } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.logo).toMatchObject({ fileId: logo.id, url: `/api/file-upload/files/${logo.name}`, originalName: 'bayanihan.png' });
    const image = await fetch(`${server.url}${saved.body.data.logo.signedUrl}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const [row] = await server.context.db.select({ logoImage: companies.logoImage }).from(companies).where(eq(companies.id, admin.companyId));
    expect(Buffer.from(row.logoImage!).equals(PNG)).toBe(true);
    // The name and colour stayed.
    expect(saved.body.data).toMatchObject({ name: 'Bayanihan Builders', brandColor: '#0b7285' });
  });

  it('PDFs carry the letterhead: logo, name, address and TIN', async () => {
    const supplier = await insertSupplier(server, admin.companyId, 'Pag-asa Steel Works');
    const item = await insertItem(server, admin.companyId);
    const { order } = await insertPurchaseOrder(server, admin.companyId, { supplierId: supplier.id }, [{ itemId: item.id, itemName: item.name, quantity: '2', unitPrice: '100.00' }]);
    const po = await fetch(`${server.url}/api/purchase-order/${order.id}/pdf`, { headers: { token: admin.token } });
    expect(po.status).toBe(200);
    const poBytes = Buffer.from(await po.arrayBuffer());
    const poText = pdfText(poBytes);
    for (const expected of ['Bayanihan Builders', '14 Kalayaan Ave, Quezon City', 'TIN 123-456-789-000', 'Purchase Order']) expect(poText, expected).toContain(expected);
    expect(poBytes.toString('latin1')).toContain('/Subtype /Image');

    const year = new Date().getFullYear();
    const certificate = await fetch(`${server.url}/api/treasury/bir-2307/pdf?supplierId=${supplier.id}&year=${year}&quarter=1`, { headers: { token: admin.token } });
    expect(certificate.status).toBe(200);
    const certificateText = pdfText(Buffer.from(await certificate.arrayBuffer()));
    for (const expected of ['Bayanihan Builders', 'TIN 123-456-789-000', 'TIN: 123-456-789-000', 'BIR Form No. 2307']) expect(certificateText, expected).toContain(expected);

    // Without a logo the letterhead is the text alone.
    await call(server, 'PATCH', '/company/profile', { token: admin.token, body: { logoFileId: null } });
    const plain = Buffer.from(await (await fetch(`${server.url}/api/purchase-order/${order.id}/pdf`, { headers: { token: admin.token } })).arrayBuffer());
    expect(plain.toString('latin1')).not.toContain('/Subtype /Image');
    expect(pdfText(plain)).toContain('TIN 123-456-789-000');
    expect((await call(server, 'GET', '/company/profile', { token: admin.token })).body.data.logo).toBeNull();
  });
});

describe('GET /settings/about', () => {
  it('answers the version, the commit (or null) and the environment label', async () => {
    const about = await call(server, 'GET', '/settings/about', { token: admin.token });
    expect(about.status).toBe(200);
    expect(about.body.data.version).toBe('0.1.0');
    expect(about.body.data.environment).toBe(process.env.ENVIRONMENT_LABEL?.trim() || 'staging');
    expect(about.body.data.commit === null || /^[0-9a-f]{7,64}$/.test(about.body.data.commit)).toBe(true);
    expectError(await call(server, 'GET', '/settings/about', { token: member.token }), 403);
  });

  it('reads the commit from GIT_COMMIT first and falls back to null without git', async () => {
    const { readCommit } = await import('../src/modules/company/about');
    expect(readCommit({ GIT_COMMIT: 'abc1234' })).toBe('abc1234');
    expect(readCommit({ PATH: '/nowhere' })).toBeNull();
  });
});

describe('system mail templates', () => {
  it('lists every template with its default; SETTINGS_SYSTEM_EMAILS_ACCESS only', async () => {
    const list = await call(server, 'GET', '/settings/mail-templates', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.list.map((t: any) => t.key)).toEqual(['email-verification', 'signup-existing', 'password-reset', 'invitation', 'invitation-elsewhere', 'payslip', 'one-time-code', 'developer-promotion']);
    const code = list.body.list.find((t: any) => t.key === 'one-time-code');
    expect(code).toMatchObject({ subject: 'Your Haligi code', isCustom: false, updatedAt: null, placeholders: { name: "The member's first name", code: 'The 6-digit code', minutes: 'How long the code works' } });
    expect(code.body).toBe(code.defaultBody);
    expectError(await call(server, 'GET', '/settings/mail-templates', { token: member.token }), 403);
    expectError(await call(server, 'POST', '/settings/mail-template', { token: member.token, body: { key: 'one-time-code', subject: 'x', body: 'y' } }), 403);
  });

  it("a company's own template is what its mails say, in its name and colour; reset brings the default back", async () => {
    const saved = await call(server, 'POST', '/settings/mail-template', { token: admin.token, body: { key: 'one-time-code', subject: 'Code for {{name}}', body: 'Magandang araw {{name}}!\n\nYour code is {{code}} (valid {{minutes}} minutes).' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Template saved');
    expect(saved.body.data).toMatchObject({ key: 'one-time-code', subject: 'Code for {{name}}', isCustom: true, defaultSubject: 'Your Haligi code' });
    expect((await call(server, 'POST', '/otp/request', { token: admin.token, body: { type: 'template-check' } })).status).toBe(200);
    const mail = await lastMailTo(admin.email);
    expect(mail.subject).toBe('Code for Juan');
    expect(mail.text).toMatch(/^Magandang araw Juan!\n\nYour code is \d{6} \(valid 10 minutes\)\.\n\nBayanihan Builders$/);
    expect(mail.html).toContain('background:#0b7285');
    expect(mail.html).toContain('>Bayanihan Builders</div>');
    // Another company still mails the default.
    await call(server, 'POST', '/otp/request', { token: stranger.token, body: { type: 'template-check' } });
    expect((await lastMailTo(stranger.email)).subject).toBe('Your Haligi code');

    const reset = await call(server, 'POST', '/settings/mail-template/reset', { token: admin.token, body: { key: 'one-time-code' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ message: 'Template reset to default', data: { subject: 'Your Haligi code', isCustom: false } });
    await call(server, 'POST', '/otp/request', { token: admin.token, body: { type: 'template-check' } });
    expect((await lastMailTo(admin.email)).text).toMatch(/^Hello Juan,\n\nYour code is \d{6}\. It works for 10 minutes, once\./);
  });

  it('refuses unknown placeholders, empty fields and unknown templates', async () => {
    expectError(await call(server, 'POST', '/settings/mail-template', { token: admin.token, body: { key: 'one-time-code', subject: 'Hi {{nam}}', body: 'Your code is {{code}} {{link}}' } }), 400, [
      'subject: unknown placeholder {{nam}}; use {{name}}, {{code}}, {{minutes}}',
      'body: unknown placeholder {{link}}; use {{name}}, {{code}}, {{minutes}}',
    ]);
    expectError(await call(server, 'POST', '/settings/mail-template', { token: admin.token, body: { key: 'one-time-code', subject: ' ', body: '' } }), 400, ['subject: is required', 'body: is required']);
    // The code mail keeps its sentence; a link mail its link.
    expectError(await call(server, 'POST', '/settings/mail-template', { token: admin.token, body: { key: 'one-time-code', subject: 'Code', body: 'Here: {{code}}' } }), 400, ['body: must keep "Your code is {{code}}"']);
    expectError(await call(server, 'POST', '/settings/mail-template', { token: admin.token, body: { key: 'password-reset', subject: 'Reset', body: 'Ask the office.' } }), 400, ['body: must keep "{{link}}"']);
    expectError(await call(server, 'POST', '/settings/mail-template', { token: admin.token, body: { key: 'no-such-mail', subject: 'a', body: 'b' } }), 404, 'Mail template not found');
    expectError(await call(server, 'POST', '/settings/mail-template/reset', { token: admin.token, body: { key: 'toString' } }), 404, 'Mail template not found');
  });
});

describe('POST /otp/request and /otp/verify', () => {
  it('mails a 6-digit code, stored hashed, that works once for its account, type and context', async () => {
    const asked = await call(server, 'POST', '/otp/request', { token: member.token, body: { type: 'delete-project', context: 'project:7' } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe('A code was sent to your email');
    const mail = await lastMailTo(member.email);
    expect(mail.subject).toBe('Your Haligi code');
    expect(mail.companyId).toBe(member.companyId);
    const code = codeIn(mail.text);
    const [row] = await server.context.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.accountId, member.accountId)).orderBy(desc(oneTimeCodes.id)).limit(1);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.expiresAt.getTime() - row.requestedAt.getTime()).toBe(10 * 60_000);

    // Another context, type or account does not match.
    expectError(await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 'delete-project', otp: code, context: 'project:8' } }), 400, 'Invalid or expired code');
    expectError(await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 'delete-lead', otp: code, context: 'project:7' } }), 400, 'Invalid or expired code');
    expectError(await call(server, 'POST', '/otp/verify', { token: admin.token, body: { type: 'delete-project', otp: code, context: 'project:7' } }), 400, 'Invalid or expired code');
    const ok = await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 'delete-project', otp: code, context: 'project:7' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Code verified' });
    expectError(await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 'delete-project', otp: code, context: 'project:7' } }), 400, 'Invalid or expired code');
  });

  it('a code expires after 10 minutes', async () => {
    await call(server, 'POST', '/otp/request', { token: member.token, body: { type: 'expiry', context: 'c' } });
    const code = codeIn((await lastMailTo(member.email)).text);
    minutesLater(10);
    expectError(await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 'expiry', otp: code, context: 'c' } }), 400, 'Invalid or expired code');
    // Just before the end it still works.
    otpClock.now = () => new Date();
    await call(server, 'POST', '/otp/request', { token: member.token, body: { type: 'expiry', context: 'c' } });
    const next = codeIn((await lastMailTo(member.email)).text);
    otpClock.now = () => new Date(Date.now() + 9 * 60_000 + 50_000);
    expect((await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 'expiry', otp: next, context: 'c' } })).status).toBe(200);
  });

  it('five wrong tries spend the code: 400 four times, then 429, even for the right code', async () => {
    await call(server, 'POST', '/otp/request', { token: member.token, body: { type: 'tries' } });
    const code = codeIn((await lastMailTo(member.email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expectError(await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 'tries', otp: wrong } }), 400, 'Invalid or expired code');
    expectError(await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 'tries', otp: wrong } }), 429, 'Too many wrong codes. Ask for a new code.');
    expectError(await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 'tries', otp: code } }), 429, 'Too many wrong codes. Ask for a new code.');
    // A new code works.
    await call(server, 'POST', '/otp/request', { token: member.token, body: { type: 'tries' } });
    const fresh = codeIn((await lastMailTo(member.email)).text);
    expect((await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 'tries', otp: fresh } })).status).toBe(200);
  });

  it('at most five requests an hour per user and type', async () => {
    const user = await createUser(server, { companyId: admin.companyId });
    for (let i = 0; i < 5; i++) expect((await call(server, 'POST', '/otp/request', { token: user.token, body: { type: 'rate', context: String(i) } })).status).toBe(200);
    expectError(await call(server, 'POST', '/otp/request', { token: user.token, body: { type: 'rate', context: 'x' } }), 429, 'Too many codes asked for. Try again within the hour.');
    expect(await server.context.db.$count(emailOutbox, eq(emailOutbox.to, user.email))).toBe(5);
    // Another type, or another user, is counted apart.
    expect((await call(server, 'POST', '/otp/request', { token: user.token, body: { type: 'other' } })).status).toBe(200);
    expect((await call(server, 'POST', '/otp/request', { token: member.token, body: { type: 'rate' } })).status).toBe(200);
    // An hour later the window has moved on.
    minutesLater(60);
    expect((await call(server, 'POST', '/otp/request', { token: user.token, body: { type: 'rate' } })).status).toBe(200);
  });

  it('bad input is a 400 listing each field; without a session 401', async () => {
    expectError(await call(server, 'POST', '/otp/request', { token: member.token, body: { type: '' } }), 400, ['type: is required']);
    expectError(await call(server, 'POST', '/otp/request', { token: member.token, body: { type: 'x'.repeat(51) } }), 400, ['type: must be at most 50 characters']);
    expect((await call(server, 'POST', '/otp/request', { token: member.token, body: { type: 'x'.repeat(50), context: 'any label' } })).status).toBe(200);
    expectError(await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 't', otp: '12345' } }), 400, ['otp: must be 6 digits']);
    expectError(await call(server, 'POST', '/otp/verify', { token: member.token, body: { otp: 'abcdef' } }), 400, ['type: is required', 'otp: must be 6 digits']);
    expectError(await call(server, 'POST', '/otp/request', { body: { type: 'x' } }), 401);
    expectError(await call(server, 'POST', '/otp/verify', { token: member.token, body: { type: 'never-asked', otp: '123456' } }), 400, 'Invalid or expired code');
  });
});

describe('developer promotion', () => {
  it('needs a developer to send the code to, and the screen scope', async () => {
    const requester = await createUser(server, { scopes: ['SETTINGS_DEVELOPER_PROMOTION_ACCESS'] });
    // This test file's database has no developer yet.
    await server.context.db.update(accounts).set({ isDeveloper: false });
    expectError(await call(server, 'POST', '/otp/developer-promotion/request', { token: requester.token }), 422, 'There is no developer to send the code to');
    expectError(await call(server, 'POST', '/otp/developer-promotion/request', { token: member.token }), 403);
    expectError(await call(server, 'POST', '/otp/developer-promotion/verify', { token: member.token, body: { otp: '123456' } }), 403);
  });

  it('mails the code to the developers, never the requester; the code makes the requester a developer once', async () => {
    const company = await createCompany(server, 'Dev House');
    const developer = await createUser(server, { companyId: company.id, isDeveloper: true });
    const other = await createUser(server, { isDeveloper: true });
    const requester = await createUser(server, { scopes: ['SETTINGS_DEVELOPER_PROMOTION_ACCESS'] });
    expectError(await call(server, 'GET', '/developer/system-emails', { token: requester.token }), 403);

    const asked = await call(server, 'POST', '/otp/developer-promotion/request', { token: requester.token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe('A code was sent to the developers of this installation. Ask one of them for it.');
    expect(await lastMailTo(requester.email)).toBeUndefined();
    const mail = await lastMailTo(developer.email);
    // In no company's outbox: \`other\` shares the requester's company, whose administrators read it.
    expect(mail.companyId).toBeNull();
    const admin = await createUser(server, { scopes: ['SETTINGS_SYSTEM_EMAILS_ACCESS'] });
    const outbox = await call(server, 'GET', '/settings/system-emails', { token: admin.token });
    expect(outbox.status).toBe(200);
    expect(JSON.stringify(outbox.body)).not.toContain('asks to become a developer');
    expect(mail.subject).toBe('Juan Dela Cruz asks to become a developer');
    expect(mail.text).toContain(`Juan Dela Cruz (${requester.email})`);
    const code = codeIn(mail.text);
    expect(codeIn((await lastMailTo(other.email)).text)).toBe(code);

    // A general code of the same name is no promotion code.
    await call(server, 'POST', '/otp/request', { token: requester.token, body: { type: 'developer-promotion' } });
    const own = codeIn((await lastMailTo(requester.email)).text);
    if (own !== code) expectError(await call(server, 'POST', '/otp/developer-promotion/verify', { token: requester.token, body: { otp: own } }), 400, 'Invalid or expired code');
    const wrong = code === '000000' ? '999999' : '000000';
    expectError(await call(server, 'POST', '/otp/developer-promotion/verify', { token: requester.token, body: { otp: wrong } }), 400, 'Invalid or expired code');
    expect((await server.context.db.select({ d: accounts.isDeveloper }).from(accounts).where(eq(accounts.id, requester.accountId)))[0].d).toBe(false);

    const promoted = await call(server, 'POST', '/otp/developer-promotion/verify', { token: requester.token, body: { otp: code } });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body).toEqual({ message: 'You are now a developer' });
    expect((await server.context.db.select({ d: accounts.isDeveloper }).from(accounts).where(eq(accounts.id, requester.accountId)))[0].d).toBe(true);
    // The developer section opens at once (the session cache was told).
    expect((await call(server, 'GET', '/developer/system-emails', { token: requester.token })).status).toBe(200);
    expectError(await call(server, 'POST', '/otp/developer-promotion/request', { token: requester.token }), 409, 'You are already a developer');
    expectError(await call(server, 'POST', '/otp/developer-promotion/verify', { token: requester.token, body: { otp: code } }), 409, 'You are already a developer');
  });

  it('the promotion code expires, counts tries and is rate limited like any code', async () => {
    await createUser(server, { isDeveloper: true });
    const requester = await createUser(server, { scopes: ['SETTINGS_DEVELOPER_PROMOTION_ACCESS'] });
    await call(server, 'POST', '/otp/developer-promotion/request', { token: requester.token });
    const [row] = await server.context.db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.accountId, requester.accountId), eq(oneTimeCodes.purpose, 'DEVELOPER_PROMOTION')));
    expect(row.type).toBe('developer-promotion');
    minutesLater(11);
    expectError(await call(server, 'POST', '/otp/developer-promotion/verify', { token: requester.token, body: { otp: '123456' } }), 400, 'Invalid or expired code');
    otpClock.now = () => new Date();
    for (let i = 0; i < 4; i++) expect((await call(server, 'POST', '/otp/developer-promotion/request', { token: requester.token })).status).toBe(200);
    expectError(await call(server, 'POST', '/otp/developer-promotion/request', { token: requester.token }), 429, 'Too many codes asked for. Try again within the hour.');
    for (let i = 0; i < 4; i++) await call(server, 'POST', '/otp/developer-promotion/verify', { token: requester.token, body: { otp: '000000' } });
    const fifth = await call(server, 'POST', '/otp/developer-promotion/verify', { token: requester.token, body: { otp: '000000' } });
    // Unless 000000 was the code, the fifth wrong try spends it.
    expect([200, 429]).toContain(fifth.status);
  });
});
