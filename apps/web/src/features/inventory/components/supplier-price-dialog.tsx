import { Button, NumberInput, Stack, Text } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { ItemChooser, type ChosenItem } from '../../items';
import { useSetSupplierPrice } from '../api/set-supplier-price';

export interface SupplierPriceDialogProps {
  opened: boolean;
  onClose: () => void;
  supplier: { id: number; name: string };
  /** Changing an item's price: the item is fixed and the price proposed. */
  item?: ChosenItem | null;
  currentPrice?: string | null;
}

/** Set Price: what a supplier sells an item at. Every change is kept in the price history. */
export function SupplierPriceDialog({ opened, onClose, supplier, item: fixedItem = null, currentPrice = null }: SupplierPriceDialogProps) {
  const [item, setItem] = useState<ChosenItem | null>(fixedItem);
  const [price, setPrice] = useState<number | string>('');
  const [errors, setErrors] = useState<{ item?: string; price?: string }>({});
  const save = useSetSupplierPrice();

  useEffect(() => {
    if (opened) {
      setItem(fixedItem);
      setPrice(currentPrice === null ? '' : Number(currentPrice));
      setErrors({});
    }
  }, [opened, fixedItem, currentPrice]);

  const choose = (next: ChosenItem | null) => {
    setItem(next);
    setErrors((e) => ({ ...e, item: undefined }));
    if (next && price === '') setPrice(Number(next.estimatedBuyingPrice.raw) || '');
  };

  const submit = () => {
    const found: typeof errors = {};
    if (!item) found.item = 'Choose an item';
    if (price === '' || Number(price) < 0) found.price = 'Price must be 0 or more';
    setErrors(found);
    if (found.item || found.price) return;
    save.mutate({ supplierId: supplier.id, itemId: item!.id, price: Number(price) }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={fixedItem ? 'Change Price' : 'Set Price'}
      icon={<IconTag size={20} aria-hidden />}
      size="sm"
      minWidth="400px"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            Save Price
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          Supplier: <strong>{supplier.name}</strong>
        </Text>
        {fixedItem ? (
          <Text size="sm">
            Item: <strong>{fixedItem.name}</strong> ({fixedItem.sku})
          </Text>
        ) : (
          <ItemChooser label="Item" value={item} onChange={choose} required error={errors.item} />
        )}
        <NumberInput
          label="Price"
          required
          min={0}
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          prefix="₱"
          value={price}
          onChange={(value) => {
            setPrice(value);
            setErrors((e) => ({ ...e, price: undefined }));
          }}
          error={errors.price}
        />
      </Stack>
    </DialogShell>
  );
}
