import { NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { onItemUpdated } from '../../../lib/item-events';
import { ItemChooser, type ChosenItem } from '../../items';

/** The values of the Update Item and Insert dialogs. */
export interface BoqItemValues {
  description: string;
  item: ChosenItem | null;
  quantity: number | string;
  materialUnit: string;
  materialUnitCost: number | string;
  laborUnitCost: number | string;
  laborPercentageCost: number | string;
  profitMarginPercentage: number | string;
}

export interface BoqItemFieldsProps {
  values: BoqItemValues;
  onChange: (values: BoqItemValues) => void;
  /** Choose Item, Quantity, Unit and the costs. */
  showItemFields: boolean;
  showChooseItem: boolean;
  /** Labor Percentage and Profit Margin (Update Item only). */
  showPercentages: boolean;
  descriptionError?: string;
}

/** Particulars and the item fields; Unit and Material Cost come from a chosen catalogue item. */
export function BoqItemFields({ values, onChange, showItemFields, showChooseItem, showPercentages, descriptionError }: BoqItemFieldsProps) {
  const set = (patch: Partial<BoqItemValues>) => onChange({ ...values, ...patch });
  const chosenId = values.item?.id;

  // A saved item (item dialog elsewhere) refreshes the chosen item's cost and unit.
  useEffect(() => {
    if (!chosenId) return;
    return onItemUpdated((updated) => {
      if (updated.id !== chosenId) return;
      const full = updated as unknown as Partial<ChosenItem>;
      onChange({
        ...values,
        materialUnit: full.uom?.key ?? values.materialUnit,
        materialUnitCost: full.estimatedBuyingPrice?.raw ?? values.materialUnitCost,
      });
    });
  }, [chosenId, values, onChange]);

  const choose = (item: ChosenItem | null) =>
    set(item ? { item, materialUnit: item.uom?.key ?? values.materialUnit, materialUnitCost: item.estimatedBuyingPrice?.raw ?? values.materialUnitCost, description: values.description || item.name } : { item: null });

  return (
    <>
      <Textarea label="Particulars" required autosize minRows={2} value={values.description} error={descriptionError} onChange={(e) => set({ description: e.currentTarget.value })} data-autofocus />
      {showItemFields && (
        <>
          {showChooseItem && <ItemChooser label="Choose Item" publishedOnly value={values.item} onChange={choose} />}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput label="Quantity" min={0} decimalScale={4} value={values.quantity} onChange={(v) => set({ quantity: v })} />
            <TextInput label="Unit" value={values.materialUnit} disabled={values.item !== null} onChange={(e) => set({ materialUnit: e.currentTarget.value })} />
            <NumberInput label="Material Cost" min={0} decimalScale={2} prefix="₱" thousandSeparator value={values.materialUnitCost} disabled={values.item !== null} onChange={(v) => set({ materialUnitCost: v })} />
            <NumberInput label="Labor Unit Cost" min={0} decimalScale={2} prefix="₱" thousandSeparator value={values.laborUnitCost} onChange={(v) => set({ laborUnitCost: v })} />
            {showPercentages && (
              <>
                <NumberInput label="Labor Percentage (%)" min={0} max={1000} decimalScale={2} value={values.laborPercentageCost} onChange={(v) => set({ laborPercentageCost: v })} />
                <NumberInput label="Profit Margin (%)" min={0} max={1000} decimalScale={2} value={values.profitMarginPercentage} onChange={(v) => set({ profitMarginPercentage: v })} />
              </>
            )}
          </SimpleGrid>
        </>
      )}
    </>
  );
}
