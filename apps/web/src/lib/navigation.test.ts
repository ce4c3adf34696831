import type { AccountInformation, AppRoute } from '@haligi/shared';
import { describe, expect, it } from 'vitest';
import { findNavSections } from './navigation';

const accountWith = (role: Partial<AccountInformation['role']>, isDeveloper = false): AccountInformation => ({
  id: 1,
  isDeveloper,
  isDeleted: false,
  roleID: 1,
  role: { id: 1, name: 'Role', isDeveloper: false, isFullAccess: false, scopeList: [], ...role } as AccountInformation['role'],
  firstName: 'Juan',
  lastName: 'Dela Cruz',
  name: 'Juan Dela Cruz',
  email: 'juan@example.ph',
  company: { id: 1, name: 'Bayanihan' },
  branchId: null,
});

const owner = accountWith({ isFullAccess: true });
const developer = accountWith({ isFullAccess: true, isDeveloper: true }, true);
const hr = accountWith({ scopeList: ['MANPOWER_PAYROLL_CENTER_ACCESS', 'MANPOWER_HRIS_ACCESS'] });
const sales = accountWith({ scopeList: ['LEADS_ACCESS', 'PROJECT_ACCESS'] });

const isBuilt = (route: AppRoute) => Boolean(route.isBuilt);
/** The built screens as if School had none (every module has one now): a module with nothing built. */
const isBuiltButSchool = (route: AppRoute) => isBuilt(route) && route.group !== 'School';
const namesOf = (routes: AppRoute[]) => routes.map((r) => r.name);
const sectionsOf = (account: AccountInformation) => findNavSections('token', account, isBuilt);

describe('findNavSections', () => {
  it('lists only built screens for everyone but developers, with no unbuilt list', () => {
    const sections = sectionsOf(owner);
    expect(sections.flatMap((s) => s.routes).every((r) => r.isBuilt)).toBe(true);
    expect(sections.every((s) => s.unbuiltRoutes.length === 0)).toBe(true);
    const assets = sections.find((s) => s.group === 'Assets')!;
    expect(namesOf(assets.routes)).toContain('member_asset_item_simple');
    const settings = sections.find((s) => s.group === 'Settings')!;
    expect(namesOf(settings.routes)).toContain('member_settings_roles');
    // School lists only its built screens.
    const school = sections.find((s) => s.group === 'School')!;
    expect(namesOf(school.routes)).toEqual(expect.arrayContaining(['member_school_student', 'member_school_grading', 'member_school_dashboard', 'member_school_gate', 'member_school_device', 'member_school_attendance']));
  });

  it('leaves out a module with no built screen', () => {
    // School, with nothing built, is left out even for full access.
    expect(findNavSections('token', owner, isBuiltButSchool).map((s) => s.group)).toEqual(['Home', 'Sales', 'Projects', 'Assets', 'Manpower', 'Treasury', 'Settings', 'Tools']);
    // HR holds manpower scopes only.
    expect(sectionsOf(hr).map((s) => s.group)).toEqual(['Home', 'Manpower']);
  });

  it('still filters by access: sales sees its two modules only', () => {
    const sections = sectionsOf(sales);
    expect(sections.map((s) => s.group)).toEqual(['Home', 'Sales', 'Projects']);
    expect(namesOf(sections.find((s) => s.group === 'Projects')!.routes)).toEqual(['member_project']);
  });

  it('a developer also sees unbuilt screens, after the built ones of each group', () => {
    // Every developer screen is built now: treat one as not built yet.
    const scriptsUnbuilt = (route: AppRoute) => isBuilt(route) && route.name !== 'member_developer_developer_scripts';
    const sections = findNavSections('token', developer, scriptsUnbuilt);
    const tools = sections.find((s) => s.group === 'Developer')!;
    expect(tools.routes.length).toBeGreaterThan(0);
    expect(tools.routes.every((r) => r.isBuilt)).toBe(true);
    expect(tools.unbuiltRoutes.length).toBeGreaterThan(0);
    expect(tools.unbuiltRoutes.every((r) => !scriptsUnbuilt(r))).toBe(true);
    expect(namesOf(tools.unbuiltRoutes)).toContain('member_developer_developer_scripts');
  });

  it('a developer sees modules with nothing built after every module with a built screen', () => {
    const groups = findNavSections('token', developer, isBuiltButSchool).map((s) => s.group);
    expect(groups).toEqual(['Home', 'Sales', 'Projects', 'Assets', 'Manpower', 'Treasury', 'Settings', 'Developer', 'Tools', 'School']);
    const school = findNavSections('token', developer, isBuiltButSchool).find((s) => s.group === 'School')!;
    expect(school.routes).toEqual([]);
    expect(school.unbuiltRoutes.length).toBeGreaterThan(5);
  });

  it('asks the given rule what is built', () => {
    const nothingButDashboard = (route: AppRoute) => route.name === 'member_dashboard';
    const sections = findNavSections('token', owner, nothingButDashboard);
    expect(sections.map((s) => s.group)).toEqual(['Home']);
    expect(findNavSections('token', developer, nothingButDashboard)[0].group).toBe('Home');
  });

  it('shows nothing to a guest', () => {
    expect(findNavSections(null, null, isBuilt)).toEqual([]);
  });
});
