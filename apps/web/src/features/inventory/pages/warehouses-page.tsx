import { Anchor, Button, Group, Paper } from '@mantine/core';
import { IconBoxSeam, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { WAREHOUSE_KINDS, type WarehouseKind } from '@haligi/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { useDeleteRecord } from '../api/delete-record';
import { INVENTORY_URLS } from '../api/inventory-keys';
import { nameOf, type Warehouse } from '../api/inventory-types';
import { NegativeStockToggle } from '../components/negative-stock-toggle';
import { RowAction } from '../components/row-actions';
import { WarehouseDetail } from '../components/warehouse-detail';
import { WarehouseDialog } from '../components/warehouse-dialog';

export interface WarehousesPageProps {
  kind: WarehouseKind;
}

const DESCRIPTIONS: Record<WarehouseKind, string> = {
  COMPANY: 'Your own warehouses and yards: open one to see its stock, receive, adjust, transfer or issue.',
  PROJECT: 'The warehouse of each project site; a project gets one when it is created.',
  IN_TRANSIT: 'Stock on its way between warehouses or from suppliers.',
  TEMPORARY: 'Short-lived storage, such as a rented yard for one delivery.',
};

/** Assets > Warehouse > {Company, Project, In-Transit, Temporary}; `?warehouse=` opens one warehouse. */
export function WarehousesPage({ kind }: WarehousesPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<{ warehouse: Warehouse | null } | null>(null);
  const remove = useDeleteRecord(INVENTORY_URLS.warehouse, INVENTORY_URLS.warehouseList);
  const kindLabel = WAREHOUSE_KINDS.find((k) => k.key === kind)!.label;
  const openedId = Number(searchParams.get('warehouse')) || null;

  const open = (warehouse: Warehouse | null) =>
    setSearchParams(warehouse ? { warehouse: String(warehouse.id) } : {}, { replace: false });

  const askDelete = async (warehouse: Warehouse) => {
    const isConfirmed = await confirmAction({
      title: 'Delete warehouse',
      message: `Delete the warehouse ${warehouse.name}? A warehouse that still holds stock cannot be deleted.`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(warehouse.id);
  };

  if (openedId) return <WarehouseDetail key={openedId} warehouseId={openedId} onBack={() => open(null)} />;

  return (
    <>
      <PageHeader
        title={`${kindLabel} Warehouses`}
        description={DESCRIPTIONS[kind]}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ warehouse: null })}>
            Add warehouse
          </Button>
        }
      />
      {kind === 'COMPANY' && (
        <Paper withBorder p="sm" mb="md">
          <NegativeStockToggle />
        </Paper>
      )}
      <DataTable<Warehouse>
        emptyState={{
          text: 'Warehouses hold your stock: the main yard, site stores, trucks.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing({ warehouse: null })}>
              Add warehouse
            </Button>
          ),
        }}
        tableKey={kind === 'PROJECT' ? 'project-warehouse' : 'warehouse'}
        apiUrl={INVENTORY_URLS.warehouse}
        caption={`${kindLabel} warehouses`}
        fixedFilters={[{ key: 'kind', value: kind }]}
        renderCell={{
          name: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => open(row)} ta="left" miw={140}>
              {row.name}
            </Anchor>
          ),
          project: (row) => nameOf(row.project) || '-',
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Open" name={row.name} icon={<IconBoxSeam size={18} aria-hidden />} onClick={() => open(row)} />
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ warehouse: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <WarehouseDialog opened={editing !== null} kind={kind} warehouse={editing?.warehouse ?? null} onClose={() => setEditing(null)} />
    </>
  );
}

export const CompanyWarehousesPage = () => <WarehousesPage kind="COMPANY" />;
export const ProjectWarehousesPage = () => <WarehousesPage kind="PROJECT" />;
export const InTransitWarehousesPage = () => <WarehousesPage kind="IN_TRANSIT" />;
export const TemporaryWarehousesPage = () => <WarehousesPage kind="TEMPORARY" />;
