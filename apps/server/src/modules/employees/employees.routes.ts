import multipart from '@fastify/multipart';
import {
  EMPLOYMENT_STATUS,
  employeeDocumentParams,
  employeeDocumentRequest,
  employeeRateRequest,
  employeeRequest,
  formatGovernmentNumber,
  RATE_TYPE,
  text,
  updateEmployeeRequest,
} from '@haligi/shared';
import { asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { accounts, employees } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { badRequest, HttpError, parseInput } from '../../http/errors';
import { fileAnswer, fileUpload, idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { answerTable, idParam, tableWhere } from '../../http/table';
import { MAX_UPLOAD_BYTES } from '../files/files.routes';
import { EmployeeImports, employeeImportTemplate } from './employees.import';
import { selectEmployees, toEmployeeAnswer } from './employees.repository';
import { EmployeesService } from './employees.service';

const HRIS = { scope: 'MANPOWER_HRIS_ACCESS' } as const;
const TAG = 'Employees';
const tags = [TAG];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type IdParams = { Params: { id: string } };
type DocumentParams = { Params: { id: string; documentId: string } };
type IdQuery = { Querystring: { id?: string } };
const commitRequest = z.object({ importId: z.uuid('is not an import id') });
/** `GET /employee/export`: the table's search and filters. */
const exportQuery = z.object({
  searchKeyword: text().max(200).optional().default(''),
  branchId: text().max(20).optional(),
  departmentId: text().max(20).optional(),
  employmentStatus: text().max(40).optional(),
  teamId: text().max(20).optional(),
});

const EXPORT_COLUMNS: { header: string; width: number; value: (e: ReturnType<typeof toEmployeeAnswer>) => string | number | null }[] = [
  { header: 'Employee No', width: 14, value: (e) => e.employeeNo },
  { header: 'Last Name', width: 18, value: (e) => e.lastName },
  { header: 'First Name', width: 18, value: (e) => e.firstName },
  { header: 'Middle Name', width: 16, value: (e) => e.middleName || null },
  { header: 'Position', width: 20, value: (e) => e.position || null },
  { header: 'Employment Status', width: 18, value: (e) => EMPLOYMENT_STATUS.label[e.employmentStatus as keyof typeof EMPLOYMENT_STATUS.label] ?? e.employmentStatus },
  { header: 'Hired', width: 12, value: (e) => e.hiredAt },
  { header: 'Branch', width: 18, value: (e) => e.branch?.name ?? null },
  { header: 'Department', width: 18, value: (e) => e.department?.name ?? null },
  { header: 'Team', width: 18, value: (e) => e.team?.name ?? null },
  { header: 'Rate Type', width: 10, value: (e) => RATE_TYPE.label[e.rateType as keyof typeof RATE_TYPE.label] ?? e.rateType },
  { header: 'Rate', width: 12, value: (e) => Number(e.rate) },
  { header: 'SSS No', width: 16, value: (e) => formatGovernmentNumber('sss', e.sssNo) || null },
  { header: 'PhilHealth No', width: 18, value: (e) => formatGovernmentNumber('philhealth', e.philhealthNo) || null },
  { header: 'Pag-IBIG MID', width: 18, value: (e) => formatGovernmentNumber('pagibig', e.pagibigNo) || null },
  { header: 'TIN', width: 18, value: (e) => formatGovernmentNumber('tin', e.tin) || null },
  { header: 'Biometric ID', width: 12, value: (e) => e.biometricId },
  { header: 'Mobile', width: 16, value: (e) => e.mobile || null },
  { header: 'Email', width: 24, value: (e) => e.email || null },
];

/** The 201 file (issue 14, docs/api/hris.md): every route applies the caller's branch limit. */
export const employeesRoutes: ModuleRoutes = async (app, context) => {
  const service = new EmployeesService();
  const imports = new EmployeeImports(context);
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  }

  app.post('/employee', { config: HRIS, schema: { tags, summary: 'Create an employee (EMP-000001 unless employeeNo is given)', body: employeeRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await service.create(auth, parseInput(employeeRequest, request.body)));
  });
  app.patch('/employee', { config: HRIS, schema: { tags, summary: 'Change an employee (the fields sent; not the rate)', body: updateEmployeeRequest } }, async (request) =>
    service.update(requireAuth(request), parseInput(updateEmployeeRequest, request.body)),
  );
  app.get<IdQuery>('/employee', { config: HRIS, schema: { tags, summary: 'An employee with rate history and documents', querystring: idQuery } }, async (request) =>
    service.detail(requireAuth(request), idParam(request.query.id)),
  );
  app.put('/employee', { config: HRIS, schema: tableRoute(TAG, 'Table of employees (filters branchId, departmentId, employmentStatus, teamId)') }, async (request) =>
    answerTable(service.table(requireAuth(request)), request.body, request.query),
  );
  app.delete<IdParams>('/employee/:id', { config: HRIS, schema: { tags, summary: 'Delete an employee (kept, marked deleted)', params: idParams } }, async (request) =>
    service.remove(requireAuth(request), idParam(request.params.id)),
  );

  app.post<IdParams>('/employee/:id/rate', { config: HRIS, schema: { tags, summary: 'Add a rate to the history (the current rate follows it from its date)', params: idParams, body: employeeRateRequest } }, async (request, reply) =>
    reply.status(201).send(await service.addRate(requireAuth(request), idParam(request.params.id), parseInput(employeeRateRequest, request.body))),
  );
  app.get<IdParams>('/employee/:id/rates', { config: HRIS, schema: { tags, summary: 'Rate history, newest first', params: idParams } }, async (request) => ({
    data: await service.rates(requireAuth(request), idParam(request.params.id)),
  }));

  app.post<IdParams>('/employee/:id/document', { config: HRIS, schema: { tags, summary: 'Attach an uploaded file to the 201 file', params: idParams, body: employeeDocumentRequest } }, async (request, reply) =>
    reply.status(201).send(await service.addDocument(requireAuth(request), idParam(request.params.id), parseInput(employeeDocumentRequest, request.body))),
  );
  app.get<IdParams>('/employee/:id/documents', { config: HRIS, schema: { tags, summary: 'Documents of the 201 file, newest first', params: idParams } }, async (request) => ({
    data: await service.documents(requireAuth(request), idParam(request.params.id)),
  }));
  app.delete<DocumentParams>('/employee/:id/document/:documentId', { config: HRIS, schema: { tags, summary: 'Remove a document', params: employeeDocumentParams } }, async (request) =>
    service.removeDocument(requireAuth(request), idParam(request.params.id), idParam(request.params.documentId)),
  );

  app.get('/employee/export', { config: HRIS, schema: { tags, summary: 'The employee table as .xlsx (the table search and filters)', querystring: exportQuery, response: fileAnswer(XLSX_TYPE, 'The employees workbook') } }, async (request, reply) => {
    const auth = requireAuth(request);
    const query = parseInput(exportQuery, request.query);
    const filters = (['branchId', 'departmentId', 'employmentStatus', 'teamId'] as const).filter((k) => query[k]).map((k) => ({ key: k, value: query[k]! }));
    const source = service.table(auth);
    const where = tableWhere(source, { searchKeyword: query.searchKeyword, searchBy: null, filters, settings: null });
    const rows = (await selectEmployees(auth.tenant.db).where(where).orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))).map(toEmployeeAnswer);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Employees', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(row)));
    const day = new Date().toISOString().slice(0, 10);
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="employees-${day}.xlsx"`).send(Buffer.from(await workbook.xlsx.writeBuffer()));
  });
  app.get('/select-box/hris-account-list', { config: HRIS, schema: selectListRoute(TAG, 'Active users of the company to link to an employee, "Name (email)"') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: sql<string>`${accounts.firstName} || ' ' || ${accounts.lastName} || ' (' || ${accounts.email} || ')'`, value: accounts.id })
      .from(accounts)
      .where(tenant.where(accounts, eq(accounts.isDeleted, false)))
      .orderBy(asc(accounts.firstName), asc(accounts.lastName));
  });
  app.get('/employee/import/template', { config: HRIS, schema: { tags, summary: 'The import template (.xlsx)', response: fileAnswer(XLSX_TYPE, 'The template workbook') } }, async (_request, reply) =>
    reply.header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="employee-import-template.xlsx"').send(await employeeImportTemplate()),
  );
  app.post('/employee/import/preview', { config: HRIS, schema: { tags, summary: 'Check an .xlsx or .csv of employees before importing (multipart field fileData)', consumes: ['multipart/form-data'], body: fileUpload } }, async (request) => {
    const auth = requireAuth(request);
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
    return imports.preview(auth, { buffer, fileName: part.filename, mimeType: part.mimetype });
  });
  app.post('/employee/import/commit', { config: HRIS, schema: { tags, summary: 'Import a previewed employee file (a queue job; progress is pushed)', body: commitRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    const { importId } = parseInput(commitRequest, request.body);
    return reply.status(202).send(await imports.commit(tenant, account.id, importId));
  });
};
