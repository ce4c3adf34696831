import { MEMBER_ROUTES, PUBLIC_ROUTES, type AppRoute } from '@haligi/shared';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotBuiltPage } from './pages/not-built-page';
import { NotFoundPage } from './pages/not-found-page';
import { PageLoader } from './pages/page-loader';
import { PublicNotBuiltPage } from './pages/public-not-built-page';
import { RootLayout } from './root-layout';

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
      })),
  },
  { prefixes: ['member_dashboard'], load: () => import('../features/dashboard').then((m) => ({ member_dashboard: m.DashboardPage })) },
  { prefixes: ['member_profile'], load: () => import('../features/profile').then((m) => ({ member_profile: m.ProfilePage })) },
  { prefixes: ['member_socket_test'], load: () => import('../features/socket-test').then((m) => ({ member_socket_test: m.SocketTestPage })) },
  { prefixes: ['member_settings_'], load: () => import('../features/settings').then((m) => m.SETTINGS_PAGES) },
  { prefixes: ['member_leads', 'member_lead_'], load: () => import('../features/leads').then((m) => m.LEADS_PAGES) },
  { prefixes: ['member_project'], load: () => import('../features/projects').then((m) => m.PROJECTS_PAGES) },
  { prefixes: ['member_asset_item_'], load: () => import('../features/items').then((m) => m.ITEMS_PAGES) },
  { prefixes: ['member_asset_warehouse_', 'member_asset_purchasing_'], load: () => import('../features/inventory').then((m) => m.INVENTORY_PAGES) },
  { prefixes: ['member_developer_'], load: () => import('../features/developer').then((m) => m.DEVELOPER_PAGES) },
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

/** Routes that only forward somewhere else (spec part 1 section 2). */
const MEMBER_REDIRECTS: Record<string, string> = {
  member_leads: '/member/leads/dashboard',
};

const MemberLayout = lazy(() => import('./layout/member-layout').then((m) => ({ default: m.MemberLayout })));

const suspended = (element: ReactNode, fullScreen: boolean) => <Suspense fallback={<PageLoader fullScreen={fullScreen} />}>{element}</Suspense>;

function toRouteObject(route: AppRoute, isPublic: boolean): RouteObject {
  const redirect = MEMBER_REDIRECTS[route.name];
  if (redirect) return { path: route.path, element: <Navigate to={redirect} replace /> };
  const Page = lazy(async () => {
    const Built = await findPage(route.name);
    if (Built) return { default: Built };
    return { default: () => (isPublic ? <PublicNotBuiltPage route={route} /> : <NotBuiltPage route={route} />) };
  });
  return { path: route.path, element: suspended(<Page key={route.name} />, isPublic) };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...PUBLIC_ROUTES.map((route) => toRouteObject(route, true)),
      {
        element: suspended(<MemberLayout />, true),
        children: MEMBER_ROUTES.map((route) => toRouteObject(route, false)),
      },
      { path: '/member', element: <Navigate to="/member/dashboard" replace /> },
      { path: '/profile', element: <Navigate to="/member/profile" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
