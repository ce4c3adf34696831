import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  DATE_FORMAT,
  defaultDeliveryDate,
  deliveryDateToIso,
  dropEmptyLines,
  formatCurrency,
  isOverRequest,
  lineAmount,
  linesFromBoq,
  mergeLine,
  PURCHASE_REQUEST_BOQ_MESSAGES,
  rateKeyAllowed,
  requestTotal,
  sanitizeRate,
  toRequestItems,
  type PurchaseRequestDraftLine,
  type SelectOption,
} from '@haligi/shared';
import { IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { api } from '../../../lib/api';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { notify } from '../../../lib/notify';
import { ItemChooser, type ChosenItem } from '../../items';
import { createPurchaseRequest } from '../api/purchase-request-api';
import { formatAmount } from '../utils/boq-format';
import type { BoqGridRow, CheckedBoqItem } from './boq-dialog-types';

export interface PurchaseRequestDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The BOQ's project, or null for a request made by hand (asset/purchasing/request). */
  projectId: number | null;
  /** The BOQ the ticked lines come from; null by hand. */
  boqId?: number | null;
  items?: CheckedBoqItem[];
  onDone?: () => void;
}

const NO_ITEMS: CheckedBoqItem[] = [];

const PROJECT_LIST_URL = '/select-box/project-list';

interface FormErrors {
  projectId?: string;
  warehouseId?: string;
  deliveryDate?: string;
  items?: string;
  /** Lines (by item and BOQ key) over what remains without a reason. */
  reasons?: ReadonlySet<string>;
}

const lineKey = (line: PurchaseRequestDraftLine) => `${line.itemId}-${line.boqKey ?? ''}`;

