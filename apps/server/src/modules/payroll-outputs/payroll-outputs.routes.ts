import {
  AGENCY_OF_SLUG,
  CURRENCY_SYMBOL,
  formatCurrency,
  manilaDate,
  alphalist,
  bankFile,
  bankFileCsv,
  bir1601c,
  bir2316,
  cutoffReportQuery,
  hasPermission,
  pagibigMonthReport,
  paymentHistoryQuery,
  PAYROLL_OUTPUT_MESSAGES,
  payrollDashboardQuery,
  philhealthMonthReport,
  quarterMonths,
  recordRemittanceRequest,
  report2316Query,
  reportMonthQuery,
  reportQuarterQuery,
  reportYearQuery,
  sssQuarterReport,
  totalsOf,
  type ReportAgency,
} from '@haligi/shared';
import { sendSystemMail } from '../mail/system-mail';
import { loadLetterhead } from '../../lib/letterhead';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { jobs } from '../../db/schema';
import { Tenant } from '../../db/tenant';
import type { AuthContext } from '../../http/auth';
import { requireAuth } from '../../http/auth';
import { forbidden, notFound, parseInput, unprocessable } from '../../http/errors';
import { fileAnswer, idParams, tableRoute } from '../../http/openapi';
import { answerTable } from '../../http/table';
import { annualTaxFor } from './annual-tax';
import {
  BIR_1601C_ITEMS,
  build1601cWorkbook,
  buildAlphalistWorkbook,
  buildBankWorkbook,
  buildPagibigWorkbook,
  buildPhilhealthWorkbook,
  buildRegisterWorkbook,
  buildSssWorkbook,
  XLSX_TYPE,
} from './payroll-excel';
import { EMAILABLE_STATUSES, PayrollOutputsService, REPORTED_STATUSES } from './payroll-outputs.service';
import { render2316Pdf, renderPayslipPdf, renderReportPdf } from './payroll-pdf';

const tags = ['Payroll outputs'];
const CENTER = { scope: 'MANPOWER_PAYSLIP_CENTER_ACCESS' } as const;
/** The register and bank file: the payslip center and the payroll center. */
const REGISTER = { scope: ['MANPOWER_PAYSLIP_CENTER_ACCESS', 'MANPOWER_PAYROLL_CENTER_ACCESS'] } as const;
export const REPORT_SCOPE: Record<ReportAgency, string> = {
  SSS: 'MANPOWER_REPORTS_SSS_ACCESS',
  PHILHEALTH: 'MANPOWER_REPORTS_PHILHEALTH_ACCESS',
  PAGIBIG: 'MANPOWER_REPORTS_PAGIBIG_ACCESS',
  TAX: 'MANPOWER_REPORTS_TAX_ACCESS',
};
const ANY_REPORT = { scope: Object.values(REPORT_SCOPE) } as const;
const DASHBOARD = { scope: 'MANPOWER_DASHBOARD_ACCESS' } as const;
export const PAYSLIP_EMAIL_JOB = 'payroll.email-payslips';
const PDF = 'application/pdf';

const jsonXlsxPdf = z.object({ format: z.enum(['json', 'xlsx', 'pdf'], { error: 'must be json, xlsx or pdf' }).optional().default('json') });
const jsonXlsx = z.object({ format: z.enum(['json', 'xlsx'], { error: 'must be json or xlsx' }).optional().default('json') });
const jsonPdf = z.object({ format: z.enum(['json', 'pdf'], { error: 'must be json or pdf' }).optional().default('json') });
const sssQuery = reportQuarterQuery.extend(jsonXlsxPdf.shape);
const monthQuery = reportMonthQuery.extend(jsonXlsxPdf.shape);
const alphalistQuery = reportYearQuery.extend(jsonXlsx.shape);
const form2316Query = report2316Query.extend(jsonPdf.shape);

/** The agency's report scope, checked on top of the route's any-of-four. */
const assertAgencyScope = (auth: AuthContext, agency: ReportAgency) => {
  if (!hasPermission(auth.account.role, REPORT_SCOPE[agency])) throw forbidden();
};

