import { ENVIRONMENT_LABEL } from '@haligi/shared';
import { AppShell, Badge, Burger, Group, Image, ScrollArea, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useCompanyProfile } from '../../features/settings/api/company';
import { useSession } from '../../lib/session';
import { AiAssistantButton } from '../../features/ai-assistant/ai-assistant-button';
import { ImpersonationBanner } from '../../features/developer/impersonation-banner';
import { LiveIndicator } from './live-indicator';
import { SideNav } from './side-nav';
import { UserMenu } from './user-menu';

/** The member area: header, grouped side navigation (a drawer on phones), and the page. */
export function MemberLayout() {
  const { account } = useSession();
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // The header shows the company's own name and logo (settings/company); the account's company name until it loads.
  const profile = useCompanyProfile(Boolean(account));
  const companyName = profile.data?.name ?? account?.company.name ?? 'Haligi';
  const logoUrl = profile.data?.logo?.signedUrl ?? null;

  useEffect(close, [pathname, close]);

  // The guard has already sent a guest to sign in; this only covers the render before it.
  if (!account) return null;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          {/* On a phone the company name and the badge give way (truncated); the right-hand controls never do. */}
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <Burger opened={isNavOpen} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={isNavOpen ? 'Close navigation' : 'Open navigation'} />
            <UnstyledButton component={Link} to="/member/dashboard" aria-label={`${companyName} · Haligi home`} miw={0}>
              <Group gap={8} wrap="nowrap" miw={0}>
                {logoUrl ? (
                  <Image src={logoUrl} alt="" h={30} w={30} fit="contain" radius="sm" data-testid="company-logo" />
                ) : (
                  <ThemeIcon size={30} radius="md" aria-hidden>
                    <IconBuildingSkyscraper size={18} />
                  </ThemeIcon>
                )}
                <Text fw={700} fz={{ base: 'md', sm: 'lg' }} c="var(--mantine-primary-color-9)" truncate maw={{ base: 150, sm: 320, lg: 480 }} data-testid="company-name">
                  {companyName}
                </Text>
              </Group>
            </UnstyledButton>
            <Badge variant="outline" color="#9c4221" size="sm" title="Environment" style={{ flexShrink: 0 }}>
              {ENVIRONMENT_LABEL}
            </Badge>
          </Group>
          <Group gap={8} wrap="nowrap" style={{ flexShrink: 0 }}>
            <LiveIndicator />
            <AiAssistantButton />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main navigation">
        <AppShell.Section grow component={ScrollArea} p="sm">
          <SideNav />
        </AppShell.Section>
        <AppShell.Section p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text size="xs" c="dimmed" truncate>
            {account.company.name}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        {/* Signed in as someone else (decision 0070): said on every page until ended. */}
        <ImpersonationBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
