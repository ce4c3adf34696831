import { approvalsRoutes } from './modules/approvals/approvals.routes';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { loadCommonPasswords } from '@haligi/shared';
import { z } from 'zod';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import type { Config } from './config';
import type { AppContext, ModuleRoutes } from './context';
import { openDatabase, type Database } from './db/client';
import { registerAuth, type AuthContext, type RouteAccess } from './http/auth';
import { reasonFor, registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { DOCS_PREFIX, registerOpenApi, registerOpenApiPages, registerOpenApiRoute } from './http/openapi';
import { registerCompression, registerWebApp } from './http/web-app';
import { rejectControlCharactersInUrl } from './http/clean-url';
import { AUTH_CHANGED_CHANNEL, createSessionCache } from './http/session-cache';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { activitiesRoutes } from './modules/activities/activities.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { boqRoutes } from './modules/boq/boq.routes';
import { boqVersionsRoutes } from './modules/boq-versions/boq-versions.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { developerRoutes } from './modules/developer/developer.routes';
import { developerDataRoutes } from './modules/developer-data/developer-data.routes';
import { developerCompaniesRoutes } from './modules/developer/developer-companies.routes';
import { developerScriptsRoutes } from './modules/developer-scripts/developer-scripts.routes';
import { queueProcessRoutes } from './modules/queue-process/queue-process.routes';
import { schedulerRoutes } from './modules/scheduler/scheduler.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { filesRoutes } from './modules/files/files.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { itemsRoutes } from './modules/items/items.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { JobQueue } from './modules/jobs/queue';
import { locationsRoutes } from './modules/locations/locations.routes';
import { Mailer } from './modules/mail/mailer';
import { organizationsRoutes } from './modules/organizations/organizations.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { Realtime } from './modules/realtime/realtime';
import { rolesRoutes } from './modules/roles/roles.routes';
import { selectBoxRoutes } from './modules/select-box/select-box.routes';
import { warehousesRoutes } from './modules/warehouses/warehouses.routes';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes';
import { equipmentRoutes } from './modules/equipment/equipment.routes';
import { qtoRoutes } from './modules/qto/qto.routes';
import { purchaseRequestsRoutes } from './modules/purchase-requests/purchase-requests.routes';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes';
import { purchaseOrdersRoutes } from './modules/purchase-orders/purchase-orders.routes';
import { receivingRoutes } from './modules/receiving/receiving.routes';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { employeeSelectRoutes } from './modules/employees/employee-select.routes';
import { schedulesRoutes } from './modules/schedules/schedules.routes';
import { holidaysRoutes } from './modules/holidays/holidays.routes';
import { statutoryRoutes } from './modules/statutory/statutory.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { departmentsRoutes } from './modules/employees/departments.routes';
import { teamsRoutes } from './modules/employees/teams.routes';
import { branchesRoutes } from './modules/branches/branches.routes';
import { schoolStructureRoutes } from './modules/school-records/school-structure.routes';
import { schoolStudentsRoutes } from './modules/school-records/school-students.routes';
import { filingsRoutes } from './modules/filings/filings.routes';
import { payrollPlansRoutes } from './modules/payroll-plans/payroll-plans.routes';
import { payrollRoutes } from './modules/payroll/payroll.routes';
import { payrollOutputsRoutes } from './modules/payroll-outputs/payroll-outputs.routes';
import { discussionsRoutes } from './modules/discussions/discussions.routes';
import { treasuryRoutes } from './modules/treasury/treasury.routes';
import { aiAssistantRoutes } from './modules/ai-assistant/ai-assistant.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { companyRoutes } from './modules/company/company.routes';
import { otpRoutes } from './modules/otp/otp.routes';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { emailConfigRoutes } from './modules/email-config/email-config.routes';
import { emailSendRoutes } from './modules/email-send/email-send.routes';
import { purchaseOrderTableRoutes } from './modules/purchase-orders/purchase-orders.table.routes';
import { registerIclockRoutes, timekeepingRoutes } from './modules/timekeeping/timekeeping.routes';
import { schoolGateRoutes } from './modules/school-gate/school-gate.routes';
import { schoolGradingRoutes } from './modules/school-grading/school-grading.routes';

/** Every module's routes, mounted under /api. A new module adds one line here. */
const MODULES: ModuleRoutes[] = [
  authRoutes,
  accountsRoutes,
  invitationsRoutes,
  rolesRoutes,
  selectBoxRoutes,
  filesRoutes,
  developerRoutes,
  developerCompaniesRoutes,
  locationsRoutes,
  clientsRoutes,
  leadsRoutes,
  organizationsRoutes,
  projectsRoutes,
  activitiesRoutes,
  tasksRoutes,
  documentsRoutes,
  itemsRoutes,
  warehousesRoutes,
  inventoryRoutes,
  suppliersRoutes,
  boqRoutes,
  boqVersionsRoutes,
  qtoRoutes,
  purchaseRequestsRoutes,
  purchaseOrdersRoutes,
  receivingRoutes,
  purchaseOrderTableRoutes,
  approvalsRoutes,
  equipmentRoutes,
  deliveriesRoutes,
  dashboardRoutes,
  employeeSelectRoutes,
  schedulesRoutes,
  holidaysRoutes,
  statutoryRoutes,
  employeesRoutes,
  departmentsRoutes,
  teamsRoutes,
  branchesRoutes,
  schoolStructureRoutes,
  schoolStudentsRoutes,
  timekeepingRoutes,
  attendanceRoutes,
  filingsRoutes,
  payrollRoutes,
  discussionsRoutes,
  payrollPlansRoutes,
  payrollOutputsRoutes,
  treasuryRoutes,
  aiAssistantRoutes,
  calendarRoutes,
  companyRoutes,
  otpRoutes,
  mailboxRoutes,
  emailConfigRoutes,
  emailSendRoutes,
  developerDataRoutes,
  schoolGateRoutes,
  schoolGradingRoutes,
  developerScriptsRoutes,
  queueProcessRoutes,
  schedulerRoutes,
];

/** A route under /api and who may call it, as registered (the authorization tests walk these). */
export interface ApiRoute {
  method: string;
  url: string;
  config: RouteAccess;
  /** The route's documentation schema (tags, summary, zod schemas), as registered. */
  schema?: FastifySchema;
}

export interface HaligiApp {
  app: FastifyInstance;
  context: AppContext;
  routes: readonly ApiRoute[];
  close(): Promise<void>;
}

/** How long a closing server waits for open connections before it cuts them. */
export const CLOSE_GRACE_MS = 3000;

export async function buildApp(config: Config, options: { database?: Database; logger?: boolean } = {}): Promise<HaligiApp> {
  // New passwords are checked against the common-password list from the first request on.
  await loadCommonPasswords();
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });
  // Sign-ins are cached per process while the database's change notifications are received.
  const sessionCache = createSessionCache<AuthContext>(database.db);
  const unlisten = await database.listen(AUTH_CHANGED_CHANNEL, () => sessionCache.cache.clear(), (on) => sessionCache.cache.setListening(on));
  const realtime = new Realtime(app.server, database.db, config.redisUrl, config.redisPrefix);
  const queue = new JobQueue(database.db, app.log, realtime, { leaseSeconds: config.jobLeaseSeconds });
  const mailer = new Mailer(database.db, queue, config.smtpUrl);
  const context: AppContext = { config, database, db: database.db, realtime, queue, mailer };

  await registerSecurityHeaders(app);
  await registerCompression(app);
  registerErrorHandling(app);
  rejectControlCharactersInUrl(app);
  await registerOpenApi(app);
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
    // The documentation pages and their assets are public files, not API routes.
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) return;
    const { access, scope, confirmsPassword } = (route.config ?? {}) as RouteAccess;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, config: { access, scope, confirmsPassword }, schema: route.schema });
  });
  await app.register(
    async (api) => {
      registerAuth(api, database.db);
      api.get(
        '/health',
        { config: { access: 'public' }, schema: { tags: ['System'], summary: 'Whether the server is up', response: { 200: z.object({ status: z.literal('ok') }) } } },
        async () => ({ status: 'ok' }),
      );
      registerOpenApiRoute(api);
      for (const register of MODULES) await register(api, context);
    },
    { prefix: '/api' },
  );
  await registerOpenApiPages(app);
  // The terminals' push protocol lives at the root (/iclock/*), outside /api (issue 14).
  await registerIclockRoutes(app, context);

  const webDist = config.webDist ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const hasWeb = await registerWebApp(app, webDist);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // Web pages are served at the spec's paths: the single-page app routes them. A missing file
    // under /assets/ (a script of an older build) is a 404, never the page in its place.
    if (hasWeb && request.method === 'GET' && !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/assets/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ statusCode: 404, message: `Route ${request.method} ${path} not found`, error: reasonFor(404) });
  });

  queue.start();
  return {
    app,
    context,
    routes,
    async close() {
      await queue.stop();
      // Closing the live channel closes the HTTP server, which waits for every connection to end:
      // a client that stops reading a large answer (a PDF) would hold it open. After a grace
      // period the remaining connections are cut.
      const cutOff = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      cutOff.unref();
      await realtime.close();
      clearTimeout(cutOff);
      await app.close();
      await unlisten();
      sessionCache.close();
      await database.close();
    },
  };
}
