import { Button, Group, ScrollArea } from '@mantine/core';
import { hasPermission, MEMBER_ROUTES } from '@haligi/shared';
import { NavLink } from 'react-router';
import { useAccount } from '../../../lib/session';

/** The item list tabs (spec part 2 section 2): simple, advance (with variations) and deleted. */
export const ITEMS_TABS = [
  { slug: 'simple', label: 'Items', routeName: 'member_asset_item_simple' },
  { slug: 'advance', label: 'With Variations', routeName: 'member_asset_item_advance' },
  { slug: 'deleted', label: 'Deleted', routeName: 'member_asset_item_deleted' },
] as const;

/** Links between the item screens the user may open; the current one is marked. */
export function ItemsTabs() {
  const account = useAccount();
  const tabs = ITEMS_TABS.filter((tab) => {
    const route = MEMBER_ROUTES.find((r) => r.name === tab.routeName);
    return account.isDeveloper || hasPermission(account.role, route?.scopes);
  });
  return (
    <ScrollArea type="never" mb="md" component="nav" aria-label="Item sections">
      <Group gap={4} wrap="nowrap" pb={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {tabs.map((tab) => (
          <NavLink key={tab.slug} to={`/member/asset/item/${tab.slug}`} style={{ textDecoration: 'none' }} end>
            {({ isActive }) => (
              <Button component="span" size="compact-sm" variant={isActive ? 'light' : 'subtle'} color={isActive ? undefined : 'gray'} fw={isActive ? 700 : 500}>
                {tab.label}
              </Button>
            )}
          </NavLink>
        ))}
      </Group>
    </ScrollArea>
  );
}
