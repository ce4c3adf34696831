import { ActionIcon, Badge, Button, Checkbox, Group, NumberInput, ScrollArea, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { BOQ_SCOPES, formatCurrency, hasPermission, takeOffAboveBoq, takeOffAction, takeOffAddAmount, takeOffTotal, type QtoApprovalStatus } from '@haligi/shared';
import { IconCalculator, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useAccount } from '../../../lib/session';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { notify } from '../../../lib/notify';
import { ItemDialog } from '../../items';
import { changeQtoItem, fetchQtoSelection, qtoKeys, removeQtoItem, searchQtoItems, submitQto, type QtoCatalogueItem, type QtoSelectionRow } from '../api/qto-api';
import type { BoqGridRow, CheckedBoqItem } from './boq-dialog-types';

export interface QuantityTakeOffDialogProps {
  opened: boolean;
  onClose: () => void;
  row: BoqGridRow | null; boqId: number;
}

/** Typing pause before a search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The catalogue search of a line: a newer search aborts the request of the older one
 * (AbortController), so an answer never lands out of order.
 */
function useQtoSearch(key: string | null, search: string, refresh: number) {
  const [items, setItems] = useState<QtoCatalogueItem[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setIsLoading(true);
      searchQtoItems(key, search.trim(), controller.signal)
        .then((answer) => {
          setItems(answer);
          setError(null);
        })
        .catch((reason: unknown) => {
          if (controller.signal.aborted) return;
          setError(reason instanceof Error ? reason.message : 'Failed to load items');
        })
        .finally(() => {
          if (!controller.signal.aborted) setIsLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, search, refresh]);
  return { items, isLoading, error };
}

/** A selected item's amount, saved on blur or Enter when changed (amount above 0). */
function AmountCell({ row, disabled, onSave }: { row: QtoSelectionRow; disabled: boolean; onSave: (amount: string) => void }) {
  const [value, setValue] = useState<string | number>(row.amount);
  useEffect(() => setValue(row.amount), [row.amount]);
  const save = () => {
    const amount = String(value).trim();
    if (amount === '' || !(Number(amount) > 0)) return setValue(row.amount);
    if (Number(amount) !== Number(row.amount)) onSave(amount);
  };
  return (
    <NumberInput
      size="xs"
      w={110}
      min={0}
      decimalScale={4}
      hideControls
      value={value}
      disabled={disabled}
      aria-label={`Amount of ${row.item.name}`}
      onChange={setValue}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
      }}
    />
  );
}