/** Purchase Request dialog (spec part 2 sections 2, 5; decision 0016). */
export function PurchaseRequestDialog({ opened, onClose, projectId: initialProjectId, boqId = null, items = NO_ITEMS, onDone }: PurchaseRequestDialogProps) {
  const [projectId, setProjectId] = useState<number | null>(initialProjectId);
  const [lines, setLines] = useState<PurchaseRequestDraftLine[]>([]);
  const [memo, setMemo] = useState('');
  const [deliveryDate, setDeliveryDate] = useState<string | null>(defaultDeliveryDate());
  const [chosen, setChosen] = useState<ChosenItem | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});

  // Every opening starts from the ticked BOQ lines (none by hand).
  useEffect(() => {
    if (!opened) return;
    setProjectId(initialProjectId);
    setLines(linesFromBoq(items));
    setMemo('');
    setDeliveryDate(defaultDeliveryDate());
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  // The projects with their PROJECT warehouse: a project selection auto-selects its warehouse.
  const projectList = useQuery({
    queryKey: ['select', PROJECT_LIST_URL],
    queryFn: ({ signal }) => api<SelectOption[]>('GET', PROJECT_LIST_URL, { signal }),
    enabled: opened,
  });
  const warehouse = useMemo<SelectOption | null>(() => {
    const option = projectList.data?.find((o) => Number(o.value) === projectId);
    const warehouseId = option?.warehouseId;
    return typeof warehouseId === 'number' ? { value: warehouseId, label: String(option?.warehouseName ?? `Warehouse ${warehouseId}`) } : null;
  }, [projectList.data, projectId]);

  const create = useMutation({
    mutationFn: createPurchaseRequest,
    onSuccess: (answer) => {
      notify({ type: 'positive', message: answer.message, position: 'top' });
      onDone?.();
      onClose();
    },
  });

  const onProject = (value: string | number | null) => {
    setProjectId(value === null ? null : Number(value));
    setErrors((e) => ({ ...e, warehouseId: undefined, projectId: undefined }));
  };

  const setLine = (index: number, patch: Partial<PurchaseRequestDraftLine>) => setLines((current) => current.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const addChosen = (item: ChosenItem | null) => {
    setChosen(null);
    if (!item) return;
    setLines((current) => mergeLine(current, { itemId: item.id, itemName: item.name, description: '', rate: item.estimatedBuyingPrice.raw, boqKey: null }));
    setErrors((e) => ({ ...e, items: undefined }));
  };

  const submit = () => {
    const kept = dropEmptyLines(lines);
    setLines(kept);
    const iso = deliveryDateToIso(deliveryDate);
    const reasons = new Set(kept.filter((line) => isOverRequest(line) && !(line.overRequestReason ?? '').trim()).map(lineKey));
    const found: FormErrors = {
      projectId: projectId === null ? 'Project is required' : undefined,
      warehouseId: warehouse ? undefined : 'Warehouse is required',
      deliveryDate: iso ? undefined : 'Delivery date is required',
      items: kept.length > 0 ? undefined : 'Add at least one item with a quantity above 0',
      reasons,
    };
    setErrors(found);
    if (found.projectId || found.warehouseId || found.deliveryDate || found.items || reasons.size > 0 || projectId === null || !warehouse) return;
    create.mutate({
      projectId,
      warehouseId: Number(warehouse.value),
      items: toRequestItems(kept),
      memo: memo.trim(),
      deliveryDate: iso,
      billOfQuantityId: boqId !== null && projectId === initialProjectId ? boqId : null,
    });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Purchase Request"
      icon={<IconShoppingCart size={20} aria-hidden />}
      size="xl"
      maxWidth="95vw"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={create.isPending}>
            Submit Purchase Request
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Group grow align="start">
          <SelectField label="Project" required apiUrl={PROJECT_LIST_URL} value={projectId} onChange={onProject} isAutoSelect={initialProjectId !== null} error={errors.projectId} />
          <Select
            label="Warehouse"
            required
            data={warehouse ? [{ value: String(warehouse.value), label: warehouse.label }] : []}
            value={warehouse ? String(warehouse.value) : null}
            placeholder="The project's warehouse"
            error={errors.warehouseId}
            readOnly
          />
        </Group>
        <ItemChooser label="Add item" publishedOnly value={chosen} onChange={addChosen} />
        <Table striped data-testid="purchase-request-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={130}>Rate</Table.Th>
              <Table.Th w={110}>Quantity</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Fragment key={lineKey(line)}>
                <Table.Tr>
                  <Table.Td>{line.itemName}</Table.Td>
                  <Table.Td>
                    <TextInput size="xs" aria-label={`Description of ${line.itemName}`} value={line.description} maxLength={2000} onChange={(e) => setLine(index, { description: e.currentTarget.value })} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      inputMode="decimal"
                      aria-label={`Rate of ${line.itemName}`}
                      value={line.rate}
                      onKeyDown={(e) => {
                        if (e.ctrlKey || e.metaKey) return;
                        const input = e.currentTarget;
                        const selected = input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
                        if (!rateKeyAllowed(e.key, input.value, selected)) e.preventDefault();
                      }}
                      onChange={(e) => setLine(index, { rate: sanitizeRate(e.currentTarget.value) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      inputMode="decimal"
                      aria-label={`Quantity of ${line.itemName}`}
                      value={line.quantity}
                      onChange={(e) => setLine(index, { quantity: e.currentTarget.value.replace(/[^0-9.-]/g, '') })}
                      onBlur={() => setLines((current) => dropEmptyLines(current))}
                    />
                    {line.remaining !== undefined && line.remaining !== null && (
                      <Text size="xs" c={isOverRequest(line) ? 'red.9' : undefined} fw={isOverRequest(line) ? 600 : undefined} data-testid={`remaining-${line.boqKey}`}>
                        {formatAmount(line.remaining)} left
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formatCurrency(lineAmount(line.rate, line.quantity))}</Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.itemName}`} onClick={() => setLines((current) => current.filter((_, i) => i !== index))}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
                {isOverRequest(line) && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <TextInput
                        size="xs"
                        required
                        label={`Reason for requesting more than the ${formatAmount(line.remaining ?? '0')} left of ${line.itemName}`}
                        value={line.overRequestReason ?? ''}
                        maxLength={1000}
                        error={errors.reasons?.has(lineKey(line)) ? PURCHASE_REQUEST_BOQ_MESSAGES.dialogReasonRequired : undefined}
                        onChange={(e) => {
                          setLine(index, { overRequestReason: e.currentTarget.value });
                          const key = lineKey(line);
                          setErrors((current) => (current.reasons?.has(key) ? { ...current, reasons: new Set([...current.reasons].filter((k) => k !== key)) } : current));
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
            {lines.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6} ta="center" c="dimmed">
                  No items
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        {errors.items && (
          <Text c="red" size="sm">
            {errors.items}
          </Text>
        )}
        <Group justify="flex-end">
          <Text size="sm">
            Total: <b data-testid="purchase-request-total">{formatCurrency(requestTotal(lines))}</b>
          </Text>
        </Group>
        <Group grow align="start">
          <Textarea label="Memo" value={memo} maxLength={2000} autosize minRows={2} onChange={(e) => setMemo(e.currentTarget.value)} />
          <DateInput
            label="Delivery Date"
            required
            valueFormat={DATE_FORMAT}
            placeholder={DATE_FORMAT}
            value={deliveryDate}
            error={errors.deliveryDate}
            onChange={(value) => {
              setDeliveryDate(value ?? null);
              setErrors((e) => ({ ...e, deliveryDate: undefined }));
            }}
          />
        </Group>
      </Stack>
    </DialogShell>
  );
}

export type { BoqGridRow, CheckedBoqItem };
