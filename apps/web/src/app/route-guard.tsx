import { DASHBOARD_PATH, decideRouteAccess, matchRoute, type GuardDecision } from '@haligi/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../lib/notify';
import { readRedirectTarget } from '../lib/redirect';
import { useSession } from '../lib/session';
import { sessionStore } from '../lib/session-store';

/**
 * Applies the shared route decision on every navigation and every session change. A token
 * without accountInformation counts as a guest (spec part 1 section 3).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { token, account, isLeaving } = useSession();
  const decision = withRedirectTarget(
    decideRouteAccess({ pathname: location.pathname, search: location.search, token: account ? token : null, account }),
    location.pathname,
    location.search,
  );
  const handled = useRef<{ location: typeof location; to: string } | null>(null);
  const landedKey = useRef(location.key);

  // The first navigation after clearLogin is the caller's own: the session has left.
  useEffect(() => {
    if (location.key === landedKey.current) return;
    landedKey.current = location.key;
    sessionStore.finishLeaving();
  }, [location.key]);

  useEffect(() => {
    if (isLeaving || decision.action !== 'redirect') return;
    // Effects run twice in development; a redirect and its notice happen once per navigation. A
    // navigation is told apart by its location object, not its key: entries the router did not
    // make (the first page, one pushed by other code) all share the key "default", and a second
    // one must still be redirected, with its notice, not left blank.
    if (handled.current?.location === location && handled.current.to === decision.to) return;
    handled.current = { location, to: decision.to };
    if (decision.notice) {
      notify({
        type: 'negative',
        position: 'top',
        title: decision.notice.title,
        message: decision.notice.message,
        timeout: decision.notice.timeoutMs,
      });
    }
    navigate(decision.to, { replace: true });
  });

  useEffect(() => {
    const label = matchRoute(location.pathname)?.label;
    document.title = label ? `${label} · Haligi` : 'Haligi';
  }, [location.pathname]);

  return isLeaving || decision.action === 'redirect' ? null : children;
}

/** A signed-in user leaving the sign-in page goes to its `?redirect=` target, not always the dashboard. */
function withRedirectTarget(decision: GuardDecision, pathname: string, search: string): GuardDecision {
  if (decision.action !== 'redirect' || decision.to !== DASHBOARD_PATH || decision.notice) return decision;
  if (!matchRoute(pathname)?.isPublic) return decision;
  const target = readRedirectTarget(search);
  return target ? { action: 'redirect', to: target } : decision;
}
