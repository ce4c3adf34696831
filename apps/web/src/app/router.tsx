import { MEMBER_ROUTES, PUBLIC_ROUTES, type AppRoute } from '@haligi/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ForgotPasswordPage, InactiveAccountPage, InviteAcceptPage, LoginPage, ResetPasswordPage, SignupPage, VerifyEmailPage } from '../features/auth';
import { DashboardPage } from '../features/dashboard';
import { DEVELOPER_PAGES } from '../features/developer';
import { INVENTORY_PAGES } from '../features/inventory';
import { ITEMS_PAGES } from '../features/items';
import { LEADS_PAGES } from '../features/leads';
import { ProfilePage } from '../features/profile';
import { PROJECTS_PAGES } from '../features/projects';
import { SETTINGS_PAGES } from '../features/settings';
import { SocketTestPage } from '../features/socket-test';
import { isBuiltRoute } from './built-routes';
import { TASKS_PAGES } from '../features/tasks';
import { MemberLayout } from './layout/member-layout';
import { NotBuiltPage } from './pages/not-built-page';
import { NotFoundPage } from './pages/not-found-page';
import { PublicNotBuiltPage } from './pages/public-not-built-page';
import { RootLayout } from './root-layout';

/** Built screens by route name; every other route of the table renders "not built yet". */
const PUBLIC_PAGES: Record<string, ComponentType> = {
  front_landing: LoginPage,
  front_login: LoginPage,
  front_signup: SignupPage,
  front_verify_email: VerifyEmailPage,
  front_invite_accept: InviteAcceptPage,
  front_inactive_account: InactiveAccountPage,
  front_forgot_password: ForgotPasswordPage,
  front_reset_password: ResetPasswordPage,
};

const MEMBER_PAGES: Record<string, ComponentType> = {
  member_dashboard: DashboardPage,
  member_profile: ProfilePage,
  member_socket_test: SocketTestPage,
  ...SETTINGS_PAGES,
  ...LEADS_PAGES,
  ...TASKS_PAGES,
  ...PROJECTS_PAGES,
  ...ITEMS_PAGES,
  ...INVENTORY_PAGES,
  ...DEVELOPER_PAGES,
};

/** Routes that only forward somewhere else (spec part 1 section 2). */
const MEMBER_REDIRECTS: Record<string, string> = {
  member_leads: '/member/leads/dashboard',
};

function toRouteObject(route: AppRoute, pages: Record<string, ComponentType>, isPublic: boolean): RouteObject {
  const redirect = MEMBER_REDIRECTS[route.name];
  if (redirect) return { path: route.path, element: <Navigate to={redirect} replace /> };
  const Page = isBuiltRoute(route) ? pages[route.name] : undefined;
  const element = Page ? <Page key={route.name} /> : isPublic ? <PublicNotBuiltPage route={route} /> : <NotBuiltPage key={route.name} route={route} />;
  return { path: route.path, element };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...PUBLIC_ROUTES.map((route) => toRouteObject(route, PUBLIC_PAGES, true)),
      {
        element: <MemberLayout />,
        children: MEMBER_ROUTES.map((route) => toRouteObject(route, MEMBER_PAGES, false)),
      },
      { path: '/member', element: <Navigate to="/member/dashboard" replace /> },
      { path: '/profile', element: <Navigate to="/member/profile" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
