import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatQuantity } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { ItemChooser, type ChosenItem } from '../../items';
import { EQUIPMENT_URLS, useAddPart, useRemovePart, type PartRow } from '../api/equipment-api';
import { StatusBadge } from '../../../components/data-table';

/** Assets > Equipment > Parts: which stock items each unit uses, with what is in stock. */
export function EquipmentPartsPage() {
  const [isLinking, setIsLinking] = useState(false);
  const remove = useRemovePart();
  const askUnlink = async (row: PartRow) => {
    const isConfirmed = await confirmAction({
      title: 'Unlink spare part',
      message: `Unlink ${row.item.name} from ${row.equipment.code}? The item stays in the catalogue.`,
      confirmLabel: 'Unlink',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate({ equipmentId: row.equipment.id, itemId: row.item.id });
  };
  return (
    <>
      <PageHeader
        title="Spare parts"
        description="The stock items each unit uses and how many are in stock across your warehouses."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsLinking(true)}>
            Link spare part
          </Button>
        }
      />
      <DataTable<PartRow>
        tableKey="equipment-parts"
        apiUrl={EQUIPMENT_URLS.parts}
        emptyState={{
          text: 'Link the filters, belts and hoses each unit uses to see their stock here.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setIsLinking(true)}>
              Link spare part
            </Button>
          ),
        }}
        cardTitle="item"
        cardFields={['equipment', 'stock', 'note']}
        renderCell={{
          equipment: (row) => `${row.equipment.code} · ${row.equipment.name}`,
          item: (row) => row.item.name,
          sku: (row) => row.item.sku,
          stock: (row) => (
            <Group gap={6} wrap="nowrap">
              <span>
                {formatQuantity(row.stock)} {row.item.uom}
              </span>
              {row.lowStock && <StatusBadge value="Low" tone="orange" />}
            </Group>
          ),
          note: (row) => row.note || '-',
        }}
        renderActions={(row) => <RowAction label="Unlink" name={`${row.item.name} from ${row.equipment.code}`} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askUnlink(row)} isDanger />}
      />
      <LinkPartDialog opened={isLinking} onClose={() => setIsLinking(false)} />
    </>
  );
}

function LinkPartDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [equipmentId, setEquipmentId] = useState<number | null>(null);
  const [item, setItem] = useState<ChosenItem | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ equipment?: string; item?: string }>({});
  const add = useAddPart();
  const close = () => {
    setEquipmentId(null);
    setItem(null);
    setNote('');
    setErrors({});
    onClose();
  };
  const submit = () => {
    const found = { equipment: equipmentId ? undefined : 'Choose the unit', item: item ? undefined : 'Choose the stock item' };
    setErrors(found);
    if (!equipmentId || !item) return;
    add.mutate({ equipmentId, itemId: item.id, note: note.trim() }, { onSuccess: close });
  };
  return (
    <DialogShell
      opened={opened}
      onClose={close}
      title="Link Spare Part"
      icon={<IconLink size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={add.isPending}>
            Link part
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <SelectField label="Equipment" required apiUrl={EQUIPMENT_URLS.equipmentList} isAutoSelect={false} value={equipmentId ?? 0} onChange={(v) => setEquipmentId(v ? Number(v) : null)} error={errors.equipment} />
        <ItemChooser label="Stock item" required publishedOnly value={item} onChange={setItem} error={errors.item} />
        <TextInput label="Note" maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} placeholder="e.g. change every 500 hours" />
        <Text size="xs">Only published stock items can be parts (not drafts, not an item with variations: pick the variation).</Text>
      </Stack>
    </DialogShell>
  );
}