/** Quantity Take Off dialog (spec part 2 section 2; decision 0016). */
export function QuantityTakeOffDialog({ opened, onClose, row }: QuantityTakeOffDialogProps) {
  const key = opened && row ? row.key : null;
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [refresh, setRefresh] = useState(0);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [status, setStatus] = useState<QtoApprovalStatus>(row?.approvalStatus ?? 'NO_ITEM');
  const [isCreatingItem, setIsCreatingItem] = useState(false);

  useEffect(() => {
    setStatus(row?.approvalStatus ?? 'NO_ITEM');
    setPicked(new Set());
    setSearch('');
  }, [row?.key, row?.approvalStatus, opened]);

  const available = useQtoSearch(key, search, refresh);
  const selection = useQuery({
    queryKey: qtoKeys.selection(key ?? ''),
    queryFn: ({ signal }) => fetchQtoSelection(key!, signal),
    enabled: key !== null,
    staleTime: 0,
  });
  const selected = useMemo(() => selection.data ?? [], [selection.data]);
  const amountOf = useMemo(() => new Map(selected.map((s) => [s.item.id, s.amount])), [selected]);

  const reload = () => queryClient.invalidateQueries({ queryKey: qtoKeys.selection(key ?? '') });
  const change = useMutation({
    mutationFn: changeQtoItem,
    onSuccess: (answer) => {
      if (answer.data) setStatus(answer.data.approvalStatus);
    },
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: removeQtoItem,
    onSuccess: (answer) => {
      setStatus(answer.approvalStatus);
      notify({ type: 'positive', message: answer.message, position: 'top' });
    },
    onSettled: reload,
  });
  const submit = useMutation({
    mutationFn: submitQto,
    onSuccess: (answer) => {
      setStatus(answer.approvalStatus);
      notify({ type: 'positive', message: answer.message, position: 'top' });
    },
    onSettled: reload,
  });

  const add = async (items: QtoCatalogueItem[]) => {
    if (!key) return;
    try {
      for (const item of items) await change.mutateAsync({ key, itemId: item.id, amount: takeOffAddAmount(amountOf.get(item.id)) });
      setPicked(new Set());
    } catch {
      // The Error dialog shows the server's message (query client mutation cache); the picks stay.
    }
  };

  const priceBoq = row?.materialTotalCost ?? '0';
  const priceQto = takeOffTotal(selected.map((s) => ({ amount: s.amount, price: s.item.estimatedBuyingPrice.raw })));
  const isAbove = takeOffAboveBoq(priceQto, priceBoq);
  const action = takeOffAction(status);
  // Approving needs the approval scope (the server also refuses the one who submitted it).
  const account = useAccount();
  const canApprove = account.isDeveloper || hasPermission(account.role, BOQ_SCOPES.approveTakeOff);
  const isBusy = change.isPending || remove.isPending || submit.isPending;
  const togglePick = (id: number, isPicked: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (isPicked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <DialogShell
        isDirty={false}
        opened={opened}
        onClose={onClose}
        title={row?.description || 'Quantity Take Off'}
        icon={<IconCalculator size={20} aria-hidden />}
        size="xl"
        maxWidth="95vw"
        submitActions={
          <Group justify="space-between" w="100%">
            <Group gap="xs">
              <Text size="sm">Status:</Text>
              <Badge color={status === 'APPROVED' ? 'green' : status === 'PENDING' ? 'yellow' : 'gray'} data-testid="qto-status">
                {status}
              </Badge>
            </Group>
            <Group gap="xs">
              <DialogCancelButton>Close</DialogCancelButton>
              {action === 'submit' && (
                <Button onClick={() => key && submit.mutate(key)} loading={submit.isPending} disabled={selected.length === 0 || isBusy}>
                  Submit For Approval
                </Button>
              )}
              {action === 'approve' && canApprove && (
                <Button color="green" onClick={() => key && submit.mutate(key)} loading={submit.isPending} disabled={selected.length === 0 || isBusy}>
                  Approve Changes
                </Button>
              )}
              {action === 'approve' && !canApprove && (
                <Text size="sm" c="dimmed" data-testid="qto-awaiting-approval">
                  Awaiting approval
                </Text>
              )}
            </Group>
          </Group>
        }
      >
        <Stack gap="sm">
          <Group justify="space-between" align="end">
            <TextInput
              label="Search items"
              placeholder="Name or SKU"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={320}
            />
            <Group gap="xs">
              <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreatingItem(true)}>
                Create New Item
              </Button>
              <Button onClick={() => void add(available.items.filter((i) => picked.has(i.id)))} disabled={picked.size === 0 || isBusy}>
                Add to QTO
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap={4}>
              <Text fw={600} size="sm">
                Available items
              </Text>
              <ScrollArea h={340} type="auto">
                <Table striped highlightOnHover stickyHeader data-testid="qto-available">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={36} />
                      <Table.Th>SKU</Table.Th>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Unit</Table.Th>
                      <Table.Th ta="right">Price</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {available.items.map((item) => (
                      <Table.Tr
                        key={item.id}
                        style={{ cursor: 'pointer', userSelect: 'none' }}
                        onClick={() => togglePick(item.id, !picked.has(item.id))}
                        onDoubleClick={() => void add([item])}
                        bg={picked.has(item.id) ? 'var(--mantine-primary-color-light)' : undefined}
                      >
                        <Table.Td>
                          <Checkbox
                            size="xs"
                            aria-label={`Select ${item.name}`}
                            checked={picked.has(item.id)}
                            onClick={(e) => e.stopPropagation()}
                            onChange={(e) => togglePick(item.id, e.currentTarget.checked)}
                          />
                        </Table.Td>
                        <Table.Td>{item.sku}</Table.Td>
                        <Table.Td>{item.name}</Table.Td>
                        <Table.Td>{item.uom.abb}</Table.Td>
                        <Table.Td ta="right">{item.estimatedBuyingPrice.formatted}</Table.Td>
                      </Table.Tr>
                    ))}
                    {available.items.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={5} ta="center" c={available.error ? 'red' : 'dimmed'}>
                          {available.error ?? (available.isLoading ? 'Loading…' : 'No data')}
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            </Stack>
            <Stack gap={4}>
              <Text fw={600} size="sm">
                Selected items
              </Text>
              <ScrollArea h={340} type="auto">
                <Table striped stickyHeader data-testid="qto-selected">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Item</Table.Th>
                      <Table.Th>Amount</Table.Th>
                      <Table.Th ta="right">Price</Table.Th>
                      <Table.Th w={40} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {selected.map((s) => (
                      <Table.Tr key={s.id}>
                        <Table.Td>
                          <Text size="sm">{s.item.name}</Text>
                          <Text size="xs" c="dimmed">
                            {s.item.sku} · {s.item.uom.abb}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <AmountCell row={s} disabled={isBusy} onSave={(amount) => key && change.mutate({ key, itemId: s.item.id, amount })} />
                        </Table.Td>
                        <Table.Td ta="right">{s.item.estimatedBuyingPrice.formatted}</Table.Td>
                        <Table.Td>
                          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${s.item.name}`} disabled={isBusy} onClick={() => remove.mutate(s.id)}>
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                    {selected.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={4} ta="center" c="dimmed">
                          {selection.isLoading ? 'Loading…' : 'No items yet'}
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end" gap="xl">
            <Text size="sm">
              Price Per BOQ: <b data-testid="qto-price-boq">{formatCurrency(priceBoq)}</b>
            </Text>
            <Text size="sm">
              Price Per QTO:{' '}
              <Text span fw={700} c={isAbove ? 'red' : undefined} data-testid="qto-price-qto" data-above={isAbove || undefined}>
                {formatCurrency(priceQto)}
              </Text>
            </Text>
          </Group>
        </Stack>
      </DialogShell>
      {isCreatingItem && (
        <ItemDialog
          opened
          onClose={() => setIsCreatingItem(false)}
          onSaved={(item) => {
            setIsCreatingItem(false);
            setSearch(item.name);
            setRefresh((n) => n + 1);
          }}
        />
      )}
    </>
  );
}

export type { BoqGridRow, CheckedBoqItem };
