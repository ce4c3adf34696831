import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { fileLinkSigner } from '../src/modules/files/file-links';
import { countRows, expectError } from './assertions';
import { createUser, startTestServer, type TestServer, type TestUser } from './helper';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server);
});
afterAll(async () => server.stop());

const UPLOAD = '/api/file-upload/upload-document';

async function upload(form: FormData, token: string | null = user.token) {
  const response = await fetch(`${server.url}${UPLOAD}`, { method: 'POST', headers: token ? { token } : {}, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const formWith = (bytes: Uint8Array | string, type: string, filename: string, field = 'fileData') => {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  return form;
};

const storedFiles = () => {
  const dir = join(server.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('upload', () => {
  it('stores a file (201 {id, url, originalName, name}) and GET url gives back the same bytes and type', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 300 }, (_, i) => i % 256)]);
    const response = await upload(formWith(bytes, 'image/png', 'site photo.png'));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/api\/file-upload\/files\/[a-f0-9]{32}\.png$/),
      signedUrl: expect.stringMatching(/^\/api\/file-upload\/files\/[a-f0-9]{32}\.png\?expires=\d+&signature=[\w-]+$/),
      originalName: 'site photo.png',
      name: expect.any(String),
    });
    expect(response.body.url.endsWith(response.body.name)).toBe(true);

    const download = await fetch(`${server.url}${response.body.url}`, { headers: { token: user.token } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const [row] = await server.context.database.query<Record<string, any>>('select company_id, size, mime_type, uploaded_by_id from files where id = $1', [response.body.id]);
    expect(row).toMatchObject({ company_id: user.companyId, mime_type: 'image/png', uploaded_by_id: user.accountId });
    expect(Number(row.size)).toBe(bytes.length);
  });

  it('keeps text files as text/plain with the same content', async () => {
    const response = await upload(formWith('Bill of quantities, rev 2\n', 'text/plain', 'notes.txt'));
    expect(response.status).toBe(201);
    const download = await fetch(`${server.url}${response.body.url}`, { headers: { token: user.token } });
    expect(download.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await download.text()).toBe('Bill of quantities, rev 2\n');
  });

  it('a type not allowed (application/x-msdownload) answers 415 and stores nothing', async () => {
    const rowsBefore = await countRows(server, 'files');
    const filesBefore = storedFiles();
    const response = await upload(formWith('MZ\u0090\u0000 not really', 'application/x-msdownload', 'setup.exe'));
    expectError(response, 415, /application\/x-msdownload/);
    expect(await countRows(server, 'files')).toBe(rowsBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('a file over 10 MB answers 413 and stores nothing', async () => {
    const rowsBefore = await countRows(server, 'files');
    const filesBefore = storedFiles();
    const response = await upload(formWith(new Uint8Array(10 * 1024 * 1024 + 1), 'application/pdf', 'huge.pdf'));
    expectError(response, 413);
    expectError(await upload(formWith(new Uint8Array(15 * 1024 * 1024), 'application/pdf', 'huger.pdf')), 413);
    expect(await countRows(server, 'files')).toBe(rowsBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('a file of exactly 10 MB is accepted', async () => {
    const response = await upload(formWith(new Uint8Array(10 * 1024 * 1024), 'application/pdf', 'limit.pdf'));
    expect(response.status).toBe(201);
  });

  it('a missing file answers 400 and stores nothing', async () => {
    const rowsBefore = await countRows(server, 'files');
    const onlyText = new FormData();
    onlyText.append('note', 'no file here');
    expectError(await upload(onlyText), 400);
    expectError(await upload(formWith('hello', 'text/plain', 'a.txt', 'otherField')), 400);
    expectError(await upload(formWith('', 'text/plain', 'empty.txt')), 400);
    const json = await fetch(`${server.url}${UPLOAD}`, { method: 'POST', headers: { token: user.token, 'content-type': 'application/json' }, body: '{}' });
    expectError({ status: json.status, body: await json.json() }, 400);
    expect(await countRows(server, 'files')).toBe(rowsBefore);
  });

  it('no token answers 401 and stores nothing', async () => {
    const rowsBefore = await countRows(server, 'files');
    expectError(await upload(formWith('hello', 'text/plain', 'a.txt'), null), 401);
    expect(await countRows(server, 'files')).toBe(rowsBefore);
  });

  it('an unknown or malformed file name answers 404 JSON', async () => {
    const missing = await fetch(`${server.url}/api/file-upload/files/${'a'.repeat(32)}.png`, { headers: { token: user.token } });
    expectError({ status: missing.status, body: await missing.json() }, 404);
    const traversal = await fetch(`${server.url}/api/file-upload/files/..%2F..%2Fetc%2Fpasswd`);
    expectError({ status: traversal.status, body: await traversal.json() }, 404);
  });
});

describe('download', () => {
  const get = (path: string, token?: string) => fetch(`${server.url}${path}`, { headers: token ? { token } : {} });
  const asError = async (response: Response) => ({ status: response.status, body: await response.json() });

  it.each([
    ['Resibo ₱1,500 – Bayad.pdf', 'Resibo _1,500 _ Bayad.pdf'],
    ['工程合同 最终版 (2).pdf', '____ ___ (2).pdf'],
  ])('a name like %j downloads with an RFC 6266 Content-Disposition', async (originalName, fallback) => {
    const uploaded = await upload(formWith('%PDF-1.4\n', 'application/pdf', originalName));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.originalName).toBe(originalName);
    const download = await get(uploaded.body.url, user.token);
    expect(download.status).toBe(200);
    const disposition = download.headers.get('content-disposition')!;
    expect(disposition).toMatch(new RegExp(`^inline; filename="${fallback.replace(/[().]/g, '\\$&')}"; filename\\*=UTF-8''[A-Za-z0-9%._~!-]+$`));
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1])).toBe(originalName);
    expect(await download.text()).toBe('%PDF-1.4\n');
  });

  it('needs the token of a member of the owning company, or a signed link', async () => {
    const { body } = await upload(formWith('quotation', 'text/plain', 'quote.txt'));
    expectError(await asError(await get(body.url)), 401);
    const outsider = await createUser(server);
    expectError(await asError(await get(body.url, outsider.token)), 404, 'File not found');
    const colleague = await createUser(server, { companyId: user.companyId });
    expect((await get(body.url, colleague.token)).status).toBe(200);
    // The signed link works without a token, for anyone holding it, until it expires.
    const signed = await get(body.signedUrl);
    expect(signed.status).toBe(200);
    expect(await signed.text()).toBe('quotation');
  });

  it('a signed link that is altered, for another file, or past its time answers 403', async () => {
    const { body } = await upload(formWith('quotation', 'text/plain', 'quote.txt'));
    const other = await upload(formWith('other', 'text/plain', 'other.txt'));
    const tampered = body.signedUrl.replace(/signature=./, (m: string) => (m.endsWith('A') ? 'signature=B' : 'signature=A'));
    expectError(await asError(await get(tampered)), 403, 'This file link is invalid or has expired. Open the file again from its page.');
    expectError(await asError(await get(other.body.url + body.signedUrl.slice(body.signedUrl.indexOf('?')))), 403);
    const later = body.signedUrl.replace(/expires=(\d+)/, (_: string, e: string) => `expires=${Number(e) + 3600_000}`);
    expectError(await asError(await get(later)), 403);
    const stale = (await fileLinkSigner(server.context.db, Date.now() - 20 * 60_000))(body.name);
    expectError(await asError(await get(stale)), 403);
  });

  it('once every document using the file is removed, neither the signed link nor a member can get it', async () => {
    const sales = await createUser(server, { companyId: user.companyId, scopes: ['LEADS_ACCESS'] });
    const { body } = await upload(formWith('contract', 'text/plain', 'contract.txt'), sales.token);
    const [lead] = await server.context.db
      .insert(projects)
      .values({ companyId: user.companyId, isLead: true, name: 'Calamba Warehouse', status: 'LEAD', boardKey: 'proposal' })
      .returning();
    const attached = await fetch(`${server.url}/api/lead/${lead.id}/documents`, {
      method: 'POST',
      headers: { token: sales.token, 'content-type': 'application/json' },
      body: JSON.stringify({ fileId: body.id, kind: 'CONTRACT' }),
    });
    expect(attached.status).toBe(201);
    const document = ((await attached.json()) as { data: { id: number; file: { url: string } } }).data;
    expect((await get(document.file.url)).status).toBe(200);
    const removed = await fetch(`${server.url}/api/lead/${lead.id}/documents/${document.id}`, { method: 'DELETE', headers: { token: sales.token } });
    expect(removed.status).toBe(200);
    expectError(await asError(await get(document.file.url)), 404, 'File not found');
    expectError(await asError(await get(body.url, user.token)), 404, 'File not found');
    expect(await countRows(server, 'project_documents', 'file_id = $1 and is_deleted', [body.id])).toBe(1);
  });
});
