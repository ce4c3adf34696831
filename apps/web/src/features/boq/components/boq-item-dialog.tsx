import { Button, Stack } from '@mantine/core';
import { BOQ_EVENTS } from '@haligi/shared';
import { useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import type { BoqGridRow } from '../api/boq-room-types';
import { BoqItemFields, type BoqItemValues } from './boq-item-fields';

export interface BoqItemDialogProps {
  row: BoqGridRow;
  onClose: () => void;
  send: (event: string, data?: Record<string, unknown>) => Promise<boolean>;
}

const toValues = (row: BoqGridRow): BoqItemValues => ({
  description: row.description,
  // Only the id travels with a row; the chooser shows the row's own name for it.
  item: row.itemId !== null ? { id: row.itemId, name: row.description, sku: `#${row.itemId}`, uom: { key: row.materialUnit, label: row.materialUnit, abb: row.materialUnit }, estimatedBuyingPrice: { raw: row.materialUnitCost } } : null,
  quantity: Number(row.quantity),
  materialUnit: row.materialUnit,
  materialUnitCost: Number(row.materialUnitCost),
  laborUnitCost: Number(row.laborUnitCost),
  laborPercentageCost: Number(row.laborPercentageCost),
  profitMarginPercentage: Number(row.profitMarginPercentage),
});

const NUMBER_FIELDS = ['quantity', 'materialUnitCost', 'laborUnitCost', 'laborPercentageCost', 'profitMarginPercentage'] as const;

/** Update Item (spec part 1 section 2): sends only the fields that changed. */
export function BoqItemDialog({ row, onClose, send }: BoqItemDialogProps) {
  const [values, setValues] = useState(() => toValues(row));
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string>();
  const isLeaf = !row.hasChildren;

  const save = async () => {
    if (!values.description.trim()) return setError('Particulars is required');
    const initial = toValues(row);
    const updateValue: Record<string, unknown> = {};
    if (values.description.trim() !== row.description) updateValue.description = values.description.trim();
    if (isLeaf) {
      for (const field of NUMBER_FIELDS) if (Number(values[field] || 0) !== Number(initial[field])) updateValue[field] = Number(values[field] || 0);
      if (values.materialUnit.trim() !== row.materialUnit && values.materialUnit.trim()) updateValue.materialUnit = values.materialUnit.trim();
      if ((values.item?.id ?? null) !== row.itemId) updateValue.itemId = values.item?.id ?? 0;
    }
    if (Object.keys(updateValue).length === 0) return onClose();
    setIsSaving(true);
    const ok = await send(BOQ_EVENTS.editItem, { params: { updateId: row.id, updateValue } });
    setIsSaving(false);
    if (ok) onClose();
  };

  return (
    <DialogShell
      opened
      onClose={onClose}
      title={`Update Item: ${row.numerals} ${row.description}`}
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button loading={isSaving} onClick={() => void save()}>Update</Button>
        </>
      }
    >
      <Stack gap="sm">
        <BoqItemFields
          values={values}
          onChange={setValues}
          showItemFields={isLeaf}
          showChooseItem={isLeaf && row.type === 'ITEM'}
          showPercentages={isLeaf}
          descriptionError={error}
        />
      </Stack>
    </DialogShell>
  );
}
