import { Anchor, Button, Group } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { useDeleteRecord } from '../api/delete-record';
import { INVENTORY_URLS } from '../api/inventory-keys';
import type { Supplier } from '../api/inventory-types';
import { RowAction } from '../components/row-actions';
import { SupplierDetailDialog } from '../components/supplier-detail-dialog';
import { SupplierDialog } from '../components/supplier-dialog';

/** Assets > Purchasing > Suppliers: who the company buys from and at what price. */
export function SuppliersPage() {
  const [editing, setEditing] = useState<{ supplier: Supplier | null } | null>(null);
  const [viewing, setViewing] = useState<Supplier | null>(null);
  const remove = useDeleteRecord(INVENTORY_URLS.supplier, INVENTORY_URLS.supplierList);

  const askDelete = async (supplier: Supplier) => {
    const isConfirmed = await confirmAction({
      title: 'Delete supplier',
      message: `Delete the supplier ${supplier.name}? Its past receipts and prices stay on record.`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(supplier.id);
  };

  return (
    <>
      <PageHeader
        title="Suppliers"
        description="Who you buy materials from, the items each supplies and its price history."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ supplier: null })}>
            Add supplier
          </Button>
        }
      />
      <DataTable<Supplier>
        emptyState={{
          text: 'Suppliers you buy from appear here with their prices.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing({ supplier: null })}>
              Add supplier
            </Button>
          ),
        }}
        tableKey="supplier"
        apiUrl={INVENTORY_URLS.supplier}
        renderCell={{
          contactNumber: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.contactNumber || '-'}</span>,
          name: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewing(row)} ta="left" miw={140}>
              {row.name}
            </Anchor>
          ),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="View" name={row.name} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewing(row)} />
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ supplier: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <SupplierDialog opened={editing !== null} supplier={editing?.supplier ?? null} onClose={() => setEditing(null)} />
      <SupplierDetailDialog supplier={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
