import { Button, Group, Loader, ScrollArea, Stack, Table, Text, TextInput, useMantineTheme } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { formatQuantity } from '@haligi/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useOpenRequestLines } from '../api/get-open-lines';
import type { OpenRequestLine } from '../api/purchasing-types';

export interface OpenLinesPickerProps {
  isActive: boolean;
  /** Request line ids already on the order. */
  pickedIds: ReadonlySet<number>;
  onPick: (line: OpenRequestLine) => void;
}

/** Approved request lines that still need quantity, searchable, each added to the order with one click. */
export function OpenLinesPicker({ isActive, pickedIds, onPick }: OpenLinesPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const lines = useOpenRequestLines(debounced, isActive);
  const available = (lines.data ?? []).filter((line) => !pickedIds.has(line.id));
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const addButton = (line: OpenRequestLine) => (
    <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} aria-label={`Add ${line.itemName} of ${line.requestCode}`} onClick={() => onPick(line)}>
      Add
    </Button>
  );

  return (
    <Stack gap="xs">
      <TextInput
        label="Approved request lines"
        placeholder="Search by request code, item or project"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {lines.isLoading && <Loader size="sm" role="status" aria-label="Loading the approved request lines" />}
      {lines.isError && <LoadError what="approved request lines" error={lines.error} onRetry={() => void lines.refetch()} isRetrying={lines.isFetching} />}
      {lines.data && available.length === 0 && (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          {debounced ? 'No approved request lines match.' : 'No approved request lines are waiting to be ordered.'}
        </Text>
      )}
      {available.length > 0 && isPhone && (
        <ScrollArea.Autosize mah={240} type="auto">
          <Stack gap={6} data-testid="open-request-lines">
            {available.map((line) => (
              <Group key={line.id} justify="space-between" wrap="nowrap" gap="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)', paddingBottom: 6 }}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {line.itemName}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    {line.requestCode} · {line.project?.name ?? line.warehouse.name} · {formatQuantity(line.quantityRemaining)} of {formatQuantity(line.quantity)} needed
                  </Text>
                </Stack>
                {addButton(line)}
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {available.length > 0 && !isPhone && (
        <ScrollArea.Autosize mah={220} type="auto">
          <Table.ScrollContainer minWidth={520}>
            <Table striped data-testid="open-request-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Request</Table.Th>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Project</Table.Th>
                  <Table.Th ta="right">Still needed</Table.Th>
                  <Table.Th w={80} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {available.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.requestCode}</Table.Td>
                    <Table.Td>{line.itemName}</Table.Td>
                    <Table.Td>{line.project?.name ?? line.warehouse.name}</Table.Td>
                    <Table.Td ta="right">
                      {formatQuantity(line.quantityRemaining)} of {formatQuantity(line.quantity)}
                    </Table.Td>
                    <Table.Td>{addButton(line)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
