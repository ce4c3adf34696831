import { Anchor, Box, Center, Group, Image, Loader, SimpleGrid, Stack, Tabs, Text, Tooltip, ActionIcon } from '@mantine/core';
import { IconChartLine, IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { formatCurrency, QR_SIZE, WAREHOUSE_KINDS, formatDisplayDateTime } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import { DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { api } from '../../../lib/api';
import {
  formatQuantity,
  INVENTORY_URLS,
  nameOf,
  PriceHistoryDialog,
  QuantityText,
  ReceiptDialog,
  type StockRow,
  type SupplierItemRow,
  type TransactionRow,
} from '../../inventory/dialogs';
import { useItem } from '../api/get-item';
import type { ItemAnswer } from '../api/item-types';
import { LoadError } from '../../../components/load-error';

export interface ItemInformationDialogProps {
  itemId: number | null;
  opened: boolean;
  onClose: () => void;
  /** Called when the user follows the name's edit link. */
  onEdit?: (itemId: number) => void;
}

/**
 * Item information (spec part 2): the item's details and SKU QR code, its stock per warehouse, its
 * price per supplier (with each supplier's price history) and its purchase history, whose receipt
 * codes open the receipt.
 */
export function ItemInformationDialog({ itemId, opened, onClose, onEdit }: ItemInformationDialogProps) {
  const item = useItem(opened ? itemId : null);
  const [tab, setTab] = useState<string | null>('information');
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const [history, setHistory] = useState<SupplierItemRow | null>(null);

  useEffect(() => {
    if (opened) setTab('information');
  }, [opened, itemId]);

  const data = item.data;
  return (
    <>
      <DialogShell
        isDirty={false}
        opened={opened}
        onClose={onClose}
        title="Item Information"
        icon={<IconInfoCircle size={20} aria-hidden />}
        size="xl"
      >
        {item.isError ? (
          <LoadError what="item" error={item.error} onRetry={() => void item.refetch()} isRetrying={item.isFetching} />
        ) : !data || !itemId ? (
          <Center py="xl" role="status" aria-label="Loading item">
            <Loader size="sm" aria-hidden />
          </Center>
        ) : (
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            {/* One row that scrolls sideways on a phone instead of wrapping into three. */}
            <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
              <Tabs.Tab value="information" style={{ whiteSpace: 'nowrap' }}>Item Information</Tabs.Tab>
              <Tabs.Tab value="stock" style={{ whiteSpace: 'nowrap' }}>Inventory per Warehouse</Tabs.Tab>
              <Tabs.Tab value="suppliers" style={{ whiteSpace: 'nowrap' }}>Price per Supplier</Tabs.Tab>
              <Tabs.Tab value="purchases" style={{ whiteSpace: 'nowrap' }}>Purchase History</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="information">
              <ItemDetails item={data} onEdit={onEdit} />
            </Tabs.Panel>
            <Tabs.Panel value="stock">
              <Text size="sm" mb="xs">
                Total stock: <strong>{formatQuantity(data.stockCount)}</strong> {data.uom?.abb ?? data.unit}
              </Text>
              <DataTable<StockRow>
                tableKey="item-stock"
                apiUrl={INVENTORY_URLS.stock}
                caption={`Stock of ${data.name} per warehouse`}
                initialPageSize={5}
                fixedFilters={[{ key: 'itemId', value: itemId }]}
                renderCell={{
                  warehouse: (row) => row.warehouse.name,
                  kind: (row) => WAREHOUSE_KINDS.find((k) => k.key === row.warehouse.kind)?.label ?? row.warehouse.kind,
                  quantity: (row) => <QuantityText value={row.quantity} />,
                  averageCost: (row) => <Text size="sm">{formatCurrency(row.averageCost)}</Text>,
                  value: (row) => <Text size="sm">{formatCurrency(row.value)}</Text>,
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="suppliers">
              <DataTable<SupplierItemRow>
                tableKey="item-supplier-price"
                apiUrl={INVENTORY_URLS.supplierItems}
                caption={`Price of ${data.name} per supplier`}
                initialPageSize={5}
                fixedFilters={[{ key: 'itemId', value: itemId }]}
                renderCell={{
                  supplier: (row) => row.supplier.name,
                  price: (row) => <Money value={row.price} />,
                  updatedBy: (row) => nameOf(row.updatedBy) || '-',
                }}
                renderActions={(row) => (
                  <Tooltip label="Price history">
                    <ActionIcon variant="subtle" aria-label={`Price history from ${row.supplier.name}`} onClick={() => setHistory(row)}>
                      <IconChartLine size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              />
            </Tabs.Panel>
            <Tabs.Panel value="purchases">
              <DataTable<TransactionRow>
                tableKey="purchase-history"
                emptyState={{ text: 'No purchases yet. Goods received on a purchase order appear here.' }}
                apiUrl={INVENTORY_URLS.transactions}
                caption={`Purchase history of ${data.name}`}
                initialPageSize={5}
                fixedFilters={[
                  { key: 'itemId', value: itemId },
                  { key: 'type', value: 'PURCHASE_ORDER' },
                ]}
                renderCell={{
                  code: (row) => (
                    <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setReceiptId(row.receiptId)} style={{ whiteSpace: 'nowrap' }}>
                      {row.code}
                    </Anchor>
                  ),
                  purchaseOrder: (row) => row.purchaseOrder?.code ?? '-',
                  supplier: (row) => nameOf(row.supplier) || '-',
                  warehouse: (row) => nameOf(row.warehouse) || '-',
                  quantity: (row) => formatQuantity(row.quantity),
                  rate: (row) => <Money value={row.rate} />,
                  total: (row) => <Money value={row.total} />,
                }}
              />
            </Tabs.Panel>
          </Tabs>
        )}
      </DialogShell>
      <ReceiptDialog receiptId={receiptId} opened={receiptId !== null} onClose={() => setReceiptId(null)} />
      <PriceHistoryDialog opened={history !== null} onClose={() => setHistory(null)} supplier={history?.supplier ?? null} item={history?.item ?? null} />
    </>
  );
}

function Money({ value }: { value: string }) {
  return (
    <Text size="sm" span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatCurrency(value)}
    </Text>
  );
}

function ItemDetails({ item, onEdit }: { item: ItemAnswer; onEdit?: (itemId: number) => void }) {
  const unit = item.uom?.label ?? item.unit;
  return (
    <Group align="flex-start" justify="space-between" gap="lg" wrap="wrap">
      <Stack gap="sm" style={{ flex: '1 1 320px', minWidth: 0 }}>
        <Field label="Name">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} data-testid="item-information-name">
              {item.name}
            </Text>
            {onEdit && (
              <Anchor component="button" type="button" size="sm" onClick={() => onEdit(item.id)} aria-label={`Edit ${item.name}`}>
                <Group gap={4} wrap="nowrap">
                  <IconPencil size={14} aria-hidden />
                  Edit
                </Group>
              </Anchor>
            )}
          </Group>
        </Field>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <Field label="SKU">{item.sku}</Field>
          <Field label="Price Estimate">{formatCurrency(item.estimatedBuyingPrice?.raw ?? 0)}</Field>
          <Field label="Size">{`${formatQuantity(item.rawSize ?? item.size)} ${unit}`}</Field>
          <Field label="Stock">{`${formatQuantity(item.stockCount)} ${item.uom?.abb ?? item.unit}`}</Field>
          <Field label="Last Update">{formatDisplayDateTime(item.updatedAt)}</Field>
          <Field label="Creation Date">{formatDisplayDateTime(item.createdAt)}</Field>
        </SimpleGrid>
        <Field label="Description">{item.description || 'No description'}</Field>
      </Stack>
      <SkuQrCode itemId={item.id} sku={item.sku} />
    </Group>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text size="xs" tt="uppercase" fw={600} c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Box>
  );
}

/** GET /items/{id}/qr.png needs the token header, so the image is fetched and shown from a blob URL. */
function SkuQrCode({ itemId, sku }: { itemId: number; sku: string }) {
  const qr = useQuery({
    // Under the item's key: an item change (a new SKU) reloads it.
    queryKey: ['item', itemId, 'qr', sku],
    queryFn: ({ signal }) => api<Blob>('GET', `/items/${itemId}/qr.png`, { isBlob: true, signal }),
    staleTime: Infinity,
    retry: false,
    meta: { skipErrorDialog: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!qr.data) return;
    const next = URL.createObjectURL(qr.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [qr.data]);

  return (
    // Beside the details on a wide screen; centred under them once they wrap.
    <Stack gap={4} align="center" style={{ flex: '0 0 auto', marginInline: 'auto' }}>
      <Center w={QR_SIZE} h={QR_SIZE} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
        {url ? (
          <Image src={url} w={QR_SIZE} h={QR_SIZE} alt={`QR code of SKU ${sku}`} data-testid="item-qr" />
        ) : qr.isError ? (
          <Text size="xs" c="red.9" ta="center" p="xs">
            QR code unavailable
          </Text>
        ) : (
          <Box role="status" aria-label="Loading QR code">
            <Loader size="sm" aria-hidden />
          </Box>
        )}
      </Center>
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {sku}
      </Text>
    </Stack>
  );
}
