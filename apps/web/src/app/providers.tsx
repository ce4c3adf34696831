import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { NoticeLayers } from '../lib/notify';
import { SessionProvider } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';
import './global.css';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ModalsProvider>
            <NoticeLayers />
            {children}
          </ModalsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
