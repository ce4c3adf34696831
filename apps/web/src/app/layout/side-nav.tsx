import { Badge, NavLink, Stack, VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { findNavSections, navLabelOf } from '../../lib/navigation';
import { useSession } from '../../lib/session';
import { NAV_GROUP_ICONS } from '../../lib/nav-icons';

/** The member area's navigation: one collapsible group per module, only screens the user may open. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { token, account } = useSession();
  const { pathname } = useLocation();
  const sections = useMemo(() => findNavSections(token, account), [token, account]);
  const activeGroup = sections.find((s) => s.routes.some((r) => pathname.startsWith(r.path)))?.group;
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => new Set(activeGroup ? [activeGroup] : []));

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
      {sections.map(({ group, routes }) => {
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
        return (
          <NavLink
            key={group}
            component="button"
            type="button"
            aria-expanded={openGroups.has(group)}
            label={group}
            leftSection={<Icon size={18} aria-hidden />}
            opened={openGroups.has(group)}
            onChange={() => toggle(group)}
            childrenOffset={28}
            fw={500}
          >
            {routes.map((route) => (
              <NavLink
                key={route.name}
                component={Link}
                to={route.path}
                label={navLabelOf(route)}
                active={pathname === route.path}
                onClick={onNavigate}
                rightSection={
                  route.isBuilt ? undefined : (
                    <>
                      <Badge size="xs" variant="outline" color="gray.7" aria-hidden>
                        soon
                      </Badge>
                      <VisuallyHidden>(not built yet)</VisuallyHidden>
                    </>
                  )
                }
              />
            ))}
          </NavLink>
        );
      })}
    </Stack>
  );
}
