import { Badge, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { useScopes } from './api/scopes';
import { groupScopesByModule } from './components/scope-picker';

/** Settings > Scopes: the catalogue of access scopes and how many roles hold each. */
export function ScopesPage() {
  const scopes = useScopes();
  return (
    <>
      <PageHeader title="Scopes" description="Every access scope by module, with how many of your roles hold it." />
      {scopes.isPending ? (
        <Center py="xl">
          <Loader size="sm" role="status" aria-label="Loading scopes" />
        </Center>
      ) : scopes.isError ? (
        <Text c="red.9" role="alert">
          Could not load scopes: {scopes.error.message}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {groupScopesByModule(scopes.data).map(([module, list]) => (
            <Card key={module} padding="md">
              <Title order={2} size="h4" mb="xs">
                {module}
              </Title>
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {list.map((scope) => (
                  <Group key={scope.key} component="li" justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm">{scope.label}</Text>
                      <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
                        {scope.key}
                      </Text>
                    </div>
                    <Badge
                      variant="filled"
                      color={scope.roleCount ? 'indigo.8' : 'gray.2'}
                      c={scope.roleCount ? 'white' : 'dark.8'}
                      style={{ flexShrink: 0 }}
                    >
                      {scope.roleCount} {scope.roleCount === 1 ? 'role' : 'roles'}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
