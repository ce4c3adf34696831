import { MEMBER_ROUTES, PUBLIC_ROUTES, type AppRoute } from '@haligi/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { isBuiltRoute } from './built-routes';
import { findPage, loadMemberLayout } from './page-loading';
import { NotBuiltPage } from './pages/not-built-page';
import { NotFoundPage } from './pages/not-found-page';
import { PageLoader } from './pages/page-loader';
import { PublicNotBuiltPage } from './pages/public-not-built-page';
import { RootLayout } from './root-layout';

/** Routes that only forward somewhere else (spec part 1 section 2). */
const MEMBER_REDIRECTS: Record<string, string> = {
  member_leads: '/member/leads/dashboard',
  // The treasury's parents open their first screen.
  member_treasury_payables: '/member/treasury/payables/request-payment',
  member_treasury_receivables: '/member/treasury/receivables/project',
};

const MemberLayout = lazy(loadMemberLayout);

const suspended = (element: ReactNode, fullScreen: boolean) => <Suspense fallback={<PageLoader fullScreen={fullScreen} />}>{element}</Suspense>;

function toRouteObject(route: AppRoute, isPublic: boolean): RouteObject {
  const redirect = MEMBER_REDIRECTS[route.name];
  if (redirect) return { path: route.path, element: <Navigate to={redirect} replace /> };
  if (!isBuiltRoute(route)) {
    return { path: route.path, element: isPublic ? <PublicNotBuiltPage route={route} /> : <NotBuiltPage key={route.name} route={route} /> };
  }
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
