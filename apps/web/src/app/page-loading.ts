import { matchRoute } from '@haligi/shared';
import type { ComponentType } from 'react';

type Pages = Record<string, ComponentType>;

/**
 * Built screens by route name, one entry per feature: each feature's code is its own chunk,
 * loaded the first time one of its routes opens (docs/decisions/0028-loading.md). A feature
 * lists its pages in its `XXX_PAGES` map; `prefixes` only say which feature to load first for a
 * route name. A name no listed feature holds is looked up in every feature, and a route none of
 * them builds renders "not built yet" — so a page added to a feature's map needs no change here.
 */
const FEATURES: { prefixes: string[]; load: () => Promise<Pages> }[] = [
  {
    prefixes: ['front_'],
    load: () =>
      import('../features/auth').then((m) => ({
        front_landing: m.LoginPage,
        front_login: m.LoginPage,
        front_signup: m.SignupPage,
        front_verify_email: m.VerifyEmailPage,
        front_invite_accept: m.InviteAcceptPage,
        front_inactive_account: m.InactiveAccountPage,
        front_forgot_password: m.ForgotPasswordPage,
        front_reset_password: m.ResetPasswordPage,
      })),
  },
  { prefixes: ['member_dashboard'], load: () => import('../features/dashboard').then((m) => ({ member_dashboard: m.DashboardPage })) },
  { prefixes: ['member_profile'], load: () => import('../features/profile').then((m) => ({ member_profile: m.ProfilePage })) },
  { prefixes: ['member_socket_test'], load: () => import('../features/socket-test').then((m) => ({ member_socket_test: m.SocketTestPage })) },
  { prefixes: ['member_settings_workflow'], load: () => import('../features/approvals').then((m) => m.APPROVALS_PAGES) },
  { prefixes: ['member_settings_email'], load: () => import('../features/email-settings').then((m) => m.EMAIL_SETTINGS_PAGES) },
  { prefixes: ['member_settings_'], load: () => import('../features/settings').then((m) => m.SETTINGS_PAGES) },
  { prefixes: ['member_leads', 'member_lead_'], load: () => import('../features/leads').then((m) => m.LEADS_PAGES) },
  { prefixes: ['member_tasks'], load: () => import('../features/tasks').then((m) => m.TASKS_PAGES) },
  { prefixes: ['member_calendar'], load: () => import('../features/calendar').then((m) => m.CALENDAR_PAGES) },
  { prefixes: ['member_email'], load: () => import('../features/mailbox').then((m) => m.MAILBOX_PAGES) },
  { prefixes: ['member_project'], load: () => import('../features/projects').then((m) => m.PROJECTS_PAGES) },
  { prefixes: ['member_asset_item_'], load: () => import('../features/items').then((m) => m.ITEMS_PAGES) },
  { prefixes: ['member_asset_purchasing_request', 'member_asset_purchasing_order'], load: () => import('../features/purchasing').then((m) => m.PURCHASING_PAGES) },
  { prefixes: ['member_asset_warehouse_', 'member_asset_purchasing_suppliers'], load: () => import('../features/inventory').then((m) => m.INVENTORY_PAGES) },
  { prefixes: ['member_asset_equipment_'], load: () => import('../features/equipment').then((m) => m.EQUIPMENT_PAGES) },
  { prefixes: ['member_asset_deliveries_'], load: () => import('../features/deliveries').then((m) => m.DELIVERIES_PAGES) },
  { prefixes: ['member_manpower_', 'member_filings', 'front_preview_timekeeping'], load: () => import('../features/manpower').then((m) => m.MANPOWER_PAGES) },
  { prefixes: ['member_treasury_receivables'], load: () => import('../features/receivables').then((m) => m.RECEIVABLES_PAGES) },
  { prefixes: ['member_treasury_pettycash'], load: () => import('../features/petty-cash').then((m) => m.PETTY_CASH_PAGES) },
  { prefixes: ['member_treasury'], load: () => import('../features/treasury').then((m) => m.TREASURY_PAGES) },
  { prefixes: ['member_developer_database', 'member_developer_audit', 'member_developer_seed', 'member_developer_migrations'], load: () => import('../features/developer-data').then((m) => m.DEVELOPER_DATA_PAGES) },
  { prefixes: ['member_school_student', 'member_school_guardian', 'member_school_school_year', 'member_school_grade_level', 'member_school_section', 'member_school_course', 'member_school_enrollment'], load: () => import('../features/school/records').then((m) => m.SCHOOL_RECORDS_PAGES) },
  { prefixes: ['member_developer_'], load: () => import('../features/developer').then((m) => m.DEVELOPER_PAGES) },
  { prefixes: ['member_school_gate', 'member_school_device', 'member_school_attendance'], load: () => import('../features/school-gate').then((m) => m.SCHOOL_GATE_PAGES) },
  { prefixes: ['member_school_dashboard', 'member_school_grading'], load: () => import('../features/school-grading').then((m) => m.SCHOOL_GRADING_PAGES) },
];

/** The built page of a route name, or undefined: the feature its prefix names first, then all of them. */
export async function findPage(name: string): Promise<ComponentType | undefined> {
  const likely = FEATURES.filter((feature) => feature.prefixes.some((prefix) => name.startsWith(prefix)));
  for (const feature of likely) {
    const page = (await feature.load())[name];
    if (page) return page;
  }
  const others = FEATURES.filter((feature) => !likely.includes(feature));
  for (const pages of await Promise.all(others.map((feature) => feature.load()))) if (pages[name]) return pages[name];
  return undefined;
}

export const loadMemberLayout = () => import('./layout/member-layout').then((m) => ({ default: m.MemberLayout }));

/**
 * Starts fetching the code of the page at `pathname` (and of the member shell for a member page):
 * src/preload.ts calls it before the app's modules are evaluated, so the page's code downloads
 * while React and Mantine start up rather than after the first render asks for it.
 */
export function preloadRoute(pathname: string) {
  const route = matchRoute(pathname);
  if (!route) return;
  if (!route.isPublic) void loadMemberLayout().catch(() => undefined);
  void findPage(route.name).catch(() => undefined);
}
