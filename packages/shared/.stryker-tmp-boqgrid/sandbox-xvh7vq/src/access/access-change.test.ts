// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { ACCESS_CHANGE_MESSAGES as M, accessChangeRefusal, holdsMoreRights, lastFullAccessRefusal } from './access-change';
import { SCOPE_KEYS } from './scopes';

/** The demo roles of apps/server/src/seed/demo-data.ts. */
const ROLES = {
  Owner: { isFullAccess: true, scopeList: [...SCOPE_KEYS] },
  Developer: { isFullAccess: true, isDeveloper: true, scopeList: [...SCOPE_KEYS] },
  Sales: { scopeList: ['LEADS_ACCESS', 'PROJECT_ACCESS'] },
  Estimator: { scopeList: ['PROJECT_ACCESS', 'ASSET_ITEM_SIMPLE_ACCESS', 'ASSET_ITEM_ADVANCE_ACCESS', 'ASSET_PURCHASING_SUPPLIERS_ACCESS'] },
  Warehouse: { scopeList: SCOPE_KEYS.filter((s) => s.startsWith('ASSET_WAREHOUSE_') || s.startsWith('ASSET_ITEM_')).concat('ASSET_PURCHASING_SUPPLIERS_ACCESS') },
  HR: { scopeList: SCOPE_KEYS.filter((s) => s.startsWith('MANPOWER_')) },
  Administrator: { scopeList: SCOPE_KEYS.filter((s) => s.startsWith('SETTINGS_')) },
} as const;
type Name = keyof typeof ROLES;
const NAMES = Object.keys(ROLES) as Name[];

describe('holdsMoreRights', () => {
  it('ranks developer over full access over scope lists; scope lists only by strict superset', () => {
    const more = NAMES.flatMap((a) => NAMES.filter((b) => holdsMoreRights(ROLES[a], ROLES[b])).map((b) => `${a}>${b}`));
    expect(more).toEqual([
      'Owner>Sales', 'Owner>Estimator', 'Owner>Warehouse', 'Owner>HR', 'Owner>Administrator',
      'Developer>Owner', 'Developer>Sales', 'Developer>Estimator', 'Developer>Warehouse', 'Developer>HR', 'Developer>Administrator',
    ]);
    expect(holdsMoreRights({ scopeList: ['A', 'B'] }, { scopeList: ['A'] })).toBe(true);
    expect(holdsMoreRights({ scopeList: ['A'] }, { scopeList: ['A'] })).toBe(false);
    expect(holdsMoreRights({ scopeList: ['A', 'B'] }, { scopeList: ['A', 'C'] })).toBe(false);
  });
});

describe('accessChangeRefusal: every demo role moving, deactivating and promoting every other', () => {
  // Moving the target's account into the actor's own role / deactivating it / giving the target's role full access.
  const table: Record<Name, Record<Name, [string | null, string | null, string | null]>> = {} as never;
  const ok = null;
  for (const actor of NAMES) {
    table[actor] = {} as never;
    for (const target of NAMES) {
      const a = ROLES[actor];
      const t = ROLES[target];
      table[actor][target] = [
        accessChangeRefusal({ actor: a, before: t, after: a }),
        accessChangeRefusal({ actor: a, before: t, after: null }),
        accessChangeRefusal({ actor: a, before: t, after: { ...t, isFullAccess: true } }),
      ];
    }
  }

  it('the Owner does anything to anyone but a Developer', () => {
    for (const target of NAMES.filter((n) => n !== 'Developer')) expect(table.Owner[target]).toEqual([ok, ok, ok]);
    expect(table.Owner.Developer).toEqual([M.moreRights, M.moreRights, M.moreRights]);
  });

  it('the Administrator cannot touch the Owner, cannot grant full access, moves others into its own role', () => {
    expect(table.Administrator.Owner).toEqual([M.moreRights, M.moreRights, M.moreRights]);
    expect(table.Administrator.Developer).toEqual([M.moreRights, M.moreRights, M.moreRights]);
    for (const target of ['Sales', 'Estimator', 'Warehouse', 'HR', 'Administrator'] as const) {
      expect(table.Administrator[target]).toEqual([ok, ok, M.grantFullAccess]);
    }
  });

  it('no role without full access grants full access', () => {
    for (const actor of NAMES.filter((n) => n !== 'Owner' && n !== 'Developer')) {
      for (const target of NAMES) expect(table[actor][target][2]).not.toBeNull();
    }
  });

  it('moving someone into a role grants only what it adds; a scope the actor lacks is refused', () => {
    const admin = ROLES.Administrator;
    expect(accessChangeRefusal({ actor: admin, before: ROLES.Sales, after: ROLES.Warehouse })).toBe(M.grantScope);
    expect(accessChangeRefusal({ actor: admin, before: ROLES.Sales, after: ROLES.Owner })).toBe(M.grantFullAccess);
    expect(accessChangeRefusal({ actor: ROLES.Sales, before: ROLES.Sales, after: { scopeList: ['LEADS_ACCESS'] } })).toBe(ok);
    expect(accessChangeRefusal({ actor: ROLES.Estimator, before: ROLES.Sales, after: { scopeList: ['PROJECT_ACCESS', 'LEADS_ACCESS', 'ASSET_ITEM_SIMPLE_ACCESS'] } })).toBe(ok);
    expect(accessChangeRefusal({ actor: ROLES.Estimator, before: ROLES.Sales, after: { scopeList: ['PROJECT_ACCESS', 'CALENDAR_ACCESS'] } })).toBe(M.grantScope);
    // Creating a role or inviting: everything in it is granted.
    expect(accessChangeRefusal({ actor: admin, before: null, after: { scopeList: ['SETTINGS_USER_ACCESS'] } })).toBe(ok);
    expect(accessChangeRefusal({ actor: admin, before: null, after: { scopeList: ['PROJECT_ACCESS'] } })).toBe(M.grantScope);
    expect(accessChangeRefusal({ actor: admin, before: null, after: ROLES.Owner })).toBe(M.grantFullAccess);
    // Full access taken away leaves nothing granted.
    expect(accessChangeRefusal({ actor: ROLES.Owner, before: ROLES.Owner, after: { isFullAccess: false, scopeList: [] } })).toBe(ok);
  });

  it('nobody changes their own role or access, whatever they hold', () => {
    for (const actor of NAMES) {
      expect(accessChangeRefusal({ actor: ROLES[actor], before: ROLES[actor], after: ROLES[actor], own: 'role' })).toBe(M.ownRole);
      expect(accessChangeRefusal({ actor: ROLES[actor], before: ROLES[actor], after: ROLES.Sales, own: 'account' })).toBe(M.ownAccess);
    }
  });

  it('the messages, word for word', () => {
    expect(M).toEqual({
      grantScope: 'You cannot grant a scope you do not hold',
      grantFullAccess: 'You cannot grant full access without holding it',
      ownRole: 'You cannot change your own role',
      ownAccess: 'You cannot change your own access',
      moreRights: 'You cannot change the access of someone who holds more rights than you',
      lastFullAccess: 'The last active user with full access cannot lose it',
    });
  });
});

describe('lastFullAccessRefusal', () => {
  it('refuses only a change that leaves no active full-access user', () => {
    expect(lastFullAccessRefusal(1, 0)).toBe(M.lastFullAccess);
    expect(lastFullAccessRefusal(2, 1)).toBeNull();
    expect(lastFullAccessRefusal(1, 1)).toBeNull();
    expect(lastFullAccessRefusal(0, 0)).toBeNull();
  });
});
