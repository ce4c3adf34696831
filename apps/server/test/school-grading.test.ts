import { pdfText } from '@haligi/shared/testing/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { createSchool, enrolStudent, tap } from './school-grading-fixtures';

let server: TestServer;
let registrar: TestUser; // SCHOOL_ATTENDANCE_ACCESS, SCHOOL_GRADING_ACCESS, SCHOOL_SECTION_ACCESS
let adviser: TestUser; // SCHOOL_GRADING_ACCESS, adviser of Rizal
let otherTeacher: TestUser; // SCHOOL_GRADING_ACCESS, advises nothing
let stranger: TestUser; // another company, every school scope
let school: Awaited<ReturnType<typeof createSchool>>;
let kids: Record<'ana' | 'ben' | 'carla' | 'dan' | 'dropped', { id: number; cardNumber: string | null }>;
let strangerSchool: Awaited<ReturnType<typeof createSchool>>;

const DAY = '2026-07-08';
const SCOPES = ['SCHOOL_ATTENDANCE_ACCESS', 'SCHOOL_GRADING_ACCESS', 'SCHOOL_SECTION_ACCESS'];

beforeAll(async () => {
  server = await startTestServer();
  registrar = await createUser(server, { scopes: SCOPES });
  adviser = await createUser(server, { companyId: registrar.companyId, scopes: ['SCHOOL_GRADING_ACCESS'] });
  otherTeacher = await createUser(server, { companyId: registrar.companyId, scopes: ['SCHOOL_GRADING_ACCESS'] });
  stranger = await createUser(server, { scopes: SCOPES });
  school = await createSchool(server, registrar.companyId, { adviserAccountId: adviser.accountId });
  strangerSchool = await createSchool(server, stranger.companyId);
  kids = {
    ana: await enrolStudent(server, school, { firstName: 'Ana', lastName: 'Santos', middleName: 'Reyes' }),
    ben: await enrolStudent(server, school, { firstName: 'Ben', lastName: 'Bautista' }),
    carla: await enrolStudent(server, school, { firstName: 'Carla', lastName: 'Cruz' }),
    dan: await enrolStudent(server, school, { firstName: 'Dan', lastName: 'Dizon' }),
    dropped: await enrolStudent(server, school, { firstName: 'Ed', lastName: 'Estrada' }, 'DROPPED'),
  };
  // 8 July 2026 at the gate: Ana 07:10, Ben 07:50, Dan 07:40 (check_in then out, in again later), Carla none.
  await tap(server, school, kids.ana, `${DAY}T07:10:00+08:00`);
  await tap(server, school, kids.ben, `${DAY}T07:50:00+08:00`);
  await tap(server, school, kids.dan, `${DAY}T07:40:00+08:00`);
  await tap(server, school, kids.dan, `${DAY}T12:00:00+08:00`, 'check_out');
  await tap(server, school, kids.dan, `${DAY}T13:00:00+08:00`);
  await tap(server, school, kids.dropped, `${DAY}T07:00:00+08:00`);
  // Ana late on the 9th (07:55), a tap of the stranger company's own.
  await tap(server, school, kids.ana, '2026-07-09T07:55:00+08:00');
});
afterAll(async () => server?.stop());

