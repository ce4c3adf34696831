import {
  contributionsRequest,
  dayPayRequest,
  payslipPreviewRequest,
  statutoryVersionRequest,
  withholdingTaxRequest,
  type StatutoryAgency,
  type StatutoryAgencyPath,
} from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { StatutoryCalculator } from './statutory.calculator';
import { StatutoryService } from './statutory.service';

const tags = ['Statutory tables'];

/** Each agency's table screen and its scope. */
const AGENCIES: { path: StatutoryAgencyPath; agency: StatutoryAgency; scope: string; name: string }[] = [
  { path: 'sss', agency: 'SSS', scope: 'MANPOWER_SSS_ACCESS', name: 'SSS contribution schedule' },
  { path: 'philhealth', agency: 'PHILHEALTH', scope: 'MANPOWER_PHILHEALTH_ACCESS', name: 'PhilHealth premium' },
  { path: 'pagibig', agency: 'PAGIBIG', scope: 'MANPOWER_PAGIBIG_ACCESS', name: 'Pag-IBIG contributions' },
  { path: 'tax', agency: 'TAX', scope: 'MANPOWER_TAX_TABLE_ACCESS', name: 'withholding tax tables' },
];

/**
 * The calculators: anyone who works on payroll (the payroll center, payroll groups, the payslip
 * center or one of the table screens) may compute; nothing is stored (decision 0054).
 */
export const PAYROLL_CALCULATOR_SCOPES = [
  'MANPOWER_PAYROLL_CENTER_ACCESS',
  'MANPOWER_PAYROLL_GROUP_ACCESS',
  'MANPOWER_PAYSLIP_CENTER_ACCESS',
  ...AGENCIES.map((a) => a.scope),
] as const;
const CALCULATOR = { scope: PAYROLL_CALCULATOR_SCOPES };

/** Statutory tables and the calculation API (issue 15, decision 0054; docs/api/statutory.md). */
export const statutoryRoutes: ModuleRoutes = (app) => {
  const service = new StatutoryService();
  const calculator = new StatutoryCalculator();
  for (const { path, agency, scope, name } of AGENCIES) {
    app.get(`/payroll/statutory/${path}`, { config: { scope }, schema: { tags, summary: `Versions of the ${name}, newest first` } }, async (request) => ({
      data: await service.versions(requireAuth(request).tenant, agency),
    }));
    app.post(`/payroll/statutory/${path}`, { config: { scope }, schema: { tags, summary: `Add a version of the ${name} from its effective date`, body: statutoryVersionRequest } }, async (request, reply) => {
      const auth = requireAuth(request);
      return reply.status(201).send(await service.add(auth.tenant, agency, auth.account.id, request.body));
    });
  }
  app.post('/payroll/statutory/contributions', { config: CALCULATOR, schema: { tags, summary: 'SSS, PhilHealth and Pag-IBIG shares of a month', body: contributionsRequest } }, async (request) =>
    calculator.contributions(requireAuth(request).tenant, parseInput(contributionsRequest, request.body)),
  );
  app.post('/payroll/statutory/withholding-tax', { config: CALCULATOR, schema: { tags, summary: 'Withholding tax on one period\'s taxable compensation', body: withholdingTaxRequest } }, async (request) =>
    calculator.withholdingTax(requireAuth(request).tenant, parseInput(withholdingTaxRequest, request.body)),
  );
  app.post('/payroll/statutory/day-pay', { config: CALCULATOR, schema: { tags, summary: 'One day\'s pay with its premium, overtime and night differential', body: dayPayRequest } }, async (request) =>
    calculator.dayPay(requireAuth(request).tenant, parseInput(dayPayRequest, request.body)),
  );
  app.post('/payroll/payslip-preview', { config: CALCULATOR, schema: { tags, summary: 'A payslip\'s contributions, tax and net pay', body: payslipPreviewRequest } }, async (request) =>
    calculator.payslipPreview(requireAuth(request).tenant, parseInput(payslipPreviewRequest, request.body)),
  );
};
