import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(response.body).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/api\/file-upload\/files\/[a-f0-9]{32}\.png$/), originalName: 'site photo.png', name: expect.any(String) });
    expect(response.body.url.endsWith(response.body.name)).toBe(true);

    const download = await fetch(`${server.url}${response.body.url}`);
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
    const download = await fetch(`${server.url}${response.body.url}`);
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
    const missing = await fetch(`${server.url}/api/file-upload/files/${'a'.repeat(32)}.png`);
    expectError({ status: missing.status, body: await missing.json() }, 404);
    const traversal = await fetch(`${server.url}/api/file-upload/files/..%2F..%2Fetc%2Fpasswd`);
    expectError({ status: traversal.status, body: await traversal.json() }, 404);
  });
});
