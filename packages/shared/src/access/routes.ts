/**
 * The route table of spec part 1 section 2, as data: every path, route name, scope and
 * developer-only flag. Client guards and the side navigation read it; `built` says whether the
 * screen exists yet (the rest render a plain "not built yet" page).
 */
export type NavGroup =
  | 'Home'
  | 'Sales'
  | 'Projects'
  | 'Assets'
  | 'Manpower'
  | 'Treasury'
  | 'Settings'
  | 'School'
  | 'Developer'
  | 'Tools';

export interface AppRoute {
  name: string;
  path: string;
  label: string;
  /** Any one of these scopes opens the screen (spec part 1 section 6). */
  scopes?: readonly string[];
  isDeveloperOnly?: boolean;
  isPublic?: boolean;
  group?: NavGroup;
  /** Shown in the side navigation. */
  isInNav?: boolean;
  isBuilt?: boolean;
  /** The issue that builds the screen, for the "not built yet" page. */
  plannedIn?: string;
}

const MEMBER = '/member';

const member = (
  path: string,
  name: string,
  label: string,
  group: NavGroup,
  scopes: readonly string[] | undefined,
  extra: Partial<AppRoute> = {},
): AppRoute => ({
  name,
  path: `${MEMBER}/${path}`,
  label,
  group,
  scopes,
  isInNav: !path.includes(':'),
  ...extra,
});

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const routeName = (path: string) => `member_${path.replace(/[/-]/g, '_').replace(/:/g, '')}`;

/** One screen per slug with a scope derived from the family prefix. */
const family = (
  base: string,
  slugs: readonly string[],
  group: NavGroup,
  scopePrefix: string,
  extra: Partial<AppRoute> = {},
): AppRoute[] =>
  slugs.map((slug) =>
    member(`${base}/${slug}`, routeName(`${base}/${slug}`), titleCase(slug), group, [
      `${scopePrefix}_${slug.replace(/-/g, '_').toUpperCase()}_ACCESS`,
    ], extra),
  );

const LATER_ASSETS = 'a later issue (assets and purchasing)';
const LATER_MANPOWER = 'a later issue (manpower and payroll)';
const LATER_TREASURY = 'a later issue (treasury)';
const LATER_SCHOOL = 'a later issue (school)';
const LATER_SALES = 'the sales pipeline issue';

export const PUBLIC_ROUTES: readonly AppRoute[] = [
  { name: 'front_landing', path: '/', label: 'Sign In', isPublic: true, isBuilt: true },
  { name: 'front_login', path: '/login', label: 'Sign In', isPublic: true, isBuilt: true },
  { name: 'front_signup', path: '/signup', label: 'Sign Up', isPublic: true, isBuilt: true },
  { name: 'front_inactive_account', path: '/inactive-account', label: 'Inactive Account', isPublic: true, isBuilt: true },
  { name: 'front_verify_email', path: '/verify-email/:token', label: 'Verify Email', isPublic: true, isBuilt: true },
  { name: 'front_invite_accept', path: '/invite/:token', label: 'Accept Invitation', isPublic: true, isBuilt: true },
  // Not in the spec (issue 12, decision 0030): asking for a reset link, and the link itself.
  { name: 'front_forgot_password', path: '/forgot-password', label: 'Forgot Password', isPublic: true, isBuilt: true },
  { name: 'front_reset_password', path: '/reset-password/:token', label: 'Reset Password', isPublic: true, isBuilt: true },
  { name: 'front_preview_timekeeping', path: '/preview/timekeeping', label: 'Time Keeping Preview', isPublic: true, isBuilt: true },
];

const MANPOWER_SLUGS = [
  'dashboard', 'payroll-center', 'payslip-center', 'time-importation', 'hris', 'time-keeping-device',
  'timekeeping-raw-logs', 'team-attendance', 'team-shifting-management', 'team-management', 'payroll-group',
  'holidays', 'payroll-approvers', 'tax-table', 'philhealth', 'sss', 'pagibig', 'schedule-management',
  'shift-management', 'cutoff-management', 'individual-scheduling', 'team-scheduling',
] as const;

const SETTINGS_SIMPLE = [
  'email', 'company', 'developer-promotion', 'about', 'branches',
  'user', 'user-invite', 'inactive-users', 'role-group', 'roles', 'user-level', 'scope', 'system-emails',
] as const;

