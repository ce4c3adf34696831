import {
  decideRouteAccess,
  MEMBER_ROUTES,
  type AccountInformation,
  type AppRoute,
  type NavGroup,
} from '@haligi/shared';

/** The side navigation's group order. */
export const NAV_GROUP_ORDER: readonly NavGroup[] = [
  'Home', 'Sales', 'Projects', 'Assets', 'Manpower', 'Treasury', 'Settings', 'School', 'Developer', 'Tools',
];

export interface NavSection {
  group: NavGroup;
  /** Screens that exist, in route table order. */
  routes: AppRoute[];
  /** Screens not built yet: listed for developers only, after the built ones. */
  unbuiltRoutes: AppRoute[];
}

/** The guard's own decision, so a link is shown exactly when following it would be allowed. */
export function canOpenRoute(route: AppRoute, token: string | null, account: AccountInformation | null): boolean {
  return decideRouteAccess({ pathname: route.path, token, account }).action === 'allow';
}

/**
 * The side navigation: the screens the account may open, grouped in NAV_GROUP_ORDER. Everyone
 * sees built screens only, and a group with none is left out. A developer also sees the screens
 * not built yet, after the built ones, and the groups with nothing built after every other group.
 */
export function findNavSections(
  token: string | null,
  account: AccountInformation | null,
  isBuilt: (route: AppRoute) => boolean,
): NavSection[] {
  const isDeveloper = Boolean(account?.isDeveloper);
  const allowed = MEMBER_ROUTES.filter((route) => route.isInNav && canOpenRoute(route, token, account));
  const sections = NAV_GROUP_ORDER.map((group) => {
    const inGroup = allowed.filter((route) => route.group === group);
    return {
      group,
      routes: inGroup.filter(isBuilt),
      unbuiltRoutes: isDeveloper ? inGroup.filter((route) => !isBuilt(route)) : [],
    };
  });
  const withBuilt = sections.filter((section) => section.routes.length > 0);
  const unbuiltOnly = sections.filter((section) => section.routes.length === 0 && section.unbuiltRoutes.length > 0);
  return [...withBuilt, ...unbuiltOnly];
}

const SECTION_WORDS: Record<string, string> = { pettycash: 'Petty Cash', intransit: 'In Transit' };
const titleOf = (slug: string) =>
  SECTION_WORDS[slug] ?? slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/**
 * A screen's label with its family where the label alone is ambiguous: asset/warehouse/company
 * reads "Warehouse: Company", treasury/payables/suppliers "Payables: Suppliers".
 */
export function navLabelOf(route: AppRoute): string {
  const parts = route.path.split('/').filter((part) => part && part !== 'member' && !part.startsWith(':'));
  if (parts.length < 3 || route.label.includes(':')) return route.label;
  return `${titleOf(parts[parts.length - 2])}: ${route.label}`;
}
