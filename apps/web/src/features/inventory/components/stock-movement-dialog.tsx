import { Button, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowsExchange, IconPackageExport, IconPackageImport, IconAdjustments } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { ChosenItem } from '../../items';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { useWarehouseOptions } from '../api/get-warehouse-options';
import { INVENTORY_URLS } from '../api/inventory-keys';
import { useMoveStock, type MovementKind, type StockMovement } from '../api/move-stock';
import { checkLines, newLine, type LineErrors, type ReceiptLineDraft } from '../utils/receipt-lines';
import { ReceiptLinesEditor } from './receipt-lines-editor';

export interface StockMovementDialogProps {
  kind: MovementKind | null;
  warehouse: { id: number; name: string };
  onClose: () => void;
  /** The receipt the server made (the outgoing one of a transfer), to show it. */
  onDone?: (receiptId: number | null) => void;
}

const MOVEMENTS: Record<MovementKind, { title: string; submit: string; icon: ReactNode; hasRate: boolean }> = {
  adjustment: { title: 'Stock Adjustment', submit: 'Save Adjustment', icon: <IconAdjustments size={20} aria-hidden />, hasRate: true },
  transfer: { title: 'Transfer Stock', submit: 'Transfer', icon: <IconArrowsExchange size={20} aria-hidden />, hasRate: false },
  issue: { title: 'Issue Stock', submit: 'Issue', icon: <IconPackageExport size={20} aria-hidden />, hasRate: false },
  receive: { title: 'Receive Stock', submit: 'Receive', icon: <IconPackageImport size={20} aria-hidden />, hasRate: true },
};

interface Header {
  direction: 'ADD' | 'DEDUCT';
  toWarehouseId: number | null;
  supplierId: number | null;
  reference: string;
  memo: string;
}

const EMPTY_HEADER: Header = { direction: 'ADD', toWarehouseId: null, supplierId: null, reference: '', memo: '' };

type ReceiptLike = { id?: number; itemReceiptInfo?: { id?: number } } | null | undefined;
const idOf = (receipt: ReceiptLike) => receipt?.itemReceiptInfo?.id ?? receipt?.id ?? null;

/** The receipt a movement answers (as GET /item-receipts does), or the outgoing one of a transfer's {out, in}. */
function receiptIdOf(data: unknown): number | null {
  const answer = data as (ReceiptLike & { out?: ReceiptLike }) | null | undefined;
  return idOf(answer) ?? idOf(answer?.out);
}

/**
 * Stock Adjustment (add or deduct), Transfer, Issue and Receive Stock (without an order): a header and the
 * editable lines. A refused movement (e.g. not enough stock, 422) shows the Error dialog and keeps
 * everything typed (DECISIONS).
 */
export function StockMovementDialog({ kind, warehouse, onClose, onDone }: StockMovementDialogProps) {
  const [header, setHeader] = useState<Header>(EMPTY_HEADER);
  const [lines, setLines] = useState<ReceiptLineDraft<ChosenItem>[]>([newLine<ChosenItem>()]);
  const [lineErrors, setLineErrors] = useState<Record<string, LineErrors>>({});
  const [headerErrors, setHeaderErrors] = useState<{ toWarehouseId?: string; supplierId?: string }>({});
  const move = useMoveStock();
  const movement = kind ? MOVEMENTS[kind] : null;
  const destinations = useWarehouseOptions(warehouse.id, kind === 'transfer');

  useEffect(() => {
    if (kind) {
      setHeader(EMPTY_HEADER);
      setLines([newLine<ChosenItem>()]);
      setLineErrors({});
      setHeaderErrors({});
    }
  }, [kind]);

  const set = <K extends keyof Header>(key: K, value: Header[K]) => {
    setHeader((h) => ({ ...h, [key]: value }));
    setHeaderErrors((e) => (key in e ? { ...e, [key]: undefined } : e));
  };
  // A line's problems go once it is edited.
  const changeLines = (next: ReceiptLineDraft<ChosenItem>[]) => {
    const changed = new Set(next.filter((line) => !lines.includes(line)).map((line) => line.key));
    setLineErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => !changed.has(key))));
    setLines(next);
  };

  const submit = () => {
    if (!kind) return;
    const checked = checkLines(lines);
    const problems: typeof headerErrors = {};
    if (kind === 'transfer' && !header.toWarehouseId) problems.toWarehouseId = 'Choose the destination warehouse';
    setLineErrors(checked.errors);
    setHeaderErrors(problems);
    if (Object.keys(checked.errors).length > 0 || Object.keys(problems).length > 0) return;
    const common = { reference: header.reference.trim(), memo: header.memo.trim(), items: checked.items };
    const body: StockMovement =
      kind === 'adjustment'
        ? { kind, warehouseId: warehouse.id, direction: header.direction, ...common }
        : kind === 'transfer'
          ? { kind, fromWarehouseId: warehouse.id, toWarehouseId: header.toWarehouseId!, ...common }
          : kind === 'receive'
            ? { kind, warehouseId: warehouse.id, supplierId: header.supplierId, ...common }
            : { kind, warehouseId: warehouse.id, ...common };
    move.mutate(body, {
      onSuccess: (answer) => {
        onClose();
        onDone?.(receiptIdOf(answer.data));
      },
    });
  };

  return (
    <DialogShell
      opened={kind !== null}
      onClose={onClose}
      title={movement?.title ?? ''}
      icon={movement?.icon}
      size="xl"
      isPersistent
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={move.isPending} color={kind === 'adjustment' && header.direction === 'DEDUCT' ? 'red.9' : undefined}>
            {movement?.submit}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Text size="sm">
          {kind === 'transfer' ? 'From warehouse' : 'Warehouse'}: <strong>{warehouse.name}</strong>
        </Text>
        {kind === 'receive' && (
          <Text size="sm" c="dimmed">
            For stock that comes without a purchase order, such as a donation or a return from site. Nothing is owed for it; goods of a
            purchase order are received on the order.
          </Text>
        )}
        {kind === 'adjustment' && (
          <SegmentedControl
            aria-label="Adjustment direction"
            value={header.direction}
            onChange={(value) => set('direction', value as Header['direction'])}
            data={[
              { value: 'ADD', label: 'Add stock' },
              { value: 'DEDUCT', label: 'Deduct stock' },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {kind === 'transfer' && (
            <SelectField
              label="To Warehouse"
              required
              options={destinations.data ?? []}
              isAutoSelect={false}
              placeholder="Choose a warehouse"
              value={header.toWarehouseId}
              onChange={(v) => set('toWarehouseId', v ? Number(v) : null)}
              error={headerErrors.toWarehouseId}
            />
          )}
          {kind === 'receive' && (
            <SelectField
              label="Supplier (optional)"
              apiUrl={INVENTORY_URLS.supplierList}
              isAutoSelect={false}
              placeholder="No supplier"
              value={header.supplierId}
              onChange={(v) => set('supplierId', v ? Number(v) : null)}
              error={headerErrors.supplierId}
            />
          )}
          <TextInput
            label={kind === 'issue' ? 'Issued To / Reference' : 'Reference'}
            maxLength={200}
            value={header.reference}
            onChange={(e) => set('reference', e.currentTarget.value)}
          />
        </SimpleGrid>
        <ReceiptLinesEditor lines={lines} onChange={changeLines} errors={lineErrors} hasRate={movement?.hasRate ?? false} />
        <Textarea label="Memo" autosize minRows={2} maxLength={2000} value={header.memo} onChange={(e) => set('memo', e.currentTarget.value)} />
      </Stack>
    </DialogShell>
  );
}
