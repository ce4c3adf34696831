import type { AppRoute } from '@haligi/shared';
import { Badge, Divider, NavLink, Stack } from '@mantine/core';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MUTED_TEXT_COLOR } from '../../components/page-header';
import { NAV_GROUP_ICONS } from '../../lib/nav-icons';
import { findNavSections, navLabelOf } from '../../lib/navigation';
import { useSession } from '../../lib/session';
import { isBuiltRoute } from '../built-routes';

interface ScreenLinkProps {
  route: AppRoute;
  pathname: string;
  onNavigate?: () => void;
}

/** A screen that exists. */
function ScreenLink({ route, pathname, onNavigate }: ScreenLinkProps) {
  return <NavLink component={Link} to={route.path} label={navLabelOf(route)} active={pathname === route.path} onClick={onNavigate} />;
}

/** A screen not built yet (developers only): dimmed, with a small badge that is part of its name. */
function UnbuiltScreenLink({ route, pathname, onNavigate }: ScreenLinkProps) {
  return (
    <NavLink
      component={Link}
      to={route.path}
      label={navLabelOf(route)}
      c={MUTED_TEXT_COLOR}
      active={pathname === route.path}
      onClick={onNavigate}
      rightSection={
        <Badge size="xs" variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
          not built
        </Badge>
      }
    />
  );
}

/**
 * The member area's navigation: one collapsible group per module with a built screen the user may
 * open. Developers also see what is not built yet, marked and after everything else (decision 0032).
 */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { token, account } = useSession();
  const { pathname } = useLocation();
  const sections = useMemo(() => findNavSections(token, account, isBuiltRoute), [token, account]);
  const activeGroup = sections.find((s) => [...s.routes, ...s.unbuiltRoutes].some((r) => pathname.startsWith(r.path)))?.group;
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => new Set(activeGroup ? [activeGroup] : []));
  const firstUnbuiltOnly = sections.find((s) => s.routes.length === 0)?.group;

  // Opening a screen from elsewhere (dashboard, link) unfolds its group.
  useEffect(() => {
    if (activeGroup) setOpenGroups((current) => (current.has(activeGroup) ? current : new Set(current).add(activeGroup)));
  }, [activeGroup]);

  const toggle = (group: string) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  return (
    <Stack gap={2}>
      {sections.map(({ group, routes, unbuiltRoutes }) => {
        const Icon = NAV_GROUP_ICONS[group];
        // Home holds the dashboard alone: a plain link, not a group.
        if (group === 'Home') {
          return routes.map((route) => (
            <NavLink
              key={route.name}
              component={Link}
              to={route.path}
              label={navLabelOf(route)}
              leftSection={<Icon size={18} aria-hidden />}
              active={pathname === route.path}
              onClick={onNavigate}
              fw={500}
            />
          ));
        }
        const isUnbuiltOnly = routes.length === 0;
        return (
          <Fragment key={group}>
            {group === firstUnbuiltOnly && <Divider my="xs" label="Not built yet" labelPosition="left" c={MUTED_TEXT_COLOR} />}
            <NavLink
              component="button"
              type="button"
              aria-expanded={openGroups.has(group)}
              label={group}
              c={isUnbuiltOnly ? MUTED_TEXT_COLOR : undefined}
              leftSection={<Icon size={18} aria-hidden />}
              opened={openGroups.has(group)}
              onChange={() => toggle(group)}
              childrenOffset={28}
              fw={500}
            >
              {routes.map((route) => (
                <ScreenLink key={route.name} route={route} pathname={pathname} onNavigate={onNavigate} />
              ))}
              {unbuiltRoutes.map((route) => (
                <UnbuiltScreenLink key={route.name} route={route} pathname={pathname} onNavigate={onNavigate} />
              ))}
            </NavLink>
          </Fragment>
        );
      })}
    </Stack>
  );
}
