import { STUDENT_EXPORT_HEADERS } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, schoolYears, students } from '../src/db/schema';
import { expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

const SCHOOL = [
  'SCHOOL_STUDENT_ACCESS', 'SCHOOL_GUARDIAN_ACCESS', 'SCHOOL_SCHOOL_YEAR_ACCESS', 'SCHOOL_GRADE_LEVEL_ACCESS',
  'SCHOOL_SECTION_ACCESS', 'SCHOOL_COURSE_ACCESS', 'SCHOOL_ENROLLMENT_ACCESS',
];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: TestServer;
let registrar: TestUser;
let other: TestUser;
let year: number;
let grade7: number;
let grade8: number;
let rizal: number;
let lrnSeq = 100000000000;
const nextLrn = () => String(++lrnSeq);
let cardSeq = 0;
const nextCard = () => `CARD-${Date.now().toString(36)}-${++cardSeq}`;

async function made(path: string, body: unknown, user = registrar) {
  const answer = await call(server, 'POST', path, { token: user.token, body });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body.data;
}
const student = (body: Record<string, unknown> = {}, user = registrar) => made('/school/student', { firstName: 'Ana', lastName: 'Reyes', lrn: nextLrn(), ...body }, user);
const tableOf = (path: string, body: unknown = {}, user = registrar) => call(server, 'PUT', `${path}?page=1&perPage=50`, { token: user.token, body });
const filters = (entries: Record<string, unknown>, extra: object = {}) => ({ filters: Object.entries(entries).map(([key, value]) => ({ key, value })), ...extra });

beforeAll(async () => {
  server = await startTestServer();
  registrar = await createUser(server, { scopes: SCHOOL });
  other = await createUser(server, { scopes: SCHOOL });
  year = (await made('/school/school-year', { name: '2026-2027', startDate: '2026-06-08', endDate: '2027-04-09', isActive: true })).id;
  grade7 = (await made('/school/grade-level', { name: 'Grade 7', sortOrder: 7 })).id;
  grade8 = (await made('/school/grade-level', { name: 'Grade 8', sortOrder: 8 })).id;
  rizal = (await made('/school/section', { name: 'Rizal', schoolYearId: year, gradeLevelId: grade7, capacity: 30, adviserAccountId: registrar.accountId })).id;
}, 120_000);
afterAll(async () => server?.stop());

describe('POST /school/student (the contract)', () => {
  it('creates a student with a card and guardians: 201 {data: {id, ...}}', async () => {
    const card = nextCard();
    const answer = await call(server, 'POST', '/school/student', {
      token: registrar.token,
      body: { firstName: 'Juan', lastName: 'Dela Cruz', lrn: '136512345678', cardNumber: card, guardians: [{ name: 'Maria Dela Cruz', email: 'maria@example.ph', mobile: '09171234567', notifyBy: 'sms' }] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({
      id: expect.any(Number), lrn: '136512345678', firstName: 'Juan', lastName: 'Dela Cruz', name: 'Dela Cruz, Juan', cardNumber: card, enrollment: null,
      guardians: [{ id: expect.any(Number), name: 'Maria Dela Cruz', email: 'maria@example.ph', mobile: '09171234567', notifyBy: 'sms', language: 'en', cardNumber: null }],
    });
    const read = await call(server, 'GET', `/school/student?id=${answer.body.data.id}`, { token: registrar.token });
    expect(read.body.data.guardians).toHaveLength(1);
  });

  it('guardians and card may be left out', async () => {
    const s = await student();
    expect(s.cardNumber).toBeNull();
    expect(s.guardians).toEqual([]);
  });

  it('an LRN that is not 12 digits is a 400 in plain words, nothing saved', async () => {
    const before = (await tableOf('/school/student')).body.pagination.total;
    for (const lrn of ['12345', '1234567890123', '12345678901A', '']) {
      expectError(await call(server, 'POST', '/school/student', { token: registrar.token, body: { firstName: 'A', lastName: 'B', lrn } }), 400, ['lrn: must be 12 digits']);
    }
    expect((await tableOf('/school/student')).body.pagination.total).toBe(before);
  });

  it('a taken LRN is 409; a deleted student frees it', async () => {
    const lrn = nextLrn();
    const first = await student({ lrn });
    expectError(await call(server, 'POST', '/school/student', { token: registrar.token, body: { firstName: 'X', lastName: 'Y', lrn } }), 409, `LRN ${lrn} already belongs to another student`);
    // Another company may hold the same LRN.
    await student({ lrn }, other);
    expect((await call(server, 'DELETE', `/school/student/${first.id}`, { token: registrar.token })).status).toBe(200);
    const second = await student({ lrn });
    expect(second.id).not.toBe(first.id);
    // Restoring the first would give the LRN twice: 409.
    expectError(await call(server, 'POST', `/school/student/${first.id}/restore`, { token: registrar.token }), 409, `LRN ${lrn} already belongs to another student`);
  });

  it('a card number is unique among the company\'s students AND guardians: 409', async () => {
    const card = nextCard();
    await student({ cardNumber: card });
    expectError(await call(server, 'POST', '/school/student', { token: registrar.token, body: { firstName: 'X', lastName: 'Y', lrn: nextLrn(), cardNumber: card } }), 409, `Card number ${card} is already assigned to another student or guardian`);
    expectError(await call(server, 'POST', '/school/guardian', { token: registrar.token, body: { name: 'G', cardNumber: card } }), 409, `Card number ${card} is already assigned to another student or guardian`);
    const guardianCard = nextCard();
    await made('/school/guardian', { name: 'Pedro Santos', cardNumber: guardianCard });
    expectError(await call(server, 'POST', '/school/student', { token: registrar.token, body: { firstName: 'X', lastName: 'Y', lrn: nextLrn(), cardNumber: guardianCard } }), 409);
    // The same card twice in one request (student and own guardian).
    const twice = nextCard();
    expectError(await call(server, 'POST', '/school/student', { token: registrar.token, body: { firstName: 'X', lastName: 'Y', lrn: nextLrn(), cardNumber: twice, guardians: [{ name: 'G', cardNumber: twice }] } }), 409);
    // A different company may use it.
    await student({ cardNumber: card }, other);
    // PATCH onto a taken card: 409, nothing changed.
    const s = await student();
    expectError(await call(server, 'PATCH', '/school/student', { token: registrar.token, body: { id: s.id, cardNumber: card } }), 409);
    expect((await call(server, 'GET', `/school/student?id=${s.id}`, { token: registrar.token })).body.data.cardNumber).toBeNull();
  });

  it('a card of 33 characters, a bad guardian channel or email: 400', async () => {
    expectError(await call(server, 'POST', '/school/student', { token: registrar.token, body: { firstName: 'X', lastName: 'Y', lrn: nextLrn(), cardNumber: 'x'.repeat(33) } }), 400, ['cardNumber: must be at most 32 characters']);
    const bad = await call(server, 'POST', '/school/student', { token: registrar.token, body: { firstName: 'X', lastName: 'Y', lrn: nextLrn(), guardians: [{ name: 'G', notifyBy: 'fax', email: 'nope' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.arrayContaining(['guardians.0.notifyBy: must be one of email, sms', 'guardians.0.email: must be an email address']));
  });
});

describe('students: PATCH, delete, restore, guardians, table', () => {
  it('PATCH changes only the named fields', async () => {
    const s = await student({ middleName: 'Santos', suffix: 'Jr.', address: 'Quezon City', birthDate: '2013-02-01', sex: 'FEMALE', cardNumber: nextCard() });
    const [before] = await server.context.db.select().from(students).where(eq(students.id, s.id));
    const answer = await call(server, 'PATCH', '/school/student', { token: registrar.token, body: { id: s.id, firstName: 'Bea' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [after] = await server.context.db.select().from(students).where(eq(students.id, s.id));
    expect({ ...after, updatedAt: null }).toEqual({ ...before, firstName: 'Bea', updatedAt: null });
    // null clears a clearable field only.
    expect((await call(server, 'PATCH', '/school/student', { token: registrar.token, body: { id: s.id, cardNumber: null } })).body.data.cardNumber).toBeNull();
    expectError(await call(server, 'PATCH', '/school/student', { token: registrar.token, body: { id: s.id, lrn: null } }), 400, ['lrn: cannot be cleared']);
  });

  it('another company\'s student is not found, for every route', async () => {
    const s = await student();
    expectError(await call(server, 'GET', `/school/student?id=${s.id}`, { token: other.token }), 404, 'Student not found');
    expectError(await call(server, 'PATCH', '/school/student', { token: other.token, body: { id: s.id, firstName: 'Taken' } }), 404);
    expectError(await call(server, 'DELETE', `/school/student/${s.id}`, { token: other.token }), 404);
    expectError(await call(server, 'POST', `/school/student/${s.id}/guardian`, { token: other.token, body: { name: 'Intruder' } }), 404);
    const list = await tableOf('/school/student', {}, other);
    expect(list.body.list.map((r: { id: number }) => r.id)).not.toContain(s.id);
    expect((await call(server, 'GET', `/school/student?id=${s.id}`, { token: registrar.token })).body.data.firstName).toBe('Ana');
  });

  it('deletes softly, lists deleted ones apart, restores', async () => {
    const s = await student({ lastName: 'Deletable' });
    await call(server, 'DELETE', `/school/student/${s.id}`, { token: registrar.token });
    expectError(await call(server, 'GET', `/school/student?id=${s.id}`, { token: registrar.token }), 404);
    const live = await tableOf('/school/student', { searchKeyword: 'Deletable' });
    expect(live.body.list).toEqual([]);
    const deleted = await tableOf('/school/student', filters({ isDeleted: 'true' }, { searchKeyword: 'Deletable' }));
    expect(deleted.body.list.map((r: { id: number }) => r.id)).toEqual([s.id]);
    const restored = await call(server, 'POST', `/school/student/${s.id}/restore`, { token: registrar.token });
    expect(restored.status).toBe(200);
    expect(restored.body.data.id).toBe(s.id);
  });

  it('links an existing guardian, creates and links a new one, unlinks', async () => {
    const s = await student();
    const g = await made('/school/guardian', { name: 'Lola Basyang', mobile: '09181112222', notifyBy: 'sms', language: 'fil' });
    let answer = await call(server, 'POST', `/school/student/${s.id}/guardian`, { token: registrar.token, body: { guardianId: g.id, relationship: 'Grandmother' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    answer = await call(server, 'POST', `/school/student/${s.id}/guardian`, { token: registrar.token, body: { name: 'Tatay Reyes', email: 'tatay@example.ph' } });
    expect(answer.body.data.guardians.map((x: { name: string }) => x.name)).toEqual(['Lola Basyang', 'Tatay Reyes']);
    expect(answer.body.data.guardians[0]).toMatchObject({ relationship: 'Grandmother', language: 'fil', notifyBy: 'sms' });
    const guardian = await call(server, 'GET', `/school/guardian?id=${g.id}`, { token: registrar.token });
    expect(guardian.body.data.students).toEqual([{ id: s.id, lrn: s.lrn, name: 'Reyes, Ana', relationship: 'Grandmother' }]);
    answer = await call(server, 'DELETE', `/school/student/${s.id}/guardian/${g.id}`, { token: registrar.token });
    expect(answer.body.data.guardians.map((x: { name: string }) => x.name)).toEqual(['Tatay Reyes']);
    expectError(await call(server, 'DELETE', `/school/student/${s.id}/guardian/${g.id}`, { token: registrar.token }), 404);
    // Another company's guardian cannot be linked.
    const foreign = await made('/school/guardian', { name: 'Foreign' }, other);
    expectError(await call(server, 'POST', `/school/student/${s.id}/guardian`, { token: registrar.token, body: { guardianId: foreign.id } }), 422, 'The chosen guardian does not exist');
  });

  it('the table searches by name, LRN and card, and filters by grade level, section and school year', async () => {
    const card = nextCard();
    const s = await student({ firstName: 'Searchable', lastName: 'Quintos', cardNumber: card });
    await made('/school/enrollment', { studentId: s.id, schoolYearId: year, gradeLevelId: grade7, sectionId: rizal });
    for (const keyword of ['Quintos', s.lrn, card]) {
      const found = await tableOf('/school/student', { searchKeyword: keyword });
      expect(found.body.list.map((r: { id: number }) => r.id), keyword).toEqual([s.id]);
    }
    const row = (await tableOf('/school/student', { searchKeyword: 'Quintos' })).body.list[0];
    expect(row).toMatchObject({ gradeLevelName: 'Grade 7', sectionName: 'Rizal', guardianNames: '', enrollment: { schoolYearName: '2026-2027', status: 'ENROLLED' } });
    const bySection = await tableOf('/school/student', filters({ sectionId: rizal }, { searchKeyword: 'Quintos' }));
    expect(bySection.body.list).toHaveLength(1);
    const byGrade8 = await tableOf('/school/student', filters({ gradeLevelId: grade8 }, { searchKeyword: 'Quintos' }));
    expect(byGrade8.body.list).toHaveLength(0);
    expect((await tableOf('/school/student', filters({ schoolYearId: year }, { searchKeyword: 'Quintos' }))).body.list).toHaveLength(1);
    expectError(await tableOf('/school/student', filters({ sectionId: 'abc' })), 400);
  });

  it('the photo is an image uploaded through the files module', async () => {
    const upload = async (bytes: Uint8Array, type: string, name: string) => {
      const form = new FormData();
      form.append('fileData', new Blob([bytes], { type }), name);
      const response = await fetch(`${server.url}/api/file-upload/upload-document`, { method: 'POST', headers: { token: registrar.token }, body: form });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const png = await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]), 'image/png', 'face.png');
    const pdf = await upload(new TextEncoder().encode('%PDF-1.4'), 'application/pdf', 'x.pdf');
    const s = await student({ photoFileId: png });
    expect(s.photoFileId).toBe(png);
    expect(s.photoUrl).toMatch(/^\/api\/file-upload\/files\/.+\?expires=/);
    expectError(await call(server, 'PATCH', '/school/student', { token: registrar.token, body: { id: s.id, photoFileId: pdf } }), 422, 'The photo must be an image (PNG, JPEG, WebP or GIF)');
    const otherFile = await (async () => {
      const form = new FormData();
      form.append('fileData', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'o.png');
      const r = await fetch(`${server.url}/api/file-upload/upload-document`, { method: 'POST', headers: { token: other.token }, body: form });
      return ((await r.json()) as { id: number }).id;
    })();
    expectError(await call(server, 'PATCH', '/school/student', { token: registrar.token, body: { id: s.id, photoFileId: otherFile } }), 422, 'The chosen photo does not exist');
  });
});

describe('school years, grade levels, sections, courses', () => {
  it('one active school year: activating one deactivates the other', async () => {
    const next = await made('/school/school-year', { name: '2027-2028', startDate: '2027-06-07', endDate: '2028-04-07' });
    expect(next.isActive).toBe(false);
    const activated = await call(server, 'POST', `/school/school-year/${next.id}/activate`, { token: registrar.token });
    expect(activated.body.data.isActive).toBe(true);
    const active = await server.context.db.select().from(schoolYears).where(eq(schoolYears.companyId, registrar.companyId));
    expect(active.filter((y) => y.isActive).map((y) => y.id)).toEqual([next.id]);
    // PATCH isActive back on the first year, and a new active year at creation.
    await call(server, 'PATCH', '/school/school-year', { token: registrar.token, body: { id: year, isActive: true } });
    const third = await made('/school/school-year', { name: '2028-2029', startDate: '2028-06-05', endDate: '2029-04-06', isActive: true });
    let rows = await server.context.db.select().from(schoolYears).where(eq(schoolYears.companyId, registrar.companyId));
    expect(rows.filter((y) => y.isActive).map((y) => y.id)).toEqual([third.id]);
    await call(server, 'POST', `/school/school-year/${year}/activate`, { token: registrar.token });
    rows = await server.context.db.select().from(schoolYears).where(eq(schoolYears.companyId, registrar.companyId));
    expect(rows.filter((y) => y.isActive).map((y) => y.id)).toEqual([year]);
    // Another company's active year is untouched.
    const theirs = await made('/school/school-year', { name: 'Theirs', startDate: '2026-06-01', endDate: '2027-04-01', isActive: true }, other);
    await call(server, 'POST', `/school/school-year/${third.id}/activate`, { token: registrar.token });
    expect((await call(server, 'GET', `/school/school-year?id=${theirs.id}`, { token: other.token })).body.data.isActive).toBe(true);
    await call(server, 'POST', `/school/school-year/${year}/activate`, { token: registrar.token });
    expectError(await call(server, 'POST', `/school/school-year/${year}/activate`, { token: other.token }), 404);
  });

  it('a school year ends after it starts; one in use is not deleted', async () => {
    expectError(await call(server, 'POST', '/school/school-year', { token: registrar.token, body: { name: 'Bad', startDate: '2026-06-08', endDate: '2026-06-01' } }), 400, ['endDate: must be after the start date']);
    expectError(await call(server, 'DELETE', `/school/school-year/${year}`, { token: registrar.token }), 422);
  });

  it('sections check their year, grade and adviser; courses their learning area', async () => {
    const foreignYear = await made('/school/school-year', { name: 'F', startDate: '2026-06-01', endDate: '2027-04-01' }, other);
    expectError(await call(server, 'POST', '/school/section', { token: registrar.token, body: { name: 'X', schoolYearId: foreignYear.id, gradeLevelId: grade7 } }), 422, 'The chosen school year does not exist');
    expectError(await call(server, 'POST', '/school/section', { token: registrar.token, body: { name: 'X', schoolYearId: year, gradeLevelId: grade7, adviserAccountId: other.accountId } }), 422, 'The chosen adviser does not exist');
    const section = await call(server, 'GET', `/school/section?id=${rizal}`, { token: registrar.token });
    expect(section.body.data).toMatchObject({ name: 'Rizal', gradeLevelName: 'Grade 7', schoolYearName: '2026-2027', adviserName: 'Juan Dela Cruz', capacity: 30 });
    const course = await made('/school/course', { code: 'MATH7', name: 'Mathematics 7', gradeLevelId: grade7, learningArea: 'MATH' });
    expect(course).toMatchObject({ gradeLevelName: 'Grade 7', learningArea: 'MATH' });
    expectError(await call(server, 'POST', '/school/course', { token: registrar.token, body: { code: 'X', name: 'X', learningArea: 'CALCULUS' } }), 400);
    const list = await call(server, 'GET', `/select-box/school/course-list?gradeLevelId=${grade7}`, { token: registrar.token });
    expect(list.body).toContainEqual({ label: 'MATH7 Mathematics 7', value: course.id, gradeLevelId: grade7, learningArea: 'MATH' });
    expectError(await call(server, 'GET', `/school/course?id=${course.id}`, { token: other.token }), 404);
    expectError(await call(server, 'DELETE', `/school/grade-level/${grade7}`, { token: registrar.token }), 422);
  });
});

describe('enrollment', () => {
  it('one enrollment per student and year: 409', async () => {
    const s = await student();
    await made('/school/enrollment', { studentId: s.id, schoolYearId: year, gradeLevelId: grade7 });
    expectError(await call(server, 'POST', '/school/enrollment', { token: registrar.token, body: { studentId: s.id, schoolYearId: year, gradeLevelId: grade8 } }), 409, 'This student is already enrolled in this school year');
  });

  it('a full section refuses with a plain 422; a dropped student frees the seat', async () => {
    const small = (await made('/school/section', { name: 'Bonifacio', schoolYearId: year, gradeLevelId: grade8, capacity: 2 })).id;
    const [a, b, c] = [await student(), await student(), await student()];
    const ea = await made('/school/enrollment', { studentId: a.id, schoolYearId: year, gradeLevelId: grade8, sectionId: small });
    await made('/school/enrollment', { studentId: b.id, schoolYearId: year, gradeLevelId: grade8, sectionId: small });
    expectError(
      await call(server, 'POST', '/school/enrollment', { token: registrar.token, body: { studentId: c.id, schoolYearId: year, gradeLevelId: grade8, sectionId: small } }),
      422,
      'Section Bonifacio is full (2 of 2 seats taken). Choose another section or raise its capacity.',
    );
    // Moving into the full section from elsewhere is refused too.
    const ec = await made('/school/enrollment', { studentId: c.id, schoolYearId: year, gradeLevelId: grade8 });
    expectError(await call(server, 'PATCH', '/school/enrollment', { token: registrar.token, body: { id: ec.id, sectionId: small } }), 422);
    // Lowering the capacity below the enrolled count is refused.
    expectError(await call(server, 'PATCH', '/school/section', { token: registrar.token, body: { id: small, capacity: 1 } }), 422);
    const dropped = await call(server, 'PATCH', '/school/enrollment', { token: registrar.token, body: { id: ea.id, status: 'DROPPED' } });
    expect(dropped.body.data).toMatchObject({ status: 'DROPPED', sectionId: small });
    const moved = await call(server, 'PATCH', '/school/enrollment', { token: registrar.token, body: { id: ec.id, sectionId: small } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // Back to ENROLLED would take a third seat.
    expectError(await call(server, 'PATCH', '/school/enrollment', { token: registrar.token, body: { id: ea.id, status: 'ENROLLED' } }), 422);
    const section = await call(server, 'GET', `/school/section?id=${small}`, { token: registrar.token });
    expect(section.body.data.enrolledCount).toBe(2);
  });

  it('two racing enrollments for the last seat: one wins', async () => {
    const tiny = (await made('/school/section', { name: 'Mabini', schoolYearId: year, gradeLevelId: grade8, capacity: 1 })).id;
    const racers = [await student(), await student(), await student()];
    const answers = await Promise.all(racers.map((r) => call(server, 'POST', '/school/enrollment', { token: registrar.token, body: { studentId: r.id, schoolYearId: year, gradeLevelId: grade8, sectionId: tiny } })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
  });

  it('the section must be of the year and grade; another company\'s enrollment is not found', async () => {
    const s = await student();
    expectError(await call(server, 'POST', '/school/enrollment', { token: registrar.token, body: { studentId: s.id, schoolYearId: year, gradeLevelId: grade8, sectionId: rizal } }), 422, 'The section is of another grade level');
    const e = await made('/school/enrollment', { studentId: s.id, schoolYearId: year, gradeLevelId: grade7, sectionId: rizal });
    expectError(await call(server, 'GET', `/school/enrollment?id=${e.id}`, { token: other.token }), 404);
    expectError(await call(server, 'PATCH', '/school/enrollment', { token: other.token, body: { id: e.id, status: 'DROPPED' } }), 404);
    expectError(await call(server, 'POST', '/school/enrollment', { token: other.token, body: { studentId: s.id, schoolYearId: year, gradeLevelId: grade7 } }), 422);
    const table = await tableOf('/school/enrollment', filters({ sectionId: rizal }));
    expect(table.body.list.some((r: { id: number; studentName: string }) => r.id === e.id && r.studentName === 'Reyes, Ana')).toBe(true);
  });
});

describe('students export and import (.xlsx)', () => {
  it('exports the table with the fixed header, read back from the real file', async () => {
    const card = '0004521987';
    const s = await student({ firstName: 'Exported', lastName: 'Zamora', middleName: 'Lim', sex: 'MALE', birthDate: '2013-05-14', cardNumber: card, guardians: [{ name: 'Rosa Zamora', mobile: '09170001111', email: 'rosa@example.ph' }] });
    await made('/school/enrollment', { studentId: s.id, schoolYearId: year, gradeLevelId: grade7, sectionId: rizal });
    const response = await fetch(`${server.url}/api/school/student/export?searchKeyword=Zamora`, { headers: { token: registrar.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="students-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...STUDENT_EXPORT_HEADERS]);
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([s.lrn, 'Zamora', 'Exported', 'Lim', '', 'Male', '2013-05-14', 'Grade 7', 'Rizal', card, 'Rosa Zamora', '09170001111', 'rosa@example.ph']);
    // Another company's export does not hold it.
    const theirs = await fetch(`${server.url}/api/school/student/export?searchKeyword=Zamora`, { headers: { token: other.token } });
    const theirBook = new ExcelJS.Workbook();
    await theirBook.xlsx.load(await theirs.arrayBuffer());
    expect(theirBook.worksheets[0].rowCount).toBe(1);
  });

  async function upload(bytes: Uint8Array, name = 'students.xlsx', type = XLSX) {
    const form = new FormData();
    form.append('fileData', new Blob([bytes], { type }), name);
    const response = await fetch(`${server.url}/api/school/student/import/preview`, { method: 'POST', headers: { token: registrar.token }, body: form });
    return { status: response.status, body: (await response.json()) as any };
  }
  async function workbook(rows: unknown[][]) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Students');
    sheet.addRow([...STUDENT_EXPORT_HEADERS]);
    for (const row of rows) sheet.addRow(row);
    return new Uint8Array(await book.xlsx.writeBuffer());
  }

  it('previews each row with its problems, then saves the valid rows as a queue job', async () => {
    const taken = await student({ cardNumber: 'TAKEN-CARD-1' });
    const good1 = nextLrn();
    const good2 = nextLrn();
    const preview = await upload(
      await workbook([
        [good1, 'Imported', 'Uno', '', '', 'F', '2013-01-02', 'Grade 7', 'Rizal', 'IMP-CARD-1', 'Nanay Uno', '09170000001', ''],
        [good2, 'Imported', 'Dos', '', '', 'Male', '', 'Grade 8', '', '', '', '', ''],
        ['12345', 'Bad', 'Lrn', '', '', '', '', '', '', '', '', '', ''],
        [taken.lrn, 'Taken', 'Lrn', '', '', '', '', '', '', 'TAKEN-CARD-1', '', '', ''],
        [good1, 'Repeated', 'Lrn', '', '', '', '', '', '', '', '', '', ''],
        [nextLrn(), 'No', 'Grade', '', '', '', '', 'Grade 99', '', '', '', '', ''],
        [nextLrn(), 'No', 'Section', '', '', '', '', 'Grade 7', 'Atlantis', '', '', '', ''],
      ]),
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ total: 7, validCount: 2, errorCount: 5 });
    const errorsOf = (row: number) => preview.body.rows.find((r: { row: number }) => r.row === row).errors;
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([]);
    expect(errorsOf(4)).toEqual(['LRN: must be 12 digits']);
    expect(errorsOf(5)).toEqual([`LRN ${taken.lrn} already belongs to another student`, 'Card Number TAKEN-CARD-1 is already assigned to another student or guardian']);
    expect(errorsOf(6)).toEqual([`LRN ${good1} is repeated in the file (row 2)`]);
    expect(errorsOf(7)).toEqual(['Grade Level: there is no grade level named Grade 99']);
    expect(errorsOf(8)).toEqual(['Section: Grade 7 has no section named Atlantis in 2026-2027']);
    // Nothing saved by the preview.
    expect((await tableOf('/school/student', { searchKeyword: 'Imported' })).body.list).toEqual([]);

    const commit = await call(server, 'POST', '/school/student/import/commit', { token: registrar.token, body: { importId: preview.body.importId } });
    expect(commit.status, JSON.stringify(commit.body)).toBe(202);
    const job = await waitFor(async () => {
      const [row] = await server.context.db.select().from(jobs).where(eq(jobs.id, commit.body.jobId));
      return row.state === 'COMPLETED' ? row : null;
    }, 20_000);
    expect((job.payload as { progress: unknown }).progress).toEqual({ processed: 2, created: 2, failed: 0 });
    const saved = (await tableOf('/school/student', { searchKeyword: 'Imported', settings: { sortBy: 'firstName', sortOrder: 'asc' } })).body.list;
    expect(saved.map((r: { lrn: string; sex: string; sectionName: string | null; gradeLevelName: string | null; cardNumber: string | null; guardianNames: string }) => [r.lrn, r.sex, r.gradeLevelName, r.sectionName, r.cardNumber, r.guardianNames])).toEqual([
      [good2, 'MALE', 'Grade 8', null, null, ''],
      [good1, 'FEMALE', 'Grade 7', 'Rizal', 'IMP-CARD-1', 'Nanay Uno'],
    ]);
    const uno = await call(server, 'GET', `/school/student?id=${saved[1].id}`, { token: registrar.token });
    expect(uno.body.data.guardians[0]).toMatchObject({ name: 'Nanay Uno', mobile: '09170000001', notifyBy: 'sms' });
    expectError(await call(server, 'POST', '/school/student/import/commit', { token: registrar.token, body: { importId: preview.body.importId } }), 409, 'This import was already committed');
    expectError(await call(server, 'POST', '/school/student/import/commit', { token: other.token, body: { importId: preview.body.importId } }), 404, 'Import not found');
  });

  it('an export imports back (same header); a file without the LRN column or not .xlsx is refused', async () => {
    const template = await fetch(`${server.url}/api/school/student/import/template`, { headers: { token: registrar.token } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual([...STUDENT_EXPORT_HEADERS]);
    const missing = new ExcelJS.Workbook();
    missing.addWorksheet('S').addRow(['Last Name', 'First Name']);
    expectError(await upload(new Uint8Array(await missing.xlsx.writeBuffer())), 400, ['fileData: the file has no "LRN" column']);
    expectError(await upload(new TextEncoder().encode('LRN,Last Name'), 's.csv', 'text/csv'), 415);
    // The export of Zamora, imported back: its LRN and card are taken, each said in plain words.
    const exported = await fetch(`${server.url}/api/school/student/export?searchKeyword=Zamora`, { headers: { token: registrar.token } });
    const back = await upload(new Uint8Array(await exported.arrayBuffer()));
    expect(back.body.rows[0].errors).toEqual([expect.stringMatching(/^LRN \d{12} already belongs to another student$/), 'Card Number 0004521987 is already assigned to another student or guardian']);
  });
});

describe('select lists and scopes', () => {
  it('answer the company\'s records only', async () => {
    const years = await call(server, 'GET', '/select-box/school/school-year-list', { token: registrar.token });
    expect(years.body).toContainEqual({ label: '2026-2027', value: year, isActive: true });
    const sectionsList = await call(server, 'GET', `/select-box/school/section-list?schoolYearId=${year}&gradeLevelId=${grade7}`, { token: registrar.token });
    expect(sectionsList.body[0]).toMatchObject({ label: 'Grade 7 - Rizal', value: rizal, capacity: 30 });
    const grades = await call(server, 'GET', '/select-box/school/grade-level-list', { token: other.token });
    expect(grades.body.map((g: { value: number }) => g.value)).not.toContain(grade7);
    const s = await student({ firstName: 'Listed', lastName: 'Lagman' });
    const list = await call(server, 'GET', '/select-box/school/student-list?search=Lagman', { token: registrar.token });
    expect(list.body).toEqual([{ label: `Lagman, Listed (${s.lrn})`, value: s.id }]);
  });

  it('a member without the screen scope is refused', async () => {
    const clerk = await createUser(server, { companyId: registrar.companyId, scopes: ['SCHOOL_GUARDIAN_ACCESS'] });
    expectError(await call(server, 'POST', '/school/student', { token: clerk.token, body: { firstName: 'A', lastName: 'B', lrn: nextLrn() } }), 403);
    expect((await call(server, 'GET', '/select-box/school/guardian-list', { token: clerk.token })).status).toBe(200);
    expectError(await call(server, 'PUT', '/school/enrollment?page=1&perPage=5', { token: clerk.token, body: {} }), 403);
  });
});
