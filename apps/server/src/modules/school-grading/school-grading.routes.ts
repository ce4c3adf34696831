import {
  classAttendanceMarksRequest,
  classRecordListQuery,
  classRecordQuery,
  createClassRecordRequest,
  createGradingItemRequest,
  reportCardQuery,
  saveScoresRequest,
  schoolDayQuery,
  schoolSettingsRequest,
  sectionDayQuery,
} from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { fileAnswer, idQuery } from '../../http/openapi';
import { documented } from '../../http/route-docs';
import { loadLetterhead } from '../../lib/letterhead';
import { attendanceSummary, markableSections, saveClassAttendance, schoolDashboard, sectionDay } from './attendance-summary.service';
import { classRecordGrid, createClassRecord, createGradingItem, deleteGradingItem, gradingSections, reportCard, saveScores } from './grading.service';
import { renderReportCardPdf } from './report-card-pdf';
import { loadSchoolDay, saveSchoolDay, schoolCaller } from './school-common';

const ATTENDANCE = { scope: 'SCHOOL_ATTENDANCE_ACCESS' } as const;
/** Class attendance: the Attendance scope for every section, the Grading scope for the sections one advises. */
const CLASS_ATTENDANCE = { scope: ['SCHOOL_ATTENDANCE_ACCESS', 'SCHOOL_GRADING_ACCESS'] } as const;
const GRADING = { scope: 'SCHOOL_GRADING_ACCESS' } as const;
/** The school's dashboard opens to any school scope (decision 0069). */
const ANY_SCHOOL = {
  scope: [
    'SCHOOL_ATTENDANCE_ACCESS',
    'SCHOOL_GRADING_ACCESS',
    'SCHOOL_STUDENT_ACCESS',
    'SCHOOL_GUARDIAN_ACCESS',
    'SCHOOL_DEVICE_ACCESS',
    'SCHOOL_GATE_ACCESS',
    'SCHOOL_SCHOOL_YEAR_ACCESS',
    'SCHOOL_GRADE_LEVEL_ACCESS',
    'SCHOOL_SECTION_ACCESS',
    'SCHOOL_COURSE_ACCESS',
    'SCHOOL_ENROLLMENT_ACCESS',
  ],
} as const;

const PDF = 'application/pdf';
const inline = (name: string) => `inline; filename="${name.replace(/[^\w .()-]/g, '_')}"`;
const tags = ['school-grading'];
const itemIdQuery = idQuery;

/**
 * The school's day settings, daily attendance summary, class attendance, grading (class records,
 * score items, scores, report cards) and dashboard (docs/api/school-grading.md, decision 0069).
 */
