import { Alert, Button, Drawer, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { boqCellUpdate, boqCellValue, formatCurrency, type BoqCellField } from '@haligi/shared';
import { useState } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { BoqGridRow } from '../api/boq-room-types';

export interface BoqItemSheetProps {
  row: BoqGridRow | null;
  /** Why the fields cannot be changed (locked, read-only), or null. */
  readOnlyReason: string | null;
  onClose: () => void;
  /** Sends the BOQ_EDIT_ITEM updateValue; resolves true when the server took it. */
  onSave: (row: BoqGridRow, updateValue: Record<string, string>) => Promise<boolean>;
}

const NUMBER_FIELDS: { field: BoqCellField; label: string }[] = [
  { field: 'quantity', label: 'Quantity' },
  { field: 'materialUnitCost', label: 'Material Unit Cost' },
  { field: 'laborUnitCost', label: 'Labor/Equip. Unit Cost' },
  { field: 'profitMarginPercentage', label: 'Profit Margin %' },
];
const isNumberText = (text: string) => /^\d*\.?\d*$/.test(text.replace(/,/g, '').trim()) && text.replace(/,/g, '').trim() !== '.';

/** An item opened on a phone: a bottom sheet with its fields (decision 0035). */
export function BoqItemSheet({ row, readOnlyReason, onClose, onSave }: BoqItemSheetProps) {
  return (
    <Drawer opened={row !== null} onClose={onClose} position="bottom" size="auto" title={row ? `${row.numerals} ${row.description}` : ''} styles={{ title: { fontWeight: 700 } }}>
      {row && <SheetFields key={row.id} row={row} readOnlyReason={readOnlyReason} onClose={onClose} onSave={onSave} />}
    </Drawer>
  );
}

function SheetFields({ row, readOnlyReason, onClose, onSave }: BoqItemSheetProps & { row: BoqGridRow }) {
  const [description, setDescription] = useState(row.description);
  const [unit, setUnit] = useState(row.materialUnit);
  const [numbers, setNumbers] = useState(() => Object.fromEntries(NUMBER_FIELDS.map(({ field }) => [field, boqCellValue(row, field)])) as Record<BoqCellField, string>);
  const [isSaving, setIsSaving] = useState(false);
  const isEditable = readOnlyReason === null;
  const isLinked = row.itemId !== null;

  const save = async () => {
    const update: Record<string, string> = {};
    if (description.trim() && description.trim() !== row.description) update.description = description.trim();
    if (!isLinked && unit.trim() && unit.trim() !== row.materialUnit) update.materialUnit = unit.trim();
    for (const { field } of NUMBER_FIELDS) Object.assign(update, boqCellUpdate(row, field, numbers[field]) ?? {});
    if (Object.keys(update).length === 0) return onClose();
    setIsSaving(true);
    const isSaved = await onSave(row, update);
    setIsSaving(false);
    if (isSaved) onClose();
  };

  return (
    <Stack gap="sm" pb="md">
      {readOnlyReason && <Alert color="gray" p="xs">{readOnlyReason}</Alert>}
      <TextInput label="Particulars" value={description} readOnly={!isEditable} error={description.trim() ? undefined : 'Particulars is required'} onChange={(e) => setDescription(e.currentTarget.value)} />
      <SimpleGrid cols={2} spacing="sm">
        {NUMBER_FIELDS.slice(0, 1).map(({ field, label }) => (
          <NumberText key={field} label={label} value={numbers[field]} readOnly={!isEditable} onChange={(v) => setNumbers({ ...numbers, [field]: v })} />
        ))}
        <TextInput label="Unit" value={unit} readOnly={!isEditable || isLinked} maxLength={20} onChange={(e) => setUnit(e.currentTarget.value)} />
        {NUMBER_FIELDS.slice(1).map(({ field, label }) => (
          <NumberText key={field} label={label} value={numbers[field]} readOnly={!isEditable || (isLinked && field === 'materialUnitCost')} onChange={(v) => setNumbers({ ...numbers, [field]: v })} />
        ))}
      </SimpleGrid>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          <Text span size="xs" c={MUTED_TEXT_COLOR}>Direct cost </Text>
          <Text span fw={700}>{formatCurrency(row.directCost)}</Text>
        </Text>
        <Text size="sm">
          <Text span size="xs" c={MUTED_TEXT_COLOR}>With profit </Text>
          <Text span fw={700}>{formatCurrency(row.totalWithProfit)}</Text>
        </Text>
      </Group>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>Close</Button>
        {isEditable && (
          <Button loading={isSaving} disabled={!description.trim() || NUMBER_FIELDS.some(({ field }) => !isNumberText(numbers[field]))} onClick={() => void save()}>
            Save
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function NumberText({ label, value, readOnly, onChange }: { label: string; value: string; readOnly: boolean; onChange: (value: string) => void }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly={readOnly}
      inputMode="decimal"
      error={isNumberText(value) ? undefined : 'Enter a number of at least 0'}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
