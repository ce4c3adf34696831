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
  routes: AppRoute[];
}

/** The guard's own decision, so a link is shown exactly when following it would be allowed. */
export function canOpenRoute(route: AppRoute, token: string | null, account: AccountInformation | null): boolean {
  return decideRouteAccess({ pathname: route.path, token, account }).action === 'allow';
}

/** Navigation routes the account may open, grouped in NAV_GROUP_ORDER; empty groups are left out. */
export function findNavSections(token: string | null, account: AccountInformation | null): NavSection[] {
  const allowed = MEMBER_ROUTES.filter((route) => route.isInNav && canOpenRoute(route, token, account));
  return NAV_GROUP_ORDER.map((group) => ({ group, routes: allowed.filter((route) => route.group === group) })).filter(
    (section) => section.routes.length > 0,
  );
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