const SETTINGS_BUILT = new Set(['user', 'user-invite', 'inactive-users', 'role-group', 'roles', 'user-level', 'scope', 'system-emails', 'branches', 'company', 'about', 'developer-promotion', 'email']);

const SCHOOL_SLUGS = [
  'student', 'guardian', 'device', 'gate', 'school-year', 'grade-level', 'section', 'course', 'enrollment',
  'attendance', 'grading',
] as const;

/** School screens built (issue 18). One slug per line, so branches adding screens merge cleanly. */
const SCHOOL_BUILT = new Set<string>([
  'student',
  'guardian',
  'school-year',
  'grade-level',
  'section',
  'course',
  'enrollment',
  'gate',
  'device',
  'attendance',
  'grading',
]);

/** The school's dashboard opens to any school scope. */
const SCHOOL_DASHBOARD_SCOPES = SCHOOL_SLUGS.map((slug) => `SCHOOL_${slug.replace(/-/g, '_').toUpperCase()}_ACCESS`);

const DEVELOPER_SLUGS = [
  'company-management', 'developer-scripts', 'database-viewer', 'queue-process', 'user-management',
  'default-roles', 'default-user-levels', 'scheduler-management', 'seed-tracking', 'migrations', 'system-emails',
  // Not in the spec's list: the audit log's screen (issue 19, decision 0072).
  'audit-log',
] as const;

const DEVELOPER_BUILT = new Set([
  'company-management', 'queue-process', 'user-management', 'system-emails',
  'database-viewer',
  'audit-log',
  'seed-tracking',
  'migrations',
  'default-roles',
  'default-user-levels',
  'developer-scripts',
  'scheduler-management',
]);

/** Leads tabs with a screen; the rest show "not built yet". */
const LEADS_TABS_BUILT = new Set<string>(['deals', 'companies', 'people', 'clients', 'proposal', 'presentation', 'contract']);

/**
 * Manpower screens built (issue 14); the rest are payroll's (issue 15). One slug per line, so
 * branches adding screens merge cleanly.
 */
const MANPOWER_BUILT = new Set<string>([
  'shift-management',
  'schedule-management',
  'individual-scheduling',
  'team-scheduling',
  'team-shifting-management',
  'holidays',
  'hris',
  'team-management',
  'time-keeping-device',
  'timekeeping-raw-logs',
  'time-importation',
  'team-attendance',
  'payroll-time-keeping',
  'dashboard',
  'filings',
  'payroll-group',
  'cutoff-management',
  'payroll-center',
  'sss',
  'philhealth',
  'pagibig',
  'tax-table',
  'allowance',
  'deduction',
  'service-incentive-leave',
  'payroll-approvers',
  'payslip-center',
  'payslips',
  'reports',
]);
const manpowerBuilt = (slug: string) => (MANPOWER_BUILT.has(slug) ? { isBuilt: true } : { plannedIn: LATER_MANPOWER });

const manpowerScope = (slug: string) => `MANPOWER_${slug.replace(/-/g, '_').toUpperCase()}_ACCESS`;

