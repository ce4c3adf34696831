import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useCompanyProfile } from '../features/settings/api/company';
import { queryClient } from '../lib/query-client';
import { NoticeLayers } from '../lib/notify';
import { SessionProvider, useSession } from '../lib/session';
import { brandTheme, cssVariablesResolver } from './theme';
import './global.css';

/** Mantine in the signed-in company's brand colour (the app's own before sign-in). */
function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const profile = useCompanyProfile(isSignedIn);
  const brandColor = isSignedIn ? profile.data?.brandColor : null;
  const theme = useMemo(() => brandTheme(brandColor), [brandColor]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BrandedMantineProvider>
          <ModalsProvider>
            <NoticeLayers />
            {children}
          </ModalsProvider>
        </BrandedMantineProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
