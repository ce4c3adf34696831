import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectActivities, projectDocuments, projects } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, freshBoardPosition, startTestServer, type TestServer, type TestUser } from './helper';

let server: TestServer;
let sales: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  sales = await createUser(server, { scopes: ['LEADS_ACCESS', 'PROJECT_ACCESS'] });
  stranger = await createUser(server, { scopes: ['LEADS_ACCESS', 'PROJECT_ACCESS'] });
});
afterAll(async () => server?.stop());

/** A lead (or project) made directly in the database at a stage. */
async function createRecord(user: TestUser, { name = 'Calamba Warehouse', isLead = true, boardKey }: { name?: string; isLead?: boolean; boardKey?: string } = {}) {
  const [row] = await server.context.db
    .insert(projects)
    .values({ companyId: user.companyId, isLead, name, status: isLead ? 'LEAD' : 'ACTIVE', boardKey: boardKey ?? (isLead ? 'proposal' : 'planning'), boardPosition: freshBoardPosition() })
    .returning();
  return row.id;
}

/** A file uploaded through POST /file-upload/upload-document by the user. */
async function upload(user: TestUser, filename = 'Proposal rev 1.pdf', type = 'application/pdf') {
  const form = new FormData();
  form.append('fileData', new Blob(['%PDF-1.4\n% a small test file\n'], { type }), filename);
  const response = await fetch(`${server.url}/api/file-upload/upload-document`, { method: 'POST', headers: { token: user.token }, body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; url: string; name: string; originalName: string };
}

/** A signed link to the uploaded file (documents answer links a browser can open, decision 0025). */
const signedLinkTo = (file: { url: string }) => expect.stringMatching(new RegExp(`^${file.url.replace(/\./g, '\\.')}\\?expires=\\d+&signature=[\\w-]+$`));

const attach = (user: TestUser, path: string, body: unknown) => call(server, 'POST', `${path}/documents`, { token: user.token, body });
const list = async (user: TestUser, path: string) => {
  const answer = await call(server, 'GET', `${path}/documents`, { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as any[];
};
const activitiesOf = (recordId: number) =>
  server.context.db.select().from(projectActivities).where(eq(projectActivities.projectId, recordId)).orderBy(projectActivities.id);
/** What an error must leave untouched. */
const counts = async () => ({ documents: await countRows(server, 'project_documents'), activities: await countRows(server, 'project_activities') });

describe('lead documents', () => {
  it('POST attaches an uploaded file (201, title defaults to the file name) and writes a DOCUMENT activity; GET lists newest first', async () => {
    const leadId = await createRecord(sales);
    const proposal = await upload(sales, 'Proposal rev 1.pdf');
    const deck = await upload(sales, 'deck.png', 'image/png');

    const first = await attach(sales, `/lead/${leadId}`, { fileId: proposal.id, kind: 'PROPOSAL' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({
      message: 'Document attached successfully',
      data: {
        id: expect.any(Number),
        kind: 'PROPOSAL',
        title: 'Proposal rev 1.pdf',
        file: { id: proposal.id, url: signedLinkTo(proposal), name: proposal.name, originalName: 'Proposal rev 1.pdf', mimeType: 'application/pdf', size: expect.any(Number) },
        uploadedBy: { id: sales.accountId, name: 'Juan Dela Cruz' },
        createdAt: expect.any(String),
      },
    });
    const second = await attach(sales, `/lead/${leadId}`, { fileId: String(deck.id), kind: 'PRESENTATION', title: '  Client deck  ' });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ kind: 'PRESENTATION', title: 'Client deck', file: { mimeType: 'image/png' } });
    // A blank title is no title.
    const third = await attach(sales, `/lead/${leadId}`, { fileId: proposal.id, kind: 'OTHER', title: '   ' });
    expect(third.body.data.title).toBe('Proposal rev 1.pdf');

    const documents = await list(sales, `/lead/${leadId}`);
    expect(documents.map((d) => d.id)).toEqual([third.body.data.id, second.body.data.id, first.body.data.id]);
    expect(documents[2]).toEqual(first.body.data);

    const [row] = await server.context.db.select().from(projectDocuments).where(eq(projectDocuments.id, first.body.data.id));
    expect(row).toMatchObject({ companyId: sales.companyId, projectId: leadId, fileId: proposal.id, uploadedById: sales.accountId, isDeleted: false });

    const activities = (await activitiesOf(leadId)).filter((a) => a.kind === 'DOCUMENT');
    expect(activities.map((a) => a.message)).toEqual(['Document attached: Proposal rev 1.pdf', 'Document attached: Client deck', 'Document attached: Proposal rev 1.pdf']);
    expect(activities[1]).toMatchObject({ accountId: sales.accountId, data: { documentId: second.body.data.id, fileId: deck.id, kind: 'PRESENTATION', title: 'Client deck' } });
    const timeline = await call(server, 'GET', `/lead/${leadId}/activities`, { token: sales.token });
    expect(timeline.body[0]).toMatchObject({ kind: 'DOCUMENT', message: 'Document attached: Proposal rev 1.pdf', account: { id: sales.accountId } });
  });

  it('DELETE removes it (soft), writes "Document removed", and a second delete is 404', async () => {
    const leadId = await createRecord(sales);
    const file = await upload(sales, 'Contract draft.pdf');
    const attached = (await attach(sales, `/lead/${leadId}`, { fileId: file.id, kind: 'CONTRACT', title: 'Contract draft' })).body.data;

    const removed = await call(server, 'DELETE', `/lead/${leadId}/documents/${attached.id}`, { token: sales.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toEqual({ message: 'Document removed successfully' });
    expect(await list(sales, `/lead/${leadId}`)).toEqual([]);
    const [row] = await server.context.db.select().from(projectDocuments).where(eq(projectDocuments.id, attached.id));
    expect(row.isDeleted).toBe(true);
    const [last] = (await activitiesOf(leadId)).slice(-1);
    expect(last).toMatchObject({ kind: 'DOCUMENT', message: 'Document removed: Contract draft', data: { documentId: attached.id, removed: true } });
    // The file was only this document's: it is gone for members and signed links alike.
    expect((await fetch(`${server.url}${file.url}`, { headers: { token: sales.token } })).status).toBe(404);

    const before = await counts();
    expectError(await call(server, 'DELETE', `/lead/${leadId}/documents/${attached.id}`, { token: sales.token }), 404, 'Document not found');
    expect(await counts()).toEqual(before);
  });

  it('bad input is a 400 naming the field, and nothing is saved', async () => {
    const leadId = await createRecord(sales);
    const file = await upload(sales);
    const before = await counts();
    expectError(await attach(sales, `/lead/${leadId}`, { fileId: file.id, kind: 'INVOICE' }), 400, ['kind: must be one of PROPOSAL, PRESENTATION, CONTRACT, OTHER']);
    expectError(await attach(sales, `/lead/${leadId}`, { kind: 'PROPOSAL' }), 400, ['fileId: must be a file id']);
    expectError(await attach(sales, `/lead/${leadId}`, { fileId: 'abc', kind: 'PROPOSAL' }), 400, ['fileId: must be a file id']);
    expectError(await attach(sales, `/lead/${leadId}`, { fileId: file.id, kind: 'OTHER', title: 'x'.repeat(201) }), 400, ['title: must be at most 200 characters']);
    expectError(await attach(sales, `/lead/${leadId}`, '{"fileId":'), 400, 'Malformed JSON body');
    expectError(await call(server, 'DELETE', `/lead/${leadId}/documents/abc`, { token: sales.token }), 400);
    expectError(await call(server, 'GET', '/lead/0/documents', { token: sales.token }), 400);
    expect(await counts()).toEqual(before);
  });

  it("another company's file or lead is a 404 like a missing record, and nothing is saved", async () => {
    const leadId = await createRecord(sales);
    const theirLead = await createRecord(stranger, { name: 'Their lead' });
    const mine = await upload(sales);
    const theirs = await upload(stranger, 'Their contract.pdf');
    const theirDocument = (await attach(stranger, `/lead/${theirLead}`, { fileId: theirs.id, kind: 'CONTRACT' })).body.data;
    const before = await counts();

    expectError(await attach(sales, `/lead/${leadId}`, { fileId: theirs.id, kind: 'CONTRACT' }), 404, 'File not found');
    expectError(await attach(sales, `/lead/${leadId}`, { fileId: 999_999, kind: 'CONTRACT' }), 404, 'File not found');
    expectError(await attach(sales, `/lead/${theirLead}`, { fileId: mine.id, kind: 'CONTRACT' }), 404, 'Lead not found');
    // The lead is looked up before the body is read.
    expectError(await attach(sales, `/lead/${theirLead}`, { kind: 'INVOICE' }), 404, 'Lead not found');
    expectError(await call(server, 'GET', `/lead/${theirLead}/documents`, { token: sales.token }), 404, 'Lead not found');
    expectError(await call(server, 'DELETE', `/lead/${theirLead}/documents/${theirDocument.id}`, { token: sales.token }), 404, 'Lead not found');
    // Their document through my own lead.
    expectError(await call(server, 'DELETE', `/lead/${leadId}/documents/${theirDocument.id}`, { token: sales.token }), 404, 'Document not found');

    expect(await counts()).toEqual(before);
    expect(await list(stranger, `/lead/${theirLead}`)).toHaveLength(1);
  });

  it('a deleted lead, a project id on the lead path, and a document of another lead are 404', async () => {
    const gone = await createRecord(sales, { name: 'Gone' });
    const other = await createRecord(sales, { name: 'Other' });
    const projectId = await createRecord(sales, { name: 'A project', isLead: false });
    const file = await upload(sales);
    const onOther = (await attach(sales, `/lead/${other}`, { fileId: file.id, kind: 'OTHER' })).body.data;
    await server.context.db.update(projects).set({ isDeleted: true }).where(eq(projects.id, gone));
    const before = await counts();
    expectError(await attach(sales, `/lead/${gone}`, { fileId: file.id, kind: 'OTHER' }), 404, 'Lead not found');
    expectError(await call(server, 'GET', `/lead/${gone}/documents`, { token: sales.token }), 404, 'Lead not found');
    expectError(await attach(sales, `/lead/${projectId}`, { fileId: file.id, kind: 'OTHER' }), 404, 'Lead not found');
    expectError(await call(server, 'DELETE', `/lead/${gone}/documents/${onOther.id}`, { token: sales.token }), 404, 'Lead not found');
    const live = await createRecord(sales, { name: 'Live' });
    expectError(await call(server, 'DELETE', `/lead/${live}/documents/${onOther.id}`, { token: sales.token }), 404, 'Document not found');
    expect(await counts()).toEqual(before);
  });

  it('the lead routes need LEADS_ACCESS (403), the project routes PROJECT_ACCESS', async () => {
    const leadId = await createRecord(sales);
    const projectId = await createRecord(sales, { isLead: false });
    const file = await upload(sales);
    const projectsOnly = await createUser(server, { companyId: sales.companyId, scopes: ['PROJECT_ACCESS'] });
    const leadsOnly = await createUser(server, { companyId: sales.companyId, scopes: ['LEADS_ACCESS'] });
    const before = await counts();
    expectError(await call(server, 'GET', `/lead/${leadId}/documents`, { token: projectsOnly.token }), 403);
    expectError(await attach(projectsOnly, `/lead/${leadId}`, { fileId: file.id, kind: 'OTHER' }), 403);
    expectError(await call(server, 'DELETE', `/lead/${leadId}/documents/1`, { token: projectsOnly.token }), 403);
    expectError(await call(server, 'PUT', '/lead?page=1&perPage=10&include=documents', { token: projectsOnly.token, body: {} }), 403);
    expectError(await call(server, 'GET', `/project/${projectId}/documents`, { token: leadsOnly.token }), 403);
    expectError(await attach(leadsOnly, `/project/${projectId}`, { fileId: file.id, kind: 'OTHER' }), 403);
    expect(await counts()).toEqual(before);
    expect(await list(leadsOnly, `/lead/${leadId}`)).toEqual([]);
    expect(await list(projectsOnly, `/project/${projectId}`)).toEqual([]);
  });
});

describe('project documents', () => {
  it('the same list, attach and remove under /project/{id}/documents; a lead id there is 404', async () => {
    const projectId = await createRecord(sales, { name: 'Tower', isLead: false });
    const leadId = await createRecord(sales);
    const file = await upload(sales, 'Signed contract.pdf');
    const attached = await attach(sales, `/project/${projectId}`, { fileId: file.id, kind: 'CONTRACT' });
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
    expect(attached.body.data).toMatchObject({ kind: 'CONTRACT', title: 'Signed contract.pdf', file: { id: file.id, url: signedLinkTo(file) } });
    expect((await list(sales, `/project/${projectId}`)).map((d) => d.id)).toEqual([attached.body.data.id]);
    expect((await activitiesOf(projectId)).map((a) => a.message)).toEqual(['Document attached: Signed contract.pdf']);

    const before = await counts();
    expectError(await attach(sales, `/project/${leadId}`, { fileId: file.id, kind: 'CONTRACT' }), 404, 'Project not found');
    expectError(await call(server, 'DELETE', `/lead/${leadId}/documents/${attached.body.data.id}`, { token: sales.token }), 404, 'Document not found');
    expect(await counts()).toEqual(before);

    const removed = await call(server, 'DELETE', `/project/${projectId}/documents/${attached.body.data.id}`, { token: sales.token });
    expect(removed.status).toBe(200);
    expect(await list(sales, `/project/${projectId}`)).toEqual([]);
    expect((await activitiesOf(projectId)).map((a) => a.message)).toEqual(['Document attached: Signed contract.pdf', 'Document removed: Signed contract.pdf']);
  });
});

describe('the stage-tab table', () => {
  const table = (user: TestUser, query: string, boardKey: string) =>
    call(server, 'PUT', `/lead?page=1&perPage=20${query}`, {
      token: user.token,
      body: { searchKeyword: '', filters: [{ key: 'boardKey', value: boardKey }], settings: { sortBy: 'name', sortOrder: 'asc' } },
    });

  it('PUT /lead?include=documents gives every row its live documents, newest first; without it rows have none', async () => {
    const user = await createUser(server, { scopes: ['LEADS_ACCESS'] });
    const withTwo = await createRecord(user, { name: 'A with two', boardKey: 'in-negotiation' });
    const withNone = await createRecord(user, { name: 'B with none', boardKey: 'in-negotiation' });
    const elsewhere = await createRecord(user, { name: 'C elsewhere', boardKey: 'proposal' });
    const contract = await upload(user, 'Contract.pdf');
    const annex = await upload(user, 'Annex A.pdf');
    const first = (await attach(user, `/lead/${withTwo}`, { fileId: contract.id, kind: 'CONTRACT' })).body.data;
    const second = (await attach(user, `/lead/${withTwo}`, { fileId: annex.id, kind: 'OTHER', title: 'Annex A' })).body.data;
    const removed = (await attach(user, `/lead/${withTwo}`, { fileId: annex.id, kind: 'OTHER', title: 'Old annex' })).body.data;
    await call(server, 'DELETE', `/lead/${withTwo}/documents/${removed.id}`, { token: user.token });
    await attach(user, `/lead/${elsewhere}`, { fileId: contract.id, kind: 'PROPOSAL' });

    const answer = await table(user, '&include=documents', 'in-negotiation');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.list.map((r: any) => [r.id, r.documents])).toEqual([
      [
        withTwo,
        [
          { id: second.id, kind: 'OTHER', title: 'Annex A', url: signedLinkTo(annex), originalName: 'Annex A.pdf' },
          { id: first.id, kind: 'CONTRACT', title: 'Contract.pdf', url: signedLinkTo(contract), originalName: 'Contract.pdf' },
        ],
      ],
      [withNone, []],
    ]);

    const plain = await table(user, '', 'in-negotiation');
    expect(plain.body.list.map((r: any) => r.id)).toEqual([withTwo, withNone]);
    expect(plain.body.list.every((r: any) => !('documents' in r))).toBe(true);
    expectError(await table(user, '&include=files', 'in-negotiation'), 400, ['include: can only be documents']);
  });

  it('reads the documents of a whole page in one extra query, however many rows', async () => {
    const user = await createUser(server, { scopes: ['LEADS_ACCESS'] });
    const file = await upload(user);
    for (let i = 0; i < 12; i++) {
      const id = await createRecord(user, { name: `Lead ${String(i).padStart(2, '0')}`, boardKey: 'contacted' });
      await attach(user, `/lead/${id}`, { fileId: file.id, kind: 'PRESENTATION' });
    }
    const selects = async (query: string) => {
      const spy = vi.spyOn(server.context.db, 'select');
      try {
        const answer = await table(user, query, 'contacted');
        expect(answer.status).toBe(200);
        return { calls: spy.mock.calls.length, rows: answer.body.list };
      } finally {
        spy.mockRestore();
      }
    };
    const plain = await selects('');
    const withDocuments = await selects('&include=documents');
    expect(withDocuments.rows).toHaveLength(12);
    expect(withDocuments.rows.every((r: any) => r.documents.length === 1)).toBe(true);
    expect(withDocuments.calls - plain.calls).toBe(1);
  });

  it("another company's documents never show on a row", async () => {
    const leadId = await createRecord(sales, { name: 'Mine', boardKey: 'closed-lost' });
    const theirs = await upload(stranger);
    // A stray row stamped with the other company on my lead is not mine to show.
    await server.context.db.insert(projectDocuments).values({ companyId: stranger.companyId, projectId: leadId, fileId: theirs.id, kind: 'OTHER', title: 'Stray' });
    const answer = await table(sales, '&include=documents', 'closed-lost');
    expect(answer.body.list.find((r: any) => r.id === leadId).documents).toEqual([]);
    expect(await list(sales, `/lead/${leadId}`)).toEqual([]);
  });
});
