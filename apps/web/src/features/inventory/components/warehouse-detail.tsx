import { Anchor, Button, Group, Tabs, Text } from '@mantine/core';
import { IconAdjustments, IconArrowLeft, IconArrowsExchange, IconPackageExport, IconPackageImport } from '@tabler/icons-react';
import { formatCurrency, receiptType, WAREHOUSE_KINDS } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { ItemDialog, ItemInformationDialog } from '../../items';
import { useWarehouse } from '../api/get-warehouse';
import { INVENTORY_URLS } from '../api/inventory-keys';
import { nameOf, type ReceiptRow, type StockRow } from '../api/inventory-types';
import type { MovementKind } from '../api/move-stock';
import { QuantityText } from './quantity-text';
import { ReceiptDialog } from './receipt-dialog';
import { StockMovementDialog } from './stock-movement-dialog';

/** On a phone a stock card shows what is held and what it is worth. */
const STOCK_CARD_FIELDS = ['quantity', 'value', 'averageCost'] as const;

export interface WarehouseDetailProps {
  warehouseId: number;
  onBack: () => void;
}

const typeLabelOf = (row: ReceiptRow) => {
  if (row.typeLabel) return row.typeLabel;
  const key = typeof row.type === 'string' ? row.type : row.type?.key;
  return receiptType(key ?? '')?.label ?? key ?? '-';
};

/** One warehouse: its stock and its receipts, with the four stock movements. */
export function WarehouseDetail({ warehouseId, onBack }: WarehouseDetailProps) {
  const warehouse = useWarehouse(warehouseId);
  const [movement, setMovement] = useState<MovementKind | null>(null);
  const [itemId, setItemId] = useState<number | null>(null);
  const [editingItemId, setEditingItemId] = useState<number | null>(null);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const name = warehouse.data?.name ?? 'Warehouse';
  const kindLabel = WAREHOUSE_KINDS.find((k) => k.key === warehouse.data?.kind)?.label;
  const fixedFilters = [{ key: 'warehouseId', value: warehouseId }];

  const openMovement = (kind: MovementKind) => () => setMovement(kind);

  return (
    <>
      <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} mb="xs">
        All warehouses
      </Button>
      <PageHeader
        title={name}
        description={[kindLabel && `${kindLabel} warehouse`, warehouse.data?.project?.name, warehouse.data?.address].filter(Boolean).join(' · ') || 'Stock and receipts'}
      />
      <Group gap="xs" mb="md" wrap="wrap">
        <Button leftSection={<IconPackageImport size={16} aria-hidden />} onClick={openMovement('receive')} disabled={!warehouse.data}>
          Receive stock
        </Button>
        <Button variant="default" leftSection={<IconAdjustments size={16} aria-hidden />} onClick={openMovement('adjustment')} disabled={!warehouse.data}>
          Stock Adjustment
        </Button>
        <Button variant="default" leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={openMovement('transfer')} disabled={!warehouse.data}>
          Transfer
        </Button>
        <Button variant="default" leftSection={<IconPackageExport size={16} aria-hidden />} onClick={openMovement('issue')} disabled={!warehouse.data}>
          Issue
        </Button>
      </Group>
      <Tabs defaultValue="stock" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="stock">Stock</Tabs.Tab>
          <Tabs.Tab value="receipts">Receipts</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="stock">
          <DataTable<StockRow>
            tableKey="warehouse-stock"
            emptyState={{ text: 'No stock here yet. Items you receive or transfer in appear here.' }}
            apiUrl={INVENTORY_URLS.stock}
            caption={`Stock in ${name}`}
            cardFields={STOCK_CARD_FIELDS}
            fixedFilters={fixedFilters}
            renderCell={{
              item: (row) => (
                <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setItemId(row.item.id)} ta="left" miw={140}>
                  {row.item.name}
                </Anchor>
              ),
              sku: (row) => <Text size="sm">{row.item.sku}</Text>,
              quantity: (row) => <QuantityText value={row.quantity} />,
                  averageCost: (row) => <Text size="sm">{formatCurrency(row.averageCost)}</Text>,
                  value: (row) => <Text size="sm">{formatCurrency(row.value)}</Text>,
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="receipts">
          <DataTable<ReceiptRow>
            tableKey="item-receipt"
            emptyState={{ text: 'No receipts yet. Every receive, adjustment, transfer and issue here leaves one.' }}
            apiUrl={INVENTORY_URLS.receipts}
            caption={`Receipts of ${name}`}
            fixedFilters={fixedFilters}
            renderCell={{
              code: (row) => (
                <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setReceiptId(row.id)} style={{ whiteSpace: 'nowrap' }}>
                  {row.code}
                </Anchor>
              ),
              typeLabel: (row) => <Text size="sm">{typeLabelOf(row)}</Text>,
              supplier: (row) => <Text size="sm">{nameOf(row.supplier) || '-'}</Text>,
              processedBy: (row) => <Text size="sm">{nameOf(row.processedBy) || '-'}</Text>,
              totalPayableAmount: (row) => (
                <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatCurrency(row.totalPayableAmount ?? 0)}
                </Text>
              ),
            }}
          />
        </Tabs.Panel>
      </Tabs>
      {warehouse.data && (
        <StockMovementDialog
          kind={movement}
          warehouse={warehouse.data}
          onClose={() => setMovement(null)}
          onDone={(id) => id && setReceiptId(id)}
        />
      )}
      <ItemInformationDialog itemId={itemId} opened={itemId !== null} onClose={() => setItemId(null)} onEdit={setEditingItemId} />
      <ItemDialog opened={editingItemId !== null} itemId={editingItemId} onClose={() => setEditingItemId(null)} />
      <ReceiptDialog receiptId={receiptId} opened={receiptId !== null} onClose={() => setReceiptId(null)} />
    </>
  );
}