export const schoolGradingRoutes: ModuleRoutes = (app, { db }) => {
  app.get('/school/settings', { config: CLASS_ATTENDANCE, ...documented({ tags, summary: "The school day's start time and late grace" }) }, async (request) => ({
    data: await loadSchoolDay(requireAuth(request).tenant),
  }));

  app.put('/school/settings', { config: ATTENDANCE, ...documented({ tags, summary: "Save the school day's start time and late grace", body: schoolSettingsRequest }) }, async (request) => {
    const auth = requireAuth(request);
    return { message: 'School day saved', data: await saveSchoolDay(auth.tenant, parseInput(schoolSettingsRequest, request.body)) };
  });

  app.get('/school/attendance/summary', { config: ATTENDANCE, ...documented({ tags, summary: "Each section's present, late, absent and excused counts of a day", querystring: schoolDayQuery }) }, async (request) => {
    const { date } = parseInput(schoolDayQuery, request.query);
    return attendanceSummary(requireAuth(request).tenant, date);
  });

  app.get('/school/attendance/section', { config: CLASS_ATTENDANCE, ...documented({ tags, summary: "One section's day, student by student (adviser or Attendance scope)", querystring: sectionDayQuery }) }, async (request) => {
    const { sectionId, date } = parseInput(sectionDayQuery, request.query);
    return sectionDay(schoolCaller(requireAuth(request)), sectionId, date);
  });

  app.get('/school/attendance/my-sections', { config: CLASS_ATTENDANCE, ...documented({ tags, summary: 'The sections whose class attendance the caller keeps' }) }, async (request) =>
    markableSections(schoolCaller(requireAuth(request))),
  );

  app.post('/school/attendance/class', { config: CLASS_ATTENDANCE, ...documented({ tags, summary: "The teacher's marks of a day; each overrides the gate", body: classAttendanceMarksRequest }) }, async (request) => {
    const auth = requireAuth(request);
    return saveClassAttendance(schoolCaller(auth), parseInput(classAttendanceMarksRequest, request.body));
  });

  app.get('/school/dashboard', { config: ANY_SCHOOL, ...documented({ tags, summary: "The school's day: attendance, enrolment, recent taps", querystring: schoolDayQuery }) }, async (request) => {
    const { date } = parseInput(schoolDayQuery, request.query);
    return schoolDashboard(requireAuth(request).tenant, date);
  });

  app.get('/school/grading/sections', { config: GRADING, ...documented({ tags, summary: 'The sections and courses the caller grades, with their class records', querystring: classRecordListQuery }) }, async (request) => {
    const { sectionId } = parseInput(classRecordListQuery, request.query);
    const list = await gradingSections(schoolCaller(requireAuth(request)));
    return sectionId === undefined ? list : list.filter((s) => s.id === sectionId);
  });

  app.post('/school/grading/class-record', { config: GRADING, ...documented({ tags, summary: "Open a section's class record of a course", body: createClassRecordRequest }) }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await createClassRecord(schoolCaller(auth), parseInput(createClassRecordRequest, request.body)));
  });

  app.get('/school/grading/class-record', { config: GRADING, ...documented({ tags, summary: "A class record's quarter: items, scores, grades", querystring: classRecordQuery }) }, async (request) => {
    const { id, quarter } = parseInput(classRecordQuery, request.query);
    return classRecordGrid(schoolCaller(requireAuth(request)), id, quarter ?? 1);
  });

  app.post('/school/grading/item', { config: GRADING, ...documented({ tags, summary: 'Add a score item to a component of a quarter', body: createGradingItemRequest }) }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await createGradingItem(schoolCaller(auth), parseInput(createGradingItemRequest, request.body)));
  });

  app.delete('/school/grading/item', { config: GRADING, ...documented({ tags, summary: 'Remove a score item and its scores', querystring: itemIdQuery }) }, async (request) => {
    const { id } = parseInput(itemIdQuery, request.query);
    return deleteGradingItem(schoolCaller(requireAuth(request)), id);
  });

  app.post('/school/grading/scores', { config: GRADING, ...documented({ tags, summary: 'Save raw scores (each at most its item\'s highest possible score)', body: saveScoresRequest }) }, async (request) => {
    const auth = requireAuth(request);
    return saveScores(schoolCaller(auth), parseInput(saveScoresRequest, request.body));
  });

  app.get('/school/grading/report-card', { config: GRADING, ...documented({ tags, summary: "A student's report card (SF9) of a school year", querystring: reportCardQuery }) }, async (request) => {
    const { studentId, schoolYearId } = parseInput(reportCardQuery, request.query);
    return reportCard(schoolCaller(requireAuth(request)), studentId, schoolYearId);
  });

  app.get(
    '/school/grading/report-card/pdf',
    { config: GRADING, schema: { tags, summary: "A student's report card (SF9) as PDF", querystring: reportCardQuery, response: fileAnswer(PDF, 'The report card') } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { studentId, schoolYearId } = parseInput(reportCardQuery, request.query);
      const { data } = await reportCard(schoolCaller(auth), studentId, schoolYearId);
      const pdf = await renderReportCardPdf({ ...data, letterhead: await loadLetterhead(db, auth.tenant.companyId) });
      return reply.type(PDF).header('content-disposition', inline(`SF9 ${data.student.lrn} ${data.section.schoolYear.name}.pdf`)).send(pdf);
    },
  );
};

