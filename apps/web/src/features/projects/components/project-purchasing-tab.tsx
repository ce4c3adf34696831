import { Card, Group, Loader, Progress, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatQuantity, progressPercent } from '@haligi/shared';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useProjectPurchasing, type BoqLinePurchasing } from '../api/get-project-purchasing';
import { formatMoney } from '../../../lib/money';

/** "7 of 10" and a small bar. */
function Share({ done, of, label }: { done: string; of: string; label: string }) {
  const percent = progressPercent(done, of);
  return (
    <Stack gap={2} miw={80}>
      <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatQuantity(done)} of {formatQuantity(of)}
      </Text>
      <Progress value={percent} size="xs" color={percent >= 100 ? 'teal.9' : 'blue.9'} aria-label={label} />
    </Stack>
  );
}

const codesOf = (line: BoqLinePurchasing) =>
  [...line.requests.map((r) => `${r.code} (${formatQuantity(r.quantity)})`), ...line.orders.map((o) => `${o.code} (${formatQuantity(o.quantityReceived)} of ${formatQuantity(o.quantity)} received)`)].join(', ') || '-';

/** The project's purchasing: per BOQ line what was requested, ordered and received, and its material cost. */
export function ProjectPurchasingTab({ projectId }: { projectId: number }) {
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const trail = useProjectPurchasing(projectId, true);

  if (trail.isLoading) return <Loader role="status" aria-label="Loading the project's purchasing" />;
  if (trail.isError) return <LoadError what="project's purchasing" error={trail.error} onRetry={() => void trail.refetch()} isRetrying={trail.isFetching} />;
  const lines = trail.data ?? [];
  if (lines.length === 0) {
    return (
      <Card padding="lg">
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          No BOQ line of this project has been requested yet. Tick BOQ lines and choose Purchase Request to start.
        </Text>
      </Card>
    );
  }
  const cells = (line: BoqLinePurchasing) => ({
    requested: <Share done={line.quantityPurchased} of={line.quantity} label={`Requested of ${line.description}`} />,
    ordered: <Share done={line.quantityOrdered} of={line.quantity} label={`Ordered of ${line.description}`} />,
    received: <Share done={line.quantityReceived} of={line.quantity} label={`Received of ${line.description}`} />,
    cost: formatMoney(line.materialCost),
  });

  if (isPhone) {
    return (
      <Stack gap="sm" data-testid="project-purchasing">
        {lines.map((line) => {
          const c = cells(line);
          return (
            <Card key={line.boqItemId} padding="sm" withBorder data-testid={`purchasing-${line.boqKey}`}>
              <Text fw={600} size="sm">
                {line.description}
              </Text>
              <Text size="xs" c={MUTED_TEXT_COLOR}>
                {line.itemName ?? 'No item'} · material cost {c.cost}
              </Text>
              <Group grow mt="xs" align="flex-start">
                {c.requested}
                {c.ordered}
                {c.received}
              </Group>
              <Text size="xs" mt="xs" style={{ overflowWrap: 'anywhere' }}>
                {codesOf(line)}
              </Text>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <Card padding="md">
      <Table.ScrollContainer minWidth={760}>
        <Table striped data-testid="project-purchasing">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>BOQ line</Table.Th>
              <Table.Th>Requested</Table.Th>
              <Table.Th>Ordered</Table.Th>
              <Table.Th>Received</Table.Th>
              <Table.Th ta="right">Material cost</Table.Th>
              <Table.Th>Requests and orders</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const c = cells(line);
              return (
                <Table.Tr key={line.boqItemId} data-testid={`purchasing-${line.boqKey}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {line.description}
                    </Text>
                    <Text size="xs" c={MUTED_TEXT_COLOR}>
                      {line.itemName ?? 'No item'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.requested}</Table.Td>
                  <Table.Td>{c.ordered}</Table.Td>
                  <Table.Td>{c.received}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {c.cost}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{codesOf(line)}</Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