const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w .()-]/g, '_')}"`;
const inline = (name: string) => `inline; filename="${name.replace(/[^\w .()-]/g, '_')}"`;

/**
 * Payroll outputs (issue 15, decision 0057; docs/api/payroll-outputs.md): the payslip center and
 * its PDFs and emails, self-service payslips, the register and bank file, the government reports,
 * remittances and their history, and the payroll part of the manpower dashboard. Only POSTED
 * cutoffs count in reports and self-service; the center also opens APPROVED and FOR_APPROVAL ones.
 */
export const payrollOutputsRoutes: ModuleRoutes = (app, { db, queue, mailer }) => {
  const service = new PayrollOutputsService(db);

  // ------------------------------------------------------------------ payslip center
  app.get('/payroll/payslip-center/cutoff-list', { config: CENTER, schema: { tags, summary: 'Cutoffs with payslips to open (for approval, approved, posted), newest first' } }, async (request) => {
    const auth = requireAuth(request);
    return { list: await service.centerCutoffs(auth.tenant) };
  });
  app.put('/payroll/payslip', { config: CENTER, schema: tableRoute(tags[0], "Table of a cutoff's payslips (filter cutoffId)") }, async (request) => {
    const auth = requireAuth(request);
    return answerTable(service.payslipTable(auth.tenant), request.body, request.query);
  });
  app.get<{ Params: { id: string } }>('/payroll/payslip/:id/pdf', { config: CENTER, schema: { tags, summary: 'A payslip as PDF', params: idParams, response: fileAnswer(PDF, 'The payslip') } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParams, request.params);
    const detail = await service.payslip(auth.tenant, id);
    return reply.type(PDF).header('content-disposition', inline(`Payslip ${detail.employee.employeeNo} ${detail.cutoff.code}.pdf`)).send(await renderPayslipPdf({ ...detail, letterhead: await loadLetterhead(db, auth.tenant.companyId) }));
  });
  app.post<{ Params: { id: string } }>('/payroll/cutoff/:id/email-payslips', { config: CENTER, schema: { tags, summary: "Email a cutoff's payslips (PDF attached) through the queue; skips employees without email", params: idParams } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParams, request.params);
    const cutoff = await service.cutoff(auth.tenant, id);
    if (!(EMAILABLE_STATUSES as readonly string[]).includes(cutoff.status)) throw unprocessable(PAYROLL_OUTPUT_MESSAGES.notPosted);
    const { toSend, skipped } = await service.unsentPayslipIds(auth.tenant, id);
    const job = await queue.enqueue(PAYSLIP_EMAIL_JOB, { cutoffId: id, companyId: auth.tenant.companyId }, { companyId: auth.tenant.companyId });
    return reply.status(202).send({ queueId: job.id, toSend: toSend.length, skipped, message: PAYROLL_OUTPUT_MESSAGES.emailQueued });
  });
  app.get<{ Params: { id: string } }>('/payroll/email-job/:id', { config: CENTER, schema: { tags, summary: 'The progress of an emailing job', params: idParams } }, async (request) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParams, request.params);
    const [job] = await db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.companyId, auth.tenant.companyId), eq(jobs.name, PAYSLIP_EMAIL_JOB)));
    if (!job) throw notFound('Job');
    return { queueId: job.id, state: job.state, progress: job.progress, lastError: job.lastError };
  });

  /** Emails each unsent payslip of the cutoff with an address, marking it emailed; resumable. */
  queue.register(PAYSLIP_EMAIL_JOB, async (job, context) => {
    const tenant = new Tenant(db, Number(job.payload.companyId));
    const cutoffId = Number(job.payload.cutoffId);
    const { toSend } = await service.unsentPayslipIds(tenant, cutoffId);
    let done = 0;
    for (const payslipId of toSend) {
      const detail = await service.payslip(tenant, payslipId, { statuses: EMAILABLE_STATUSES });
      const pdf = await renderPayslipPdf({ ...detail, letterhead: await loadLetterhead(db, tenant.companyId) });
      const period = `${detail.cutoff.periodStart} to ${detail.cutoff.periodEnd}`;
      await db.transaction(async (tx) => {
        await sendSystemMail(mailer, tx, {
          companyId: tenant.companyId,
          to: detail.employee.email,
          key: 'payslip',
          values: { name: detail.employee.firstName, period, cutoff: detail.cutoff.code, payDate: detail.cutoff.payDate, company: detail.company.name },
          attachments: [{ filename: `Payslip ${detail.cutoff.code}.pdf`, contentType: PDF, content: pdf }],
        });
        await service.markEmailed(tx, tenant, payslipId);
      });
      done++;
      await context.progress(Math.floor((done / toSend.length) * 100), `${done} of ${toSend.length} payslips emailed`);
    }
  });

  // ------------------------------------------------------------------ self-service
  app.get('/payroll/my-payslips', { schema: { tags, summary: "The signed-in member's own payslips of posted cutoffs, newest first" } }, async (request) => {
    const auth = requireAuth(request);
    const employeeId = await service.ownEmployeeId(auth);
    const source = service.myPayslipTable(auth.tenant, employeeId);
    const list = await source.list(source.baseWhere, [], 1000, 0);
    return { isLinked: employeeId !== null, list: list.sort((a, b) => b.payDate.localeCompare(a.payDate) || b.id - a.id) };
  });
  app.put('/payroll/my-payslips', { schema: tableRoute(tags[0], "Table of the signed-in member's own payslips of posted cutoffs") }, async (request) => {
    const auth = requireAuth(request);
    return answerTable(service.myPayslipTable(auth.tenant, await service.ownEmployeeId(auth)), request.body, request.query);
  });
  app.get<{ Params: { id: string } }>('/payroll/my-payslips/:id/pdf', { schema: { tags, summary: 'One of my payslips as PDF (another employee\'s: 404)', params: idParams, response: fileAnswer(PDF, 'The payslip') } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParams, request.params);
    const detail = await service.payslip(auth.tenant, id, { statuses: REPORTED_STATUSES, employeeId: await service.ownEmployeeId(auth) });
    return reply.type(PDF).header('content-disposition', inline(`Payslip ${detail.cutoff.code}.pdf`)).send(await renderPayslipPdf({ ...detail, letterhead: await loadLetterhead(db, auth.tenant.companyId) }));
  });

  // ------------------------------------------------------------------ register and bank file
  app.get('/payroll/report/register', { config: REGISTER, schema: { tags, summary: 'The payroll register of an approved or posted cutoff (.xlsx)', querystring: cutoffReportQuery, response: fileAnswer(XLSX_TYPE, 'The register') } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { cutoffId } = parseInput(cutoffReportQuery, request.query);
    const cutoff = await service.cutoff(auth.tenant, cutoffId, EMAILABLE_STATUSES);
    const slips = await service.cutoffPayslips(auth.tenant, cutoffId);
    const rows = slips.map((s) => ({ ...s, employeeNo: s.employee.employeeNo, name: s.employee.name, position: s.employee.position, daysWorked: Number(s.daysWorked) }));
    const file = await buildRegisterWorkbook(await service.company(auth.tenant), cutoff, rows, totalsOf(slips));
    return reply.type(XLSX_TYPE).header('content-disposition', attachment(`Payroll register ${cutoff.code}.xlsx`)).send(file);
  });
  app.get('/payroll/report/bank-file', { config: REGISTER, schema: { tags, summary: 'The bank file of an approved or posted cutoff: account number, name, net pay; totals (csv or xlsx)', querystring: cutoffReportQuery } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { cutoffId, format } = parseInput(cutoffReportQuery, request.query);
    const cutoff = await service.cutoff(auth.tenant, cutoffId, EMAILABLE_STATUSES);
    const slips = await service.cutoffPayslips(auth.tenant, cutoffId);
    const file = bankFile(slips.map((s) => ({ accountNo: s.employee.bankAccountNo, name: s.employee.name, netPay: s.netPay })));
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(`Bank file ${cutoff.code}.csv`)).send(bankFileCsv(file));
    return reply.type(XLSX_TYPE).header('content-disposition', attachment(`Bank file ${cutoff.code}.xlsx`)).send(await buildBankWorkbook(await service.company(auth.tenant), cutoff, file));
  });

  // ------------------------------------------------------------------ government reports
  app.get('/payroll/report/sss', { config: { scope: REPORT_SCOPE.SSS }, schema: { tags, summary: 'SSS R-3 Contribution Collection List of a quarter (json, xlsx or pdf)', querystring: sssQuery } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { year, quarter, format } = parseInput(sssQuery, request.query);
    const months = quarterMonths(year, quarter);
    const { employees, slips } = await service.postedSlips(auth.tenant, { months });
    const report = sssQuarterReport(months, employees, slips);
    if (format === 'json') return report;
    const company = await service.company(auth.tenant);
    const name = `SSS R-3 ${year} Q${quarter}`;
    if (format === 'xlsx') return reply.type(XLSX_TYPE).header('content-disposition', attachment(`${name}.xlsx`)).send(await buildSssWorkbook(company, year, quarter, report));
    const pdf = await renderReportPdf({
      letterhead: await loadLetterhead(db, auth.tenant.companyId),
      company,
      form: 'SSS Form R-3',
      title: 'Contribution Collection List',
      period: `Quarter ending ${months[2]}`,
      employerLines: [
        ['Employer ID No.', company.sssEmployerNo],
        ['Employer', company.name],
        ['Address', company.address],
        ['Type of employer', 'Regular'],
      ],
      columns: [
        { label: 'SS Number', width: 11 },
        { label: 'Name of Member', width: 20 },
        ...months.map((m) => ({ label: `SS ${m}`, width: 9, align: 'right' as const })),
        ...months.map((m) => ({ label: `EC ${m}`, width: 7, align: 'right' as const })),
        { label: 'Total', width: 10, align: 'right' },
      ],
      rows: report.rows.map((r) => [r.sssNo, r.name, ...r.months.map((m) => amount(m.socialSecurity)), ...r.months.map((m) => amount(m.ec)), amount(r.total)]),
      totals: ['GRAND TOTAL', `${report.rows.length} members`, ...report.totals.map((t) => amount(t.socialSecurity)), ...report.totals.map((t) => amount(t.ec)), amount(report.grandTotal)],
    });
    return reply.type(PDF).header('content-disposition', inline(`${name}.pdf`)).send(pdf);
  });

  app.get('/payroll/report/philhealth', { config: { scope: REPORT_SCOPE.PHILHEALTH }, schema: { tags, summary: 'PhilHealth RF-1 of a month (json, xlsx or pdf)', querystring: monthQuery } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { month, format } = parseInput(monthQuery, request.query);
    const { employees, slips } = await service.postedSlips(auth.tenant, { months: [month] });
    const report = philhealthMonthReport(month, employees, slips);
    if (format === 'json') return report;
    const company = await service.company(auth.tenant);
    if (format === 'xlsx') return reply.type(XLSX_TYPE).header('content-disposition', attachment(`PhilHealth RF-1 ${month}.xlsx`)).send(await buildPhilhealthWorkbook(company, report));
    const pdf = await renderReportPdf({
      letterhead: await loadLetterhead(db, auth.tenant.companyId),
      company,
      form: 'PhilHealth RF-1',
      title: "Employer's Remittance Report",
      period: month,
      employerLines: [
        ['PhilHealth No.', company.philhealthEmployerNo],
        ['Employer TIN', company.tin],
        ['Employer', company.name],
        ['Report type', 'Regular RF-1'],
      ],
      columns: [
        { label: 'PhilHealth No.', width: 14 },
        { label: 'Name of Employee', width: 26 },
        { label: 'Monthly Basic Salary', width: 14, align: 'right' },
        { label: 'PS', width: 11, align: 'right' },
        { label: 'ES', width: 11, align: 'right' },
        { label: 'Total', width: 11, align: 'right' },
      ],
      rows: report.rows.map((r) => [r.philhealthNo, r.name, amount(r.monthlyBasicSalary), amount(r.employee), amount(r.employer), amount(r.total)]),
      totals: ['GRAND TOTAL', `${report.rows.length} employees`, amount(report.totals.monthlyBasicSalary), amount(report.totals.employee), amount(report.totals.employer), amount(report.totals.total)],
    });
    return reply.type(PDF).header('content-disposition', inline(`PhilHealth RF-1 ${month}.pdf`)).send(pdf);
  });

  app.get('/payroll/report/pagibig', { config: { scope: REPORT_SCOPE.PAGIBIG }, schema: { tags, summary: 'Pag-IBIG MCRF of a month (json, xlsx or pdf)', querystring: monthQuery } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { month, format } = parseInput(monthQuery, request.query);
    const { employees, slips } = await service.postedSlips(auth.tenant, { months: [month] });
    const report = pagibigMonthReport(month, employees, slips);
    if (format === 'json') return report;
    const company = await service.company(auth.tenant);
    if (format === 'xlsx') return reply.type(XLSX_TYPE).header('content-disposition', attachment(`Pag-IBIG MCRF ${month}.xlsx`)).send(await buildPagibigWorkbook(company, report));
    const pdf = await renderReportPdf({
      letterhead: await loadLetterhead(db, auth.tenant.companyId),
      company,
      form: 'Pag-IBIG MCRF',
      title: 'Membership Contributions Remittance Form',
      period: month,
      employerLines: [
        ["Employer's ID No.", company.pagibigEmployerNo],
        ['Employer', company.name],
        ['Membership program', 'Pag-IBIG I'],
        ['Address', company.address],
      ],
      columns: [
        { label: 'Pag-IBIG MID No.', width: 14 },
        { label: 'Name of Member', width: 26 },
        { label: 'Monthly Compensation', width: 14, align: 'right' },
        { label: 'Employee Share', width: 11, align: 'right' },
        { label: 'Employer Share', width: 11, align: 'right' },
        { label: 'Total', width: 11, align: 'right' },
      ],
      rows: report.rows.map((r) => [r.pagibigNo, r.name, amount(r.monthlyCompensation), amount(r.employee), amount(r.employer), amount(r.total)]),
      totals: ['GRAND TOTAL', `${report.rows.length} members`, amount(report.totals.monthlyCompensation), amount(report.totals.employee), amount(report.totals.employer), amount(report.totals.total)],
    });
    return reply.type(PDF).header('content-disposition', inline(`Pag-IBIG MCRF ${month}.pdf`)).send(pdf);
  });

  app.get('/payroll/report/1601c', { config: { scope: REPORT_SCOPE.TAX }, schema: { tags, summary: 'BIR 1601-C monthly figures (items 14-25; json, xlsx or pdf)', querystring: monthQuery } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { month, format } = parseInput(monthQuery, request.query);
    const { slips } = await service.postedSlips(auth.tenant, { months: [month] });
    const form = bir1601c(month, slips);
    if (format === 'json') return form;
    const company = await service.company(auth.tenant);
    if (format === 'xlsx') return reply.type(XLSX_TYPE).header('content-disposition', attachment(`BIR 1601-C ${month}.xlsx`)).send(await build1601cWorkbook(company, form));
    const pdf = await renderReportPdf({
      letterhead: await loadLetterhead(db, auth.tenant.companyId),
      company,
      form: 'BIR Form 1601-C',
      title: 'Monthly Remittance Return of Income Taxes Withheld on Compensation',
      period: month,
      employerLines: [
        ['TIN', company.tin],
        ['RDO Code', company.rdoCode],
        ['Withholding agent', company.name],
        ['Employees', String(form.employeeCount)],
      ],
      columns: [
        { label: 'Item', width: 6 },
        { label: 'Part II — Computation of Tax', width: 70 },
        { label: 'Amount', width: 16, align: 'right' },
      ],
      rows: BIR_1601C_ITEMS.map(([key, no, label]) => [no, label, amount(form[key] as string)]),
      totals: ['25', 'Total Taxes Withheld', amount(form.item25TotalTaxesWithheld)],
    });
    return reply.type(PDF).header('content-disposition', inline(`BIR 1601-C ${month}.pdf`)).send(pdf);
  });

  app.get('/payroll/report/2316', { config: { scope: REPORT_SCOPE.TAX }, schema: { tags, summary: "An employee's BIR 2316 for a year (json or pdf)", querystring: form2316Query } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { year, employeeId, format } = parseInput(form2316Query, request.query);
    const { employees, slips } = await service.postedSlips(auth.tenant, { year, employeeId });
    const employee = employees[0];
    if (!employee) throw notFound('Employee payslips for that year');
    const annualTax = await annualTaxFor(db, auth.tenant, year);
    const isMwe = slips.every((s) => new Decimal(s.mweExemptPay).greaterThan(0)) || employee.isMinimumWageEarner;
    const taxable = totalsOf(slips).taxableCompensation;
    const form = bir2316(slips, isMwe && new Decimal(taxable).isZero() ? '0' : annualTax(taxable));
    const from = slips.map((s) => s.periodStart).sort()[0];
    const to = slips.map((s) => s.periodEnd).sort().at(-1)!;
    const period = { from: from < `${year}-01-01` ? `${year}-01-01` : from, to: to > `${year}-12-31` ? `${year}-12-31` : to };
    if (format === 'json') return { year, employee: { id: employee.id, employeeNo: employee.employeeNo, name: employee.name, tin: employee.tin }, period, form };
    const pdf = await render2316Pdf({ company: await service.company(auth.tenant), letterhead: await loadLetterhead(db, auth.tenant.companyId), employee, year, ...period, form });
    return reply.type(PDF).header('content-disposition', inline(`BIR 2316 ${year} ${employee.employeeNo}.pdf`)).send(pdf);
  });

  app.get('/payroll/report/alphalist', { config: { scope: REPORT_SCOPE.TAX }, schema: { tags, summary: 'The 1604-C alphalist of a year: schedule 1 (non-MWE) and schedule 2 (MWE) (json or xlsx)', querystring: alphalistQuery } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { year, format } = parseInput(alphalistQuery, request.query);
    const { employees, slips } = await service.postedSlips(auth.tenant, { year });
    const list = alphalist(employees, slips, slips.length ? await annualTaxFor(db, auth.tenant, year) : () => '0.00');
    if (format === 'json') return { year, ...list };
    return reply.type(XLSX_TYPE).header('content-disposition', attachment(`BIR 1604-C alphalist ${year}.xlsx`)).send(await buildAlphalistWorkbook(await service.company(auth.tenant), year, list));
  });

  // ------------------------------------------------------------------ remittances and their history
  app.post('/payroll/remittance', { config: ANY_REPORT, schema: { tags, summary: 'Record a payment to SSS, PhilHealth, Pag-IBIG or the BIR for a month', body: recordRemittanceRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const input = parseInput(recordRemittanceRequest, request.body);
    assertAgencyScope(auth, input.agency);
    const data = await service.recordRemittance(auth.tenant, auth.account.id, input);
    return reply.status(201).send({ data, message: PAYROLL_OUTPUT_MESSAGES.remittanceRecorded });
  });
  // The spec's hr-processing/government-payment-history/{sss|philhealth|pagibig|tax}: one route per agency, each with its report's scope.
  for (const slug of Object.keys(AGENCY_OF_SLUG)) {
    const agency = AGENCY_OF_SLUG[slug];
    app.get(
      `/hr-processing/government-payment-history/${slug}`,
      { config: { scope: REPORT_SCOPE[agency] }, schema: { tags, summary: `Per month of a year: what posted payslips made due to ${agency}, what was paid (reference, date) and the balance`, querystring: paymentHistoryQuery } },
      async (request) => {
        const auth = requireAuth(request);
        const query = parseInput(paymentHistoryQuery, request.query);
        return service.history(auth.tenant, agency, query.year ?? Number(manilaDate(new Date()).slice(0, 4)), query.page, query.perPage);
      },
    );
  }

  // ------------------------------------------------------------------ dashboard
  app.get('/manpower/dashboard/payroll', { config: DASHBOARD, schema: { tags: ['Manpower dashboard'], summary: 'Payroll cost and overtime per posted cutoff of a year', querystring: payrollDashboardQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { year } = parseInput(payrollDashboardQuery, request.query);
    return service.dashboard(auth.tenant, year ?? Number(manilaDate(new Date()).slice(0, 4)));
  });

};

const amount = (value: string) => formatCurrency(value).replace(CURRENCY_SYMBOL, '');