export const MEMBER_ROUTES: readonly AppRoute[] = [
  member('dashboard', 'member_dashboard', 'Dashboard', 'Home', undefined, { isBuilt: true }),
  member('profile', 'member_profile', 'Profile', 'Home', undefined, { isBuilt: true, isInNav: false }),
  member('tasks', 'member_tasks', 'My Tasks', 'Home', undefined, { isBuilt: true }),
  member('calendar', 'member_calendar', 'Calendar', 'Tools', ['CALENDAR_ACCESS'], { isBuilt: true }),
  member('email', 'member_email', 'Email', 'Tools', ['EMAIL_ACCESS'], { isBuilt: true }),
  member('socket-test', 'member_socket_test', 'Socket Test', 'Developer', undefined, { isDeveloperOnly: true, isBuilt: true }),

  // Sales: leads and projects.
  member('leads', 'member_leads', 'Leads', 'Sales', ['LEADS_ACCESS'], { isInNav: false, isBuilt: true }),
  member('leads/dashboard', 'member_leads_dashboard', 'Leads Dashboard', 'Sales', ['LEADS_ACCESS'], { isBuilt: true }),
  // The lead page's breadcrumb "Lead List" (spec part 1 section 2); "the leads list" of section 6 shares LEADS_ACCESS.
  member('leads/list', 'member_leads_list', 'Lead List', 'Sales', ['LEADS_ACCESS'], { isBuilt: true }),
  ...(['deals', 'companies', 'people', 'clients', 'proposal', 'presentation', 'contract'] as const).map((tab) =>
    member(`leads/${tab}`, `member_leads_${tab}`, `Leads: ${titleCase(tab)}`, 'Sales', ['LEADS_ACCESS'],
      LEADS_TABS_BUILT.has(tab) ? { isBuilt: true } : { plannedIn: LATER_SALES }),
  ),
  member('leads/:id', 'member_lead_page', 'Lead', 'Sales', ['LEADS_ACCESS'], { isBuilt: true }),
  member('project', 'member_project', 'Projects', 'Projects', ['PROJECT_ACCESS'], { isBuilt: true }),
  member('project/:id', 'member_project_page', 'Project', 'Projects', ['PROJECT_ACCESS'], { isBuilt: true }),

  // Assets.
  ...family('asset/warehouse', ['company', 'project', 'intransit', 'temporary'], 'Assets', 'ASSET_WAREHOUSE', { isBuilt: true }),
  ...family('asset/item', ['simple', 'advance', 'deleted'], 'Assets', 'ASSET_ITEM', { isBuilt: true }),
  ...family('asset/purchasing', ['request', 'order'], 'Assets', 'ASSET_PURCHASING', { isBuilt: true }),
  ...family('asset/purchasing', ['suppliers'], 'Assets', 'ASSET_PURCHASING', { isBuilt: true }),
  // The job orders route keeps the spec's slug; its label reads as two words.
  ...family('asset/equipment', ['list', 'parts', 'joborders'], 'Assets', 'ASSET_EQUIPMENT', { isBuilt: true }).map((route) =>
    route.name === 'member_asset_equipment_joborders' ? { ...route, label: 'Job Orders' } : route,
  ),
  ...family('asset/deliveries', ['pending', 'truck-load', 'done', 'canceled'], 'Assets', 'ASSET_DELIVERIES', { isBuilt: true }),

  // Manpower.
  ...MANPOWER_SLUGS.map((slug) =>
    member(`manpower/${slug}`, routeName(`manpower/${slug}`), titleCase(slug), 'Manpower', [manpowerScope(slug)], manpowerBuilt(slug)),
  ),
  // Time keeping accepts either scope (spec part 1 section 6).
  member('manpower/payroll-time-keeping', 'member_manpower_payroll_time_keeping', 'Payroll Time Keeping', 'Manpower',
    ['MANPOWER_TIME_KEEPING_ACCESS_ALL', 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'], manpowerBuilt('payroll-time-keeping')),
  // Not in the spec's list (issue 14, decision 0046): an employee's own leave, overtime and other filings.
  member('filings', 'member_filings', 'My Filings', 'Home', undefined, manpowerBuilt('filings')),
  // Not in the spec's list (issue 15, decision 0057): an employee's own payslips of posted cutoffs.
  member('payslips', 'member_payslips', 'My Payslips', 'Home', undefined, manpowerBuilt('payslips')),
  // A plan screen shares its parent's permission (spec part 1 section 6).
  ...(['deduction', 'allowance', 'service-incentive-leave'] as const).flatMap((slug) => [
    member(`manpower/${slug}`, routeName(`manpower/${slug}`), titleCase(slug), 'Manpower', [manpowerScope(slug)], manpowerBuilt(slug)),
    member(`manpower/${slug}/:planId`, routeName(`manpower/${slug}/plan`), `${titleCase(slug)} Plan`, 'Manpower', [manpowerScope(slug)], manpowerBuilt(slug)),
  ]),
  ...family('manpower/reports', ['sss', 'philhealth', 'pagibig', 'tax'], 'Manpower', 'MANPOWER_REPORTS', manpowerBuilt('reports')),

  // Test pages.
  member('test/schedule-adjustment', 'member_test_schedule_adjustment', 'Test: Schedule Adjustment', 'Developer', undefined, { isDeveloperOnly: true, plannedIn: LATER_MANPOWER }),
  member('test/treasury-sidebar', 'member_test_treasury_sidebar', 'Test: Treasury Sidebar', 'Developer', undefined, { isDeveloperOnly: true, plannedIn: LATER_TREASURY }),

  // Treasury.
  // Issue 16: the overview, payables, receivables and petty cash screens.
  member('treasury', 'member_treasury', 'Treasury', 'Treasury', ['TREASURY_ACCESS'], { isBuilt: true }),
  member('treasury/payables', 'member_treasury_payables', 'Payables', 'Treasury', ['TREASURY_PAYABLES'], { isBuilt: true }),
  ...family('treasury/payables', ['purchase-order', 'suppliers', 'request-payment'], 'Treasury', 'TREASURY_PAYABLES', { isBuilt: true }),
  member('treasury/receivables', 'member_treasury_receivables', 'Receivables', 'Treasury', ['TREASURY_RECEIVABLES'], { isBuilt: true }),
  ...family('treasury/receivables', ['project', 'client', 'logs', 'review'], 'Treasury', 'TREASURY_RECEIVABLES', { isBuilt: true }),
  member('treasury/pettycash', 'member_treasury_pettycash', 'Petty Cash', 'Treasury', ['TREASURY_PETTYCASH_ACCESS'], { isBuilt: true }),
  member('treasury/pettycash/liquidation', 'member_treasury_pettycash_liquidation', 'Liquidation', 'Treasury', ['TREASURY_PETTYCASH_LIQUIDATION_ACCESS'], { isBuilt: true }),

  // Settings. The workflow parent and its purchase-request child carry the spec's odd names.
  member('settings/workflow', 'member_settings_workflow', 'Workflow', 'Settings', ['SETTINGS_WORKFLOW'], { isBuilt: true }),
  member('settings/workflow-purchase-request', 'member_settings_workflow_purchase_request', 'Workflow: Purchase Request', 'Settings', ['SETTINGS_WORKFLOW_ACCESS'], { isBuilt: true }),
  member('settings/workflow-delivery', 'member_settings_workflow_delivery', 'Workflow: Delivery', 'Settings', ['SETTINGS_WORKFLOW_DELIVERY_ACCESS'], { isBuilt: true }),
  member('settings/workflow-liquidation', 'member_settings_workflow_liquidation', 'Workflow: Liquidation', 'Settings', ['SETTINGS_WORKFLOW_LIQUIDATION_ACCESS'], { isBuilt: true }),
  ...SETTINGS_SIMPLE.map((slug) =>
    member(`settings/${slug}`, routeName(`settings/${slug}`), titleCase(slug), 'Settings', [
      `SETTINGS_${slug.replace(/-/g, '_').toUpperCase()}_ACCESS`,
    ], SETTINGS_BUILT.has(slug) ? { isBuilt: true } : { plannedIn: 'a later issue (settings)' }),
  ),

  // School.
  // Not in the spec's list (issue 18, decision 0069): the school's dashboard, open to any school scope.
  member('school/dashboard', 'member_school_dashboard', 'School Dashboard', 'School', SCHOOL_DASHBOARD_SCOPES, { isBuilt: true }),
  ...SCHOOL_SLUGS.flatMap((slug) => family('school', [slug], 'School', 'SCHOOL', SCHOOL_BUILT.has(slug) ? { isBuilt: true } : { plannedIn: LATER_SCHOOL })),

  // Developer section: developer-only, no scope.
  ...DEVELOPER_SLUGS.map((slug) =>
    member(`developer/${slug}`, routeName(`developer/${slug}`), titleCase(slug), 'Developer', undefined,
      DEVELOPER_BUILT.has(slug) ? { isDeveloperOnly: true, isBuilt: true } : { isDeveloperOnly: true, plannedIn: 'a later issue (developer tools)' }),
  ),
];

export const ALL_ROUTES: readonly AppRoute[] = [...PUBLIC_ROUTES, ...MEMBER_ROUTES];

export function findRouteByName(name: string): AppRoute | undefined {
  return ALL_ROUTES.find((r) => r.name === name);
}

/** Matches a concrete pathname against the table (":param" segments match anything). */
export function matchRoute(pathname: string): AppRoute | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const parts = clean.split('/');
  const candidates = ALL_ROUTES.filter((route) => {
    const routeParts = route.path.split('/');
    return routeParts.length === parts.length && routeParts.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
  // A static segment beats a parameter (leads/deals before leads/:id).
  // Stryker disable next-line all: the table lists every static path before its parameter sibling, so today the sort cannot change the answer; it keeps a reordered table right.
  return candidates.sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

// Stryker disable next-line all: only used by the sort above (see there).
const paramCount = (path: string) => path.split('/').filter((s) => s.startsWith(':')).length;

/**
 * Spec part 1 section 5: public routes, and any URL containing verify-email or invite, are always
 * allowed.
 */
export function isAlwaysAllowedPath(pathname: string): boolean {
  return pathname.includes('verify-email') || pathname.includes('invite/') || ['/', '/login', '/signup'].includes(pathname);
}