const summaryOf = async (user: TestUser, date = DAY) => {
  const answer = await call(server, 'GET', `/school/attendance/summary?date=${date}`, { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('the school day and the daily summary', () => {
  it('without saved settings the day starts 07:30 with no grace: Ana (07:10) present, Dan (07:40) and Ben (07:50) late, Carla absent; the dropped student is not counted', async () => {
    expect((await call(server, 'GET', '/school/settings', { token: registrar.token })).body).toEqual({ data: { dayStartTime: '07:30', lateGraceMinutes: 0, isSaved: false } });
    const summary = await summaryOf(registrar);
    expect(summary.sections).toHaveLength(1);
    expect(summary.sections[0]).toMatchObject({ id: school.section.id, name: 'Rizal', gradeLevel: { name: 'Grade 7' }, counts: { PRESENT: 1, LATE: 2, ABSENT: 1, EXCUSED: 0, total: 4 } });
  });

  it('with 15 minutes of grace Dan (07:40) is present; Ben (07:50) stays late', async () => {
    const saved = await call(server, 'PUT', '/school/settings', { token: registrar.token, body: { dayStartTime: '07:30', lateGraceMinutes: 15 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ dayStartTime: '07:30', lateGraceMinutes: 15, isSaved: true });
    expect((await summaryOf(registrar)).totals).toEqual({ PRESENT: 2, LATE: 1, ABSENT: 1, EXCUSED: 0, total: 4 });
    const day = await call(server, 'GET', `/school/attendance/section?sectionId=${school.section.id}&date=${DAY}`, { token: registrar.token });
    expect(day.body.data.students.map((s: any) => [s.name, s.status, s.firstCheckIn])).toEqual([
      ['BAUTISTA, Ben', 'LATE', '2026-07-07T23:50:00.000Z'],
      ['CRUZ, Carla', 'ABSENT', null],
      ['DIZON, Dan', 'PRESENT', '2026-07-07T23:40:00.000Z'],
      ['SANTOS, Ana R.', 'PRESENT', '2026-07-07T23:10:00.000Z'],
    ]);
  });

  it('bad settings are a 400 listing each problem and change nothing; settings need the Attendance scope', async () => {
    expectError(await call(server, 'PUT', '/school/settings', { token: registrar.token, body: { dayStartTime: '7:30 AM', lateGraceMinutes: 300 } }), 400, [
      'dayStartTime: must be a time HH:MM (24-hour clock)',
      'lateGraceMinutes: must be at most 240',
    ]);
    expectError(await call(server, 'PUT', '/school/settings', { token: adviser.token, body: { dayStartTime: '08:00', lateGraceMinutes: 0 } }), 403);
    expect((await call(server, 'GET', '/school/settings', { token: registrar.token })).body.data).toMatchObject({ dayStartTime: '07:30', lateGraceMinutes: 15 });
  });

  it('a date that is no calendar day is a 400', async () => {
    expectError(await call(server, 'GET', '/school/attendance/summary?date=2026-02-31', { token: registrar.token }), 400, ['date: must be a date YYYY-MM-DD']);
    expectError(await call(server, 'GET', '/school/dashboard?date=tomorrow', { token: registrar.token }), 400, ['date: must be a date YYYY-MM-DD']);
  });

  it("another company's summary holds none of these sections", async () => {
    const theirs = await summaryOf(stranger);
    expect(theirs.sections.map((s: any) => s.id)).toEqual([strangerSchool.section.id]);
    expect(theirs.totals.total).toBe(0);
  });
});

describe("the teacher's class attendance", () => {
  it('the adviser marks Carla excused and Ben present: the marks override the gate; null takes a mark back', async () => {
    const marked = await call(server, 'POST', '/school/attendance/class', {
      token: adviser.token,
      body: { sectionId: school.section.id, date: DAY, marks: [{ studentId: kids.carla.id, status: 'EXCUSED' }, { studentId: kids.ben.id, status: 'PRESENT' }] },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data.counts).toEqual({ PRESENT: 3, LATE: 0, ABSENT: 0, EXCUSED: 1, total: 4 });
    const ben = marked.body.data.students.find((s: any) => s.id === kids.ben.id);
    expect(ben).toMatchObject({ gateStatus: 'LATE', mark: 'PRESENT', status: 'PRESENT' });
    expect((await summaryOf(registrar)).totals).toEqual({ PRESENT: 3, LATE: 0, ABSENT: 0, EXCUSED: 1, total: 4 });

    const back = await call(server, 'POST', '/school/attendance/class', { token: adviser.token, body: { sectionId: school.section.id, date: DAY, marks: [{ studentId: kids.ben.id, status: null }] } });
    expect(back.body.data.students.find((s: any) => s.id === kids.ben.id)).toMatchObject({ mark: null, status: 'LATE' });
  });

  it('the adviser sees their own section; another teacher is refused (403); the Attendance scope sees every section', async () => {
    expect((await call(server, 'GET', '/school/attendance/my-sections', { token: adviser.token })).body.map((s: any) => s.id)).toEqual([school.section.id]);
    expect((await call(server, 'GET', '/school/attendance/my-sections', { token: otherTeacher.token })).body).toEqual([]);
    expect((await call(server, 'GET', '/school/attendance/my-sections', { token: registrar.token })).body.map((s: any) => s.id)).toEqual([school.section.id]);
    expectError(await call(server, 'GET', `/school/attendance/section?sectionId=${school.section.id}&date=${DAY}`, { token: otherTeacher.token }), 403);
    const before = await countRows(server, 'school_class_attendance');
    expectError(
      await call(server, 'POST', '/school/attendance/class', { token: otherTeacher.token, body: { sectionId: school.section.id, date: DAY, marks: [{ studentId: kids.dan.id, status: 'ABSENT' }] } }),
      403,
    );
    expect(await countRows(server, 'school_class_attendance')).toBe(before);
  });

  it("a student outside the section, a bad status or a future day is a 400 that saves nothing; another company's section is a 404", async () => {
    const before = await countRows(server, 'school_class_attendance');
    expectError(
      await call(server, 'POST', '/school/attendance/class', {
        token: registrar.token,
        body: { sectionId: school.section.id, date: DAY, marks: [{ studentId: kids.dan.id, status: 'ABSENT' }, { studentId: kids.dropped.id, status: 'ABSENT' }] },
      }),
      400,
      ['marks.1.studentId: is not a student enrolled in this section'],
    );
    expectError(
      await call(server, 'POST', '/school/attendance/class', { token: registrar.token, body: { sectionId: school.section.id, date: '2999-01-04', marks: [{ studentId: kids.dan.id, status: 'SICK' }] } }),
      400,
      ['marks.0.status: must be PRESENT, LATE, ABSENT or EXCUSED'],
    );
    expectError(
      await call(server, 'POST', '/school/attendance/class', { token: registrar.token, body: { sectionId: school.section.id, date: '2999-01-04', marks: [{ studentId: kids.dan.id, status: 'ABSENT' }] } }),
      400,
      ['date: must not be after today'],
    );
    expectError(await call(server, 'POST', '/school/attendance/class', { token: stranger.token, body: { sectionId: school.section.id, date: DAY, marks: [{ studentId: kids.dan.id, status: 'ABSENT' }] } }), 404);
    expectError(await call(server, 'GET', `/school/attendance/section?sectionId=${school.section.id}`, { token: stranger.token }), 404);
    expect(await countRows(server, 'school_class_attendance')).toBe(before);
  });
});

describe('grading', () => {
  let recordId: number;
  const items: Record<number, { WW: number; PT: number; QA: number }> = {};

  it('the adviser opens the Mathematics class record (201), once (409); another teacher may not open one (403)', async () => {
    const created = await call(server, 'POST', '/school/grading/class-record', { token: adviser.token, body: { sectionId: school.section.id, courseId: school.math.id } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    recordId = created.body.data.id;
    expect(created.body.data).toMatchObject({ course: { name: 'Mathematics', learningArea: 'MATH' }, weights: { WW: 40, PT: 40, QA: 20 }, teacher: { id: adviser.accountId } });
    expect(created.body.data.students.map((s: any) => s.name)).toEqual(['BAUTISTA, Ben', 'CRUZ, Carla', 'DIZON, Dan', 'SANTOS, Ana R.']);
    expectError(await call(server, 'POST', '/school/grading/class-record', { token: adviser.token, body: { sectionId: school.section.id, courseId: school.math.id } }), 409);
    expectError(await call(server, 'POST', '/school/grading/class-record', { token: otherTeacher.token, body: { sectionId: school.section.id, courseId: school.english.id } }), 403);
    expectError(await call(server, 'POST', '/school/grading/class-record', { token: stranger.token, body: { sectionId: school.section.id, courseId: school.english.id } }), 404);
  });

  it('Ana: WW 30/40, PT 72/100, QA 40/50 in Math -> 30.00 + 28.80 + 16.00 = 74.80 -> 84 in every quarter; final grade 84', async () => {
    for (const quarter of [1, 2, 3, 4]) {
      const ids = { WW: 0, PT: 0, QA: 0 };
      for (const [component, highestScore] of [['WW', 40], ['PT', 100], ['QA', 50]] as const) {
        const added = await call(server, 'POST', '/school/grading/item', { token: adviser.token, body: { classRecordId: recordId, quarter, component, name: `${component} ${quarter}`, highestScore } });
        expect(added.status, JSON.stringify(added.body)).toBe(201);
        ids[component] = added.body.itemId;
      }
      items[quarter] = ids;
      const saved = await call(server, 'POST', '/school/grading/scores', {
        token: adviser.token,
        body: { classRecordId: recordId, scores: [{ itemId: ids.WW, studentId: kids.ana.id, score: 30 }, { itemId: ids.PT, studentId: kids.ana.id, score: 72 }, { itemId: ids.QA, studentId: kids.ana.id, score: 40 }] },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const ana = saved.body.data.students.find((s: any) => s.id === kids.ana.id);
      expect(ana).toMatchObject({ initialGrade: 74.8, quarterlyGrade: 84, components: { WW: { percentage: 75, weighted: 30 }, PT: { percentage: 72, weighted: 28.8 }, QA: { percentage: 80, weighted: 16 } } });
    }
    const grid = await call(server, 'GET', `/school/grading/class-record?id=${recordId}&quarter=4`, { token: registrar.token });
    expect(grid.status).toBe(200);
    expect(grid.body.data.items.map((i: any) => [i.component, i.highestScore])).toEqual([['PT', 100], ['QA', 50], ['WW', 40]]);
    const ana = grid.body.data.students.find((s: any) => s.id === kids.ana.id);
    expect(ana).toMatchObject({ quarterlyGrades: [84, 84, 84, 84], finalGrade: 84, descriptor: 'Satisfactory', scores: { [items[4].WW]: 30 } });
    // Ben has no scores: 0 of every item -> initial 0 -> 60.
    expect(grid.body.data.students.find((s: any) => s.id === kids.ben.id)).toMatchObject({ initialGrade: 0, quarterlyGrade: 60, finalGrade: 60, descriptor: 'Did Not Meet Expectations' });
  });

  it('a score above its highest possible score is a 400 and nothing is saved; so is an item of another record or a student outside the section', async () => {
    const before = await countRows(server, 'grading_scores');
    expectError(
      await call(server, 'POST', '/school/grading/scores', { token: adviser.token, body: { classRecordId: recordId, scores: [{ itemId: items[1].WW, studentId: kids.ben.id, score: 20 }, { itemId: items[1].WW, studentId: kids.carla.id, score: 41 }] } }),
      400,
      ['scores.1.score: must be at most 40, the highest possible score of WW 1'],
    );
    expectError(
      await call(server, 'POST', '/school/grading/scores', { token: adviser.token, body: { classRecordId: recordId, scores: [{ itemId: items[1].WW, studentId: kids.dropped.id, score: 1 }] } }),
      400,
      ['scores.0.studentId: is not a student enrolled in Rizal'],
    );
    expectError(await call(server, 'POST', '/school/grading/item', { token: adviser.token, body: { classRecordId: recordId, quarter: 5, component: 'XX', name: '', highestScore: 0 } }), 400, [
      'quarter: must be at most 4',
      'component: must be WW, PT or QA',
      'name: is required',
      'highestScore: must be at least 1',
    ]);
    expect(await countRows(server, 'grading_scores')).toBe(before);
    // Clearing a score with null, then putting it back.
    const cleared = await call(server, 'POST', '/school/grading/scores', { token: adviser.token, body: { classRecordId: recordId, scores: [{ itemId: items[1].QA, studentId: kids.ana.id, score: null }] } });
    expect(cleared.body.data.students.find((s: any) => s.id === kids.ana.id)).toMatchObject({ initialGrade: 58.8, quarterlyGrade: 74 });
    await call(server, 'POST', '/school/grading/scores', { token: adviser.token, body: { classRecordId: recordId, scores: [{ itemId: items[1].QA, studentId: kids.ana.id, score: 40 }] } });
  });

  it("another teacher is refused the class record (403); another company's class record is a 404 and nothing changes", async () => {
    expectError(await call(server, 'GET', `/school/grading/class-record?id=${recordId}`, { token: otherTeacher.token }), 403);
    expectError(await call(server, 'GET', `/school/grading/class-record?id=${recordId}`, { token: stranger.token }), 404);
    const before = await countRows(server, 'grading_scores');
    expectError(await call(server, 'POST', '/school/grading/scores', { token: stranger.token, body: { classRecordId: recordId, scores: [{ itemId: items[1].WW, studentId: kids.ana.id, score: 1 }] } }), 404);
    expectError(await call(server, 'DELETE', `/school/grading/item?id=${items[1].WW}`, { token: stranger.token }), 404);
    expect(await countRows(server, 'grading_scores')).toBe(before);
  });

  it("the sections list shows the adviser's section with its courses and the class record", async () => {
    const list = await call(server, 'GET', '/school/grading/sections', { token: adviser.token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0].courses.map((c: any) => [c.name, c.classRecord?.id ?? null])).toEqual([['English', null], ['Mathematics', recordId]]);
    expect((await call(server, 'GET', '/school/grading/sections', { token: otherTeacher.token })).body).toEqual([]);
  });
});

describe('the report card (SF9)', () => {
  it("Ana's card: Mathematics 84 x 4, final 84, Passed; general average 84; July: 10 days of school, 2 present, 8 absent", async () => {
    const card = await call(server, 'GET', `/school/grading/report-card?studentId=${kids.ana.id}&schoolYearId=${school.year.id}`, { token: adviser.token });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.data).toMatchObject({
      student: { name: 'SANTOS, Ana R.' },
      learningAreas: [{ course: { name: 'Mathematics' }, quarterlyGrades: [84, 84, 84, 84], finalGrade: 84, remarks: 'Passed' }],
      generalAverage: 84,
      generalAverageDescriptor: 'Satisfactory',
      attendance: { months: [{ month: '2026-07', label: 'Jul 2026', schoolDays: 10, present: 2, absent: 8 }], total: { schoolDays: 10, present: 2, absent: 8 } },
    });
  });

  it('the PDF reads back with the letterhead, the grades and the attendance record', async () => {
    const response = await fetch(`${server.url}/api/school/grading/report-card/pdf?studentId=${kids.ana.id}`, { headers: { token: registrar.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer())).replace(/\s+/g, ' ');
    const [company] = await server.context.database.query<{ name: string }>('select name from companies where id = $1', [registrar.companyId]);
    expect(text).toContain(company.name);
    expect(text).toContain("Learner's Progress Report Card (SF9)");
    expect(text).toContain('SANTOS, Ana R.');
    expect(text).toContain('Grade 7 - Rizal');
    expect(text).toMatch(/Mathematics 84 84 84 84 84 Passed/);
    expect(text).toMatch(/General Average 84 Passed/);
    expect(text).toMatch(/Jul 2026 10 2 8/);
  });

  it("another company's student is a 404; a teacher of nothing in the section is a 403", async () => {
    expectError(await call(server, 'GET', `/school/grading/report-card?studentId=${kids.ana.id}`, { token: stranger.token }), 404);
    expectError(await call(server, 'GET', `/school/grading/report-card/pdf?studentId=${kids.ana.id}`, { token: stranger.token }), 404);
    expectError(await call(server, 'GET', `/school/grading/report-card?studentId=${kids.ana.id}`, { token: otherTeacher.token }), 403);
  });
});

describe("the school's dashboard", () => {
  it("counts the day's attendance per grade level and section, the enrolment and the last taps", async () => {
    const answer = await call(server, 'GET', `/school/dashboard?date=${DAY}`, { token: adviser.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.attendance.totals).toEqual({ PRESENT: 2, LATE: 1, ABSENT: 0, EXCUSED: 1, total: 4 });
    expect(answer.body.attendance.byGradeLevel).toEqual([{ gradeLevel: { id: school.grade.id, name: 'Grade 7' }, counts: { PRESENT: 2, LATE: 1, ABSENT: 0, EXCUSED: 1, total: 4 } }]);
    expect(answer.body.enrolment).toEqual({ total: 4, byGradeLevel: [{ gradeLevel: { id: school.grade.id, name: 'Grade 7' }, count: 4 }] });
    expect(answer.body.recentTaps.map((t: any) => [t.name, t.action])).toEqual([
      ['DIZON, Dan', 'check_in'],
      ['DIZON, Dan', 'check_out'],
      ['BAUTISTA, Ben', 'check_in'],
      ['DIZON, Dan', 'check_in'],
      ['SANTOS, Ana R.', 'check_in'],
      ['ESTRADA, Ed', 'check_in'],
    ]);
    expectError(await call(server, 'GET', '/school/dashboard', { token: (await createUser(server, { companyId: registrar.companyId, scopes: ['LEADS_ACCESS'] })).token }), 403);
  });
});
