import multipart from '@fastify/multipart';
import {
  enrollmentRequest,
  guardianRequest,
  linkGuardianRequest,
  sexLabel,
  STUDENT_EXPORT_HEADERS,
  studentGuardianParams,
  studentRequest,
  text,
  updateEnrollmentRequest,
  updateGuardianRequest,
  updateStudentRequest,
} from '@haligi/shared';
import { asc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { students } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { badRequest, HttpError, parseInput } from '../../http/errors';
import { fileAnswer, fileUpload, idParams, idQuery, searchQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { answerTable, idParam, tableWhere } from '../../http/table';
import { fileLinkSigner } from '../files/file-links';
import { MAX_UPLOAD_BYTES } from '../files/files.routes';
import { SCHOOL_SCREEN_SCOPES } from './school-records.repository';
import { StudentImports, studentImportTemplate } from './school-students.import';
import { SchoolStudentsService, selectStudents, toStudentAnswer } from './school-students.service';

const STUDENTS = { scope: 'SCHOOL_STUDENT_ACCESS' } as const;
const GUARDIANS = { scope: 'SCHOOL_GUARDIAN_ACCESS' } as const;
const ENROLLMENT = { scope: 'SCHOOL_ENROLLMENT_ACCESS' } as const;
const PICK = { scope: SCHOOL_SCREEN_SCOPES } as const;
/** Guardians are picked on the student screen too. */
const GUARDIAN_PICK = { scope: ['SCHOOL_GUARDIAN_ACCESS', 'SCHOOL_STUDENT_ACCESS'] } as const;
const TAG = 'School students';
const tags = [TAG];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type IdParams = { Params: { id: string } };
type IdQuery = { Querystring: { id?: string } };
type GuardianParams = { Params: { id: string; guardianId: string } };
const commitRequest = z.object({ importId: z.uuid('is not an import id') });
/** `GET /school/student/export`: the table's search and filters. */
const exportQuery = z.object({
  searchKeyword: text().max(200).optional().default(''),
  gradeLevelId: text().max(20).optional(),
  sectionId: text().max(20).optional(),
  schoolYearId: text().max(20).optional(),
});

/** Students, guardians, enrollment; the students export and import (issue 18, docs/api/school-records.md). */
export const schoolStudentsRoutes: ModuleRoutes = async (app, context) => {
  const service = new SchoolStudentsService();
  const imports = new StudentImports(context);
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  }

  // Students.
  app.post('/school/student', { config: STUDENTS, schema: { tags, summary: 'Create a student with guardians (LRN 12 digits; LRN and card unique: 409)', body: studentRequest } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    return reply.status(201).send(await service.create(tenant, parseInput(studentRequest, request.body)));
  });
  app.patch('/school/student', { config: STUDENTS, schema: { tags, summary: 'Change a student (the fields sent)', body: updateStudentRequest } }, async (request) =>
    service.update(requireAuth(request).tenant, parseInput(updateStudentRequest, request.body)),
  );
  app.get<IdQuery>('/school/student', { config: STUDENTS, schema: { tags, summary: 'A student with guardians and the active year enrollment', querystring: idQuery } }, async (request) => ({
    data: await service.find(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.put('/school/student', { config: STUDENTS, schema: tableRoute(TAG, 'Table of students (search name, LRN, card; filters gradeLevelId, sectionId, schoolYearId, isDeleted)') }, async (request) => {
    const { tenant } = requireAuth(request);
    return answerTable(service.table(tenant, await fileLinkSigner(tenant.db)), request.body, request.query);
  });
  app.delete<IdParams>('/school/student/:id', { config: STUDENTS, schema: { tags, summary: 'Delete a student (kept, marked deleted)', params: idParams } }, async (request) =>
    service.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.post<IdParams>('/school/student/:id/restore', { config: STUDENTS, schema: { tags, summary: 'Restore a deleted student (409 when the LRN or card was taken since)', params: idParams } }, async (request) =>
    service.restore(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.post<IdParams>('/school/student/:id/guardian', { config: STUDENTS, schema: { tags, summary: 'Link a guardian ({guardianId} or a new guardian\'s fields)', params: idParams, body: linkGuardianRequest } }, async (request, reply) =>
    reply.status(201).send(await service.linkGuardian(requireAuth(request).tenant, idParam(request.params.id), parseInput(linkGuardianRequest, request.body))),
  );
  app.delete<GuardianParams>('/school/student/:id/guardian/:guardianId', { config: STUDENTS, schema: { tags, summary: 'Unlink a guardian from a student (the guardian is kept)', params: studentGuardianParams } }, async (request) =>
    service.unlinkGuardian(requireAuth(request).tenant, idParam(request.params.id), idParam(request.params.guardianId)),
  );

  app.get('/school/student/export', { config: STUDENTS, schema: { tags, summary: 'The students table as .xlsx (the table search and filters; fixed header)', querystring: exportQuery, response: fileAnswer(XLSX_TYPE, 'The students workbook') } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    const query = parseInput(exportQuery, request.query);
    const filters = (['gradeLevelId', 'sectionId', 'schoolYearId'] as const).filter((k) => query[k]).map((k) => ({ key: k, value: query[k]! }));
    const sign = await fileLinkSigner(tenant.db);
    const where = tableWhere(service.table(tenant, sign), { searchKeyword: query.searchKeyword, searchBy: null, filters, settings: null });
    const rows = (await selectStudents(tenant.db).where(where).orderBy(asc(students.lastName), asc(students.firstName), asc(students.id))).map((r) => toStudentAnswer(r, sign));
    const guardiansOf = await service.guardiansOf(tenant, rows.map((r) => r.id));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = STUDENT_EXPORT_HEADERS.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
    sheet.getRow(1).font = { bold: true };
    for (const s of rows) {
      const guardian = guardiansOf.get(s.id)?.[0];
      const line = [s.lrn, s.lastName, s.firstName, s.middleName, s.suffix, s.sex ? sexLabel(s.sex) : '', s.birthDate ?? '', s.gradeLevelName ?? '', s.sectionName ?? '', s.cardNumber ?? '', guardian?.name ?? '', guardian?.mobile ?? '', guardian?.email ?? ''];
      const added = sheet.addRow(line);
      // LRN and card numbers stay text (leading zeros).
      added.getCell(1).numFmt = '@';
      added.getCell(10).numFmt = '@';
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="students-${day}.xlsx"`).send(Buffer.from(await workbook.xlsx.writeBuffer()));
  });
  app.get('/school/student/import/template', { config: STUDENTS, schema: { tags, summary: 'The students import template (.xlsx, the export header)', response: fileAnswer(XLSX_TYPE, 'The template workbook') } }, async (_request, reply) =>
    reply.header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="student-import-template.xlsx"').send(await studentImportTemplate()),
  );
  app.post('/school/student/import/preview', { config: STUDENTS, schema: { tags, summary: 'Check an .xlsx of students before importing (multipart field fileData); each row with its problems', consumes: ['multipart/form-data'], body: fileUpload } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    if (!request.isMultipart()) throw badRequest(['fileData: send the file as multipart/form-data']);
    const part = await request.file();
    if (!part || part.fieldname !== 'fileData') throw badRequest(['fileData: a file is required']);
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch {
      throw new HttpError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    }
    if (part.file.truncated) throw new HttpError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    if (buffer.length === 0) throw badRequest(['fileData: the file is empty']);
    return imports.preview(tenant, account.id, { buffer, fileName: part.filename, mimeType: part.mimetype });
  });
  app.post('/school/student/import/commit', { config: STUDENTS, schema: { tags, summary: 'Import a previewed students file (a queue job; progress is pushed)', body: commitRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    const { importId } = parseInput(commitRequest, request.body);
    return reply.status(202).send(await imports.commit(tenant, account.id, importId));
  });

  // Guardians.
  app.post('/school/guardian', { config: GUARDIANS, schema: { tags, summary: 'Create a guardian (card unique among students and guardians: 409)', body: guardianRequest } }, async (request, reply) =>
    reply.status(201).send(await service.createGuardian(requireAuth(request).tenant, parseInput(guardianRequest, request.body))),
  );
  app.patch('/school/guardian', { config: GUARDIANS, schema: { tags, summary: 'Change a guardian (the fields sent)', body: updateGuardianRequest } }, async (request) =>
    service.updateGuardian(requireAuth(request).tenant, parseInput(updateGuardianRequest, request.body)),
  );
  app.get<IdQuery>('/school/guardian', { config: GUARDIANS, schema: { tags, summary: 'A guardian with their students', querystring: idQuery } }, async (request) => ({
    data: await service.findGuardian(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.put('/school/guardian', { config: GUARDIANS, schema: tableRoute(TAG, 'Table of guardians (filters notifyBy, studentId, isDeleted)') }, async (request) =>
    answerTable(service.guardianTable(requireAuth(request).tenant), request.body, request.query),
  );
  app.delete<IdParams>('/school/guardian/:id', { config: GUARDIANS, schema: { tags, summary: 'Delete a guardian (kept, marked deleted; no more notices)', params: idParams } }, async (request) =>
    service.removeGuardian(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.post<IdParams>('/school/guardian/:id/restore', { config: GUARDIANS, schema: { tags, summary: 'Restore a deleted guardian (409 when the card was taken since)', params: idParams } }, async (request) =>
    service.restoreGuardian(requireAuth(request).tenant, idParam(request.params.id)),
  );

  // Enrollment.
  app.post('/school/enrollment', { config: ENROLLMENT, schema: { tags, summary: 'Enroll a student in a school year (one per year: 409; a full section: 422)', body: enrollmentRequest } }, async (request, reply) =>
    reply.status(201).send(await service.enroll(requireAuth(request).tenant, parseInput(enrollmentRequest, request.body))),
  );
  app.patch('/school/enrollment', { config: ENROLLMENT, schema: { tags, summary: 'Change an enrollment: grade level, section, status (the fields sent)', body: updateEnrollmentRequest } }, async (request) =>
    service.updateEnrollment(requireAuth(request).tenant, parseInput(updateEnrollmentRequest, request.body)),
  );
  app.get<IdQuery>('/school/enrollment', { config: ENROLLMENT, schema: { tags, summary: 'An enrollment', querystring: idQuery } }, async (request) => ({
    data: await service.findEnrollment(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.put('/school/enrollment', { config: ENROLLMENT, schema: tableRoute(TAG, 'Table of enrollments (filters schoolYearId, gradeLevelId, sectionId, status)') }, async (request) =>
    answerTable(service.enrollmentTable(requireAuth(request).tenant), request.body, request.query),
  );
  app.delete<IdParams>('/school/enrollment/:id', { config: ENROLLMENT, schema: { tags, summary: 'Remove an enrollment made by mistake', params: idParams } }, async (request) =>
    service.removeEnrollment(requireAuth(request).tenant, idParam(request.params.id)),
  );

  // Select lists.
  app.get('/select-box/school/student-list', { config: PICK, schema: selectListRoute(TAG, 'Students, "Last, First (LRN)"; `search` by name, LRN or card', { querystring: searchQuery }) }, async (request) => {
    const { search } = parseInput(searchQuery, request.query);
    return service.selectList(requireAuth(request).tenant, search);
  });
  app.get('/select-box/school/guardian-list', { config: GUARDIAN_PICK, schema: selectListRoute(TAG, 'Guardians, "Name (mobile)"; `search` by name, mobile or email', { querystring: searchQuery }) }, async (request) => {
    const { search } = parseInput(searchQuery, request.query);
    return service.guardianSelectList(requireAuth(request).tenant, search);
  });
};
