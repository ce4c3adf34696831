import { Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The public pages' centred card: brand, the page's one h1, the form, a footer link. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Center component="main" mih="100dvh" p={{ base: 'sm', xs: 'md' }} style={{ background: 'linear-gradient(160deg, var(--mantine-color-indigo-0), var(--mantine-color-gray-0) 55%)' }}>
      <Box w="100%" maw={440}>
        <Group gap="xs" justify="center" mb="lg">
          <ThemeIcon size={36} radius="md" aria-hidden>
            <IconBuildingSkyscraper size={22} />
          </ThemeIcon>
          <Text fw={700} fz="xl" c="indigo.9">
            Haligi
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" size="sm" mt="md">
            {footer}
          </Text>
        )}
      </Box>
    </Center>
  );
}
