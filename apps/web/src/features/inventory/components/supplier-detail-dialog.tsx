import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartLine, IconPencil, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { EWT_CODES, formatCurrency } from '@haligi/shared';
import { useState, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { ChosenItem } from '../../items';
import { useSupplier } from '../api/get-supplier';
import { INVENTORY_URLS } from '../api/inventory-keys';
import type { Supplier, SupplierItemRow } from '../api/inventory-types';
import { PriceHistoryDialog } from './price-history-dialog';
import { RowAction } from './row-actions';
import { SupplierPriceDialog } from './supplier-price-dialog';

export interface SupplierDetailDialogProps {
  supplier: Supplier | null;
  onClose: () => void;
}

const asChosen = (row: SupplierItemRow): ChosenItem => ({
  id: row.item.id,
  name: row.item.name,
  sku: row.item.sku,
  uom: { key: '', label: '', abb: '' },
  estimatedBuyingPrice: { raw: row.price },
});

/** A supplier's contacts and the items it supplies, with Set Price and each item's price history. */
export function SupplierDetailDialog({ supplier: row, onClose }: SupplierDetailDialogProps) {
  const stored = useSupplier(row?.id ?? null);
  const supplier = stored.data ?? row;
  const [pricing, setPricing] = useState<{ item: ChosenItem | null; price: string | null } | null>(null);
  const [history, setHistory] = useState<SupplierItemRow | null>(null);

  return (
    <>
      <DialogShell
        isDirty={false}
        opened={row !== null}
        onClose={onClose}
        title={supplier?.name ?? 'Supplier'}
        icon={<IconTruckDelivery size={20} aria-hidden />}
        size="xl"
        submitActions={
          <DialogCancelButton>Close</DialogCancelButton>
        }
      >
        {supplier && (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
              <Field label="Contact Person">{supplier.contactPerson}</Field>
              <Field label="Contact Number">{supplier.contactNumber}</Field>
              <Field label="Email">{supplier.email}</Field>
              <Field label="TIN">{supplier.tin}</Field>
              <Field label="Payment Terms">{supplier.paymentTerms}</Field>
              <Field label="Expanded Withholding">{supplier.ewtAtc ? `${supplier.ewtAtc} (${EWT_CODES.find((c) => c.atc === supplier.ewtAtc)?.rate ?? '?'}%)` : 'None'}</Field>
              <Field label="Address">{supplier.address}</Field>
            </SimpleGrid>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} id="supplied-items-title">
                Items supplied
              </Text>
              <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setPricing({ item: null, price: null })}>
                Set price
              </Button>
            </Group>
            <DataTable<SupplierItemRow>
              tableKey="supplier-item"
              apiUrl={INVENTORY_URLS.supplierItems}
              caption={`Items supplied by ${supplier.name}`}
              initialPageSize={5}
              fixedFilters={[{ key: 'supplierId', value: supplier.id }]}
              renderCell={{
                item: (item) => item.item.name,
                sku: (item) => item.item.sku,
                price: (item) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatCurrency(item.price)}</Text>,
              }}
              renderActions={(item) => (
                <>
                  <RowAction label="Price history" ariaLabel={`Price history of ${item.item.name}`} name={item.item.name} icon={<IconChartLine size={18} aria-hidden />} onClick={() => setHistory(item)} />
                  <RowAction label="Change price" ariaLabel={`Change price of ${item.item.name}`} name={item.item.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setPricing({ item: asChosen(item), price: item.price })} />
                </>
              )}
            />
          </Stack>
        )}
      </DialogShell>
      {supplier && (
        <SupplierPriceDialog
          opened={pricing !== null}
          onClose={() => setPricing(null)}
          supplier={supplier}
          item={pricing?.item ?? null}
          currentPrice={pricing?.price ?? null}
        />
      )}
      <PriceHistoryDialog opened={history !== null} onClose={() => setHistory(null)} supplier={history?.supplier ?? supplier ?? null} item={history?.item ?? null} />
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" tt="uppercase" fw={600} c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '-'}
      </Text>
    </div>
  );
}
