import { Button, Group, ScrollArea } from '@mantine/core';
import { NavLink } from 'react-router';

/** The leads area's tabs (spec part 1 section 2), each a route under /member/leads. */
export const LEADS_TABS = [
  { slug: 'dashboard', label: 'Dashboard' },
  { slug: 'deals', label: 'Deals' },
  { slug: 'list', label: 'Lead List' },
  { slug: 'companies', label: 'Companies' },
  { slug: 'people', label: 'People' },
  { slug: 'clients', label: 'Clients' },
  { slug: 'proposal', label: 'Proposal' },
  { slug: 'presentation', label: 'Presentation' },
  { slug: 'contract', label: 'Contract' },
] as const;

/** Links between the leads screens; the current one is marked (aria-current="page"). Scrolls sideways on a phone. */
export function LeadsTabs() {
  return (
    <ScrollArea type="never" mb="md" component="nav" aria-label="Leads sections">
      <Group gap={4} wrap="nowrap" pb={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {LEADS_TABS.map((tab) => (
          <NavLink key={tab.slug} to={`/member/leads/${tab.slug}`} style={{ textDecoration: 'none' }} end>
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
