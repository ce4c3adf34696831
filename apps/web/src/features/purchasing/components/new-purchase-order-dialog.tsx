import { Button, Divider, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DATE_FORMAT, DELIVERY_TERMS_LIST, defaultDeliveryDate, deliveryDateToIso, orderDraftTotals, orderLineProblem } from '@haligi/shared';
import { IconShoppingBag } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { useSupplierPrices } from '../api/get-supplier-prices';
import { useCreatePurchaseOrder } from '../api/purchase-order-actions';
import type { OpenRequestLine } from '../api/purchasing-types';
import { PURCHASING_URLS } from '../api/purchasing-urls';
import { draftLineOf, proposedPrice, type OrderDraftLine } from '../utils/order-draft';
import { OpenLinesPicker } from './open-lines-picker';
import { OrderLinesTable } from './order-lines-table';
import { formatMoney } from '../../../lib/money';

export interface NewPurchaseOrderDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated?: (order: { id: number; code: string }) => void;
}

/** The shared list `GET /select-box/delivery-terms-list` answers, without the round trip. */
const DELIVERY_TERMS_OPTIONS = DELIVERY_TERMS_LIST.map((terms) => ({ value: terms.key, label: terms.label }));

interface FormErrors {
  supplierId?: string;
  warehouseId?: string;
  deliveryDate?: string;
  lines?: string;
}

/** New purchase order: approved request lines, one supplier with its prices at hand, VAT per line. */
export function NewPurchaseOrderDialog({ opened, onClose, onCreated }: NewPurchaseOrderDialogProps) {
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [deliveryDate, setDeliveryDate] = useState<string | null>(defaultDeliveryDate());
  const [deliveryTerms, setDeliveryTerms] = useState<string | null>(null);
  const [memo, setMemo] = useState('');
  const [lines, setLines] = useState<OrderDraftLine[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isChecked, setIsChecked] = useState(false);
  const create = useCreatePurchaseOrder();

  useEffect(() => {
    if (!opened) return;
    setSupplierId(null);
    setWarehouseId(null);
    setDeliveryDate(defaultDeliveryDate());
    setDeliveryTerms(null);
    setMemo('');
    setLines([]);
    setErrors({});
    setIsChecked(false);
  }, [opened]);

  const itemIds = useMemo(() => [...new Set(lines.map((line) => line.requestLine.itemId))], [lines]);
  const prices = useSupplierPrices(itemIds);

  // Prices not typed by hand follow the supplier: its last price for the item, else the request's rate.
  useEffect(() => {
    setLines((current) => {
      let isChanged = false;
      const next = current.map((line) => {
        if (line.isPriceEdited) return line;
        const price = proposedPrice(line.requestLine, prices.get(line.requestLine.itemId)?.data, supplierId);
        if (price === line.unitPrice) return line;
        isChanged = true;
        return { ...line, unitPrice: price };
      });
      return isChanged ? next : current;
    });
  }, [prices, supplierId]);

  const problems = useMemo(() => {
    const found = new Map<number, string>();
    if (!isChecked) return found;
    for (const line of lines) {
      const problem = orderLineProblem(line.quantity, line.unitPrice, line.requestLine.quantityRemaining);
      if (problem) found.set(line.requestLine.id, problem);
    }
    return found;
  }, [lines, isChecked]);
  const totals = orderDraftTotals(lines);

  const pick = (requestLine: OpenRequestLine) => {
    setLines((current) => [...current, draftLineOf(requestLine, proposedPrice(requestLine, prices.get(requestLine.itemId)?.data, supplierId))]);
    // The first line's warehouse is where the goods go unless chosen otherwise.
    if (warehouseId === null) setWarehouseId(requestLine.warehouse.id);
    setErrors((e) => ({ ...e, lines: undefined }));
  };
  const change = (id: number, patch: Partial<OrderDraftLine>) => setLines((current) => current.map((line) => (line.requestLine.id === id ? { ...line, ...patch } : line)));

  const submit = () => {
    setIsChecked(true);
    const iso = deliveryDateToIso(deliveryDate);
    const found: FormErrors = {
      supplierId: supplierId === null ? 'Supplier is required' : undefined,
      warehouseId: warehouseId === null ? 'Warehouse is required' : undefined,
      deliveryDate: iso ? undefined : 'Delivery date is required',
      lines: lines.length === 0 ? 'Add at least one approved request line' : undefined,
    };
    setErrors(found);
    const hasLineProblem = lines.some((line) => orderLineProblem(line.quantity, line.unitPrice, line.requestLine.quantityRemaining) !== null);
    if (found.supplierId || found.warehouseId || found.deliveryDate || found.lines || hasLineProblem) return;
    create.mutate(
      {
        supplierId: supplierId!,
        warehouseId: warehouseId!,
        deliveryDate: iso!,
        deliveryTerms: deliveryTerms ?? undefined,
        memo: memo.trim() || undefined,
        lines: lines.map((line) => ({ purchaseRequestLineId: line.requestLine.id, quantity: Number(line.quantity), unitPrice: Number(line.unitPrice), vatInclusive: line.vatInclusive })),
      },
      {
        onSuccess: (answer) => {
          onClose();
          if (answer.data) onCreated?.(answer.data);
        },
      },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="New Purchase Order"
      icon={<IconShoppingBag size={20} aria-hidden />}
      size="xl"
      maxWidth="95vw"
      isDirty={lines.length > 0 || supplierId !== null || memo.trim() !== ''}
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={create.isPending}>
            Create Purchase Order
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField
            label="Supplier"
            required
            apiUrl={PURCHASING_URLS.supplierList}
            isAutoSelect={false}
            value={supplierId}
            error={errors.supplierId}
            onChange={(value) => {
              setSupplierId(value === null ? null : Number(value));
              setErrors((e) => ({ ...e, supplierId: undefined }));
            }}
          />
          <SelectField
            label="Warehouse"
            required
            apiUrl={PURCHASING_URLS.warehouseList}
            isAutoSelect={false}
            value={warehouseId}
            error={errors.warehouseId}
            onChange={(value) => {
              setWarehouseId(value === null ? null : Number(value));
              setErrors((e) => ({ ...e, warehouseId: undefined }));
            }}
          />
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
          <SelectField
            label="Delivery Terms"
            options={DELIVERY_TERMS_OPTIONS}
            isAutoSelect={false}
            clearable
            value={deliveryTerms}
            onChange={(value) => setDeliveryTerms(value === null ? null : String(value))}
          />
        </SimpleGrid>
        <OpenLinesPicker isActive={opened} pickedIds={new Set(lines.map((line) => line.requestLine.id))} onPick={pick} />
        <Divider label="This order" labelPosition="left" />
        <OrderLinesTable
          lines={lines}
          prices={prices}
          supplierId={supplierId}
          problems={problems}
          onChange={change}
          onRemove={(id) => setLines((current) => current.filter((line) => line.requestLine.id !== id))}
        />
        {errors.lines && (
          <Text c="red.9" size="sm" role="alert">
            {errors.lines}
          </Text>
        )}
        <Group justify="flex-end" gap="lg">
          <Text size="sm">
            VAT (12%): <b data-testid="order-vat">{formatMoney(totals.vat)}</b>
          </Text>
          <Text size="sm">
            Total: <b data-testid="order-total">{formatMoney(totals.total)}</b>
          </Text>
        </Group>
        <Textarea label="Memo" value={memo} maxLength={2000} autosize minRows={2} onChange={(e) => setMemo(e.currentTarget.value)} />
      </Stack>
    </DialogShell>
  );
}
