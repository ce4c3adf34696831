import { Button, Stack } from '@mantine/core';
import { BOQ_EVENTS, BOQ_INSERT_DEFAULTS, insertShowsItemFields, type BoqInsertMethod } from '@haligi/shared';
import { useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useAccount } from '../../../lib/session';
import type { BoqGridRow } from '../api/boq-room-types';
import { BoqItemFields, type BoqItemValues } from './boq-item-fields';
import { INSERT_LABELS } from './boq-row-menu';

export interface BoqInsertDialogProps {
  method: BoqInsertMethod;
  /** null: a HEADING at the top level (reference 0, inside). */
  reference: BoqGridRow | null;
  /** 'ITEM': "+ Item" (inside a heading it makes an ITEM, not a SUBHEADING; decision 0035). */
  type?: 'ITEM';
  onClose: () => void;
  send: (event: string, data?: Record<string, unknown>) => Promise<boolean>;
}

const DEFAULTS: BoqItemValues = {
  description: '',
  item: null,
  quantity: BOQ_INSERT_DEFAULTS.quantity,
  materialUnit: BOQ_INSERT_DEFAULTS.materialUnit,
  materialUnitCost: BOQ_INSERT_DEFAULTS.materialUnitCost,
  laborUnitCost: BOQ_INSERT_DEFAULTS.laborUnitCost,
  laborPercentageCost: 0,
  profitMarginPercentage: 0,
};

const SAMPLES = ['Concrete works', 'Rebar 12mm', 'Formworks', 'Masonry', 'Plastering', 'Electrical rough-in', 'Plumbing fixtures', 'Roofing sheets'];

/** The insert dialog (spec part 1 section 2): title is the method plus the reference's description. */
export function BoqInsertDialog({ method, reference, type, onClose, send }: BoqInsertDialogProps) {
  const account = useAccount();
  const [values, setValues] = useState(DEFAULTS);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string>();
  const showItemFields = insertShowsItemFields(method, reference?.type ?? null, type);
  const title = !reference ? 'Add Heading' : type === 'ITEM' ? `Add Item: ${reference.description}` : `${INSERT_LABELS[method]}: ${reference.description}`;

  // Development aid (DECISIONS): developers fill the form with sample data by double-clicking.
  const fillSample = () => {
    const pick = <T,>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    setValues({ ...DEFAULTS, description: pick(SAMPLES), quantity: Math.ceil(Math.random() * 50), materialUnitCost: Math.round(Math.random() * 500000) / 100, laborUnitCost: Math.round(Math.random() * 100000) / 100 });
  };

  const save = async () => {
    if (!values.description.trim()) return setError('Particulars is required');
    const insertValue = showItemFields
      ? {
          description: values.description.trim(),
          itemId: values.item?.id ?? 0,
          quantity: Number(values.quantity || 0),
          materialUnit: values.materialUnit.trim() || BOQ_INSERT_DEFAULTS.materialUnit,
          materialUnitCost: Number(values.materialUnitCost || 0),
          laborUnitCost: Number(values.laborUnitCost || 0),
        }
      : { description: values.description.trim(), itemId: 0 };
    if (type) Object.assign(insertValue, { type });
    setIsSaving(true);
    const ok = await send(BOQ_EVENTS.addItem, { params: { insertReferenceMethod: method, insertReferenceId: reference?.id ?? 0, insertValue } });
    setIsSaving(false);
    if (ok) onClose();
  };

  return (
    <DialogShell
      opened
      onClose={onClose}
      title={title}
      onTitleDoubleClick={account.isDeveloper ? fillSample : undefined}
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button loading={isSaving} onClick={() => void save()}>Save</Button>
        </>
      }
    >
      <Stack
        gap="sm"
        onDoubleClick={(e) => {
          // Double-clicking a field selects a word; elsewhere in the dialog it fills sample data.
          if (account.isDeveloper && !(e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement)) fillSample();
        }}
      >
        <BoqItemFields values={values} onChange={setValues} showItemFields={showItemFields} showChooseItem={showItemFields} showPercentages={false} descriptionError={error} />
      </Stack>
    </DialogShell>
  );
}
