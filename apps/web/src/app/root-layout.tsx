import { Outlet } from 'react-router';
import { RouteGuard } from './route-guard';
import { SessionEffects } from './session-effects';

export function RootLayout() {
  return (
    <>
      <SessionEffects />
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </>
  );
}
