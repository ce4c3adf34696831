import { MEMBER_ROUTES, PUBLIC_ROUTES } from '@haligi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_ROUTE_NAMES, isBuiltRoute } from './built-routes';

/** The features read the page's address and storage when loaded; bare ones are enough to read their page maps. */
const BROWSER_STUBS = {
  window: { location: { origin: 'http://haligi.test', pathname: '/', search: '' }, addEventListener() {}, removeEventListener() {} },
  localStorage: { getItem: () => null, setItem() {}, removeItem() {} },
};

/** The pages the router renders by route name: the feature maps and the single pages it names itself. */
let PAGE_NAMES: string[] = [];
const SINGLE_PAGE_NAMES = [
  'member_dashboard',
  'member_profile',
  'member_socket_test',
  'front_landing',
  'front_login',
  'front_signup',
  'front_verify_email',
  'front_invite_accept',
  'front_inactive_account',
  'front_forgot_password',
  'front_reset_password',
];
beforeAll(async () => {
  Object.assign(globalThis, BROWSER_STUBS);
  // By file address, so the type check of the tests does not take in every feature's code.
  const pageMap = async (feature: string, name: string): Promise<Record<string, unknown>> =>
    (await import(/* @vite-ignore */ new URL(`../features/${feature}/index.ts`, import.meta.url).pathname))[name];
  const maps = await Promise.all([
    pageMap('settings', 'SETTINGS_PAGES'),
    pageMap('leads', 'LEADS_PAGES'),
    pageMap('tasks', 'TASKS_PAGES'),
    pageMap('mailbox', 'MAILBOX_PAGES'),
    pageMap('projects', 'PROJECTS_PAGES'),
    pageMap('items', 'ITEMS_PAGES'),
    pageMap('inventory', 'INVENTORY_PAGES'),
    pageMap('purchasing', 'PURCHASING_PAGES'),
    pageMap('developer', 'DEVELOPER_PAGES'),
    pageMap('developer-data', 'DEVELOPER_DATA_PAGES'),
    pageMap('equipment', 'EQUIPMENT_PAGES'),
    pageMap('deliveries', 'DELIVERIES_PAGES'),
    pageMap('approvals', 'APPROVALS_PAGES'),
    pageMap('manpower', 'MANPOWER_PAGES'),
    pageMap('treasury', 'TREASURY_PAGES'),
    pageMap('receivables', 'RECEIVABLES_PAGES'),
    pageMap('petty-cash', 'PETTY_CASH_PAGES'),
    pageMap('calendar', 'CALENDAR_PAGES'),
    pageMap('email-settings', 'EMAIL_SETTINGS_PAGES'),
    pageMap('school/records', 'SCHOOL_RECORDS_PAGES'),
    pageMap('school-gate', 'SCHOOL_GATE_PAGES'),
    pageMap('school-grading', 'SCHOOL_GRADING_PAGES'),
  ]);
  PAGE_NAMES = [...maps.flatMap((map) => Object.keys(map)), ...SINGLE_PAGE_NAMES];
}, 60_000);

/** Routes the router forwards elsewhere: built, with no page of their own. */
const REDIRECT_NAMES = ['member_leads', 'member_treasury_payables', 'member_treasury_receivables'];

describe('built routes', () => {
  it('are exactly the routes with a page or a redirect', () => {
    expect([...BUILT_ROUTE_NAMES].sort()).toEqual([...PAGE_NAMES, ...REDIRECT_NAMES].sort());
  });
  it('name only routes of the table', () => {
    const known = new Set([...PUBLIC_ROUTES, ...MEMBER_ROUTES].map((r) => r.name));
    expect([...BUILT_ROUTE_NAMES].filter((name) => !known.has(name))).toEqual([]);
  });
  it('isBuiltRoute answers by name', () => {
    expect(isBuiltRoute({ name: 'member_asset_item_simple' })).toBe(true);
    expect(isBuiltRoute({ name: 'member_manpower_payroll_center' })).toBe(true);
    expect(isBuiltRoute({ name: 'member_calendar' })).toBe(true);
    expect(isBuiltRoute({ name: 'member_school_student' })).toBe(true);
    expect(isBuiltRoute({ name: 'member_school_grading' })).toBe(true);
    expect(isBuiltRoute({ name: 'member_no_such_screen' })).toBe(false);
  });
});
