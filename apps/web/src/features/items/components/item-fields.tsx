import { Checkbox, Divider, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CURRENCY_SYMBOL, DEFAULT_UOM, showVariationTable } from '@haligi/shared';
import { SelectField } from '../../../components/select-field';
import { UOM_LIST_URL } from '../api/item-types';
import { skuAfterNameChange, variantRows, type ItemFormValues, type ItemKind } from '../utils/item-form-values';
import { ITEM_FIELD_LABELS as LABELS } from '../utils/validate-item-form';
import { TagsField } from './tags-field';
import { TiersEditor } from './tiers-editor';
import { VariationTable } from './variation-table';

export interface ItemFieldsProps {
  form: UseFormReturnType<ItemFormValues>;
  kind: ItemKind;
  isEditing: boolean;
  /** A variant being edited: no unit or tags of its own (spec part 2 section 5). */
  hasParent: boolean;
}

const error = (form: UseFormReturnType<ItemFormValues>, field: string) => form.errors[field] as string | undefined;

/** The fields of both item tabs; the variation tab adds the tiers and the variation table. */
export function ItemFields({ form, kind, isEditing, hasParent }: ItemFieldsProps) {
  const { values } = form;
  const number = (field: keyof ItemFormValues, isMoney = false) => ({
    ...form.getInputProps(field),
    min: 0,
    decimalScale: isMoney ? 2 : 4,
    thousandSeparator: ',',
    prefix: isMoney ? CURRENCY_SYMBOL : undefined,
    hideControls: true,
  });
  const isVariation = kind === 'variation';

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={LABELS.name}
          required
          maxLength={200}
          data-autofocus
          value={values.name}
          error={error(form, 'name')}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.setValues({ name, sku: skuAfterNameChange(values, name) });
          }}
        />
        <div>
          <TextInput
            label={LABELS.sku}
            required
            maxLength={100}
            readOnly={values.isAutoSku}
            value={values.sku}
            error={error(form, 'sku')}
            onChange={(event) => form.setFieldValue('sku', event.currentTarget.value.toUpperCase())}
          />
          {!isEditing && (
            <Checkbox
              mt={6}
              label="Auto Generated SKU"
              checked={values.isAutoSku}
              onChange={(event) => {
                const isAutoSku = event.currentTarget.checked;
                // Ticking follows the name again; unticking clears the SKU for manual entry.
                form.setValues({ isAutoSku, sku: isAutoSku ? skuAfterNameChange({ isAutoSku, sku: '' }, values.name) : '' });
              }}
            />
          )}
        </div>
      </SimpleGrid>
      <Textarea label={LABELS.description} autosize minRows={2} maxRows={5} maxLength={2000} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {!(isVariation && isEditing) && (
          <NumberInput label={LABELS.estimatedBuyingPrice} {...number('estimatedBuyingPrice', true)} />
        )}
        <NumberInput label={LABELS.sellingPrice} {...number('sellingPrice', true)} />
        <NumberInput label={LABELS.size} {...number('size')} />
        {!hasParent && (
          <SelectField
            label={LABELS.uom}
            required
            apiUrl={UOM_LIST_URL}
            cache
            value={values.uom}
            onChange={(value) => form.setFieldValue('uom', value === null ? DEFAULT_UOM : String(value))}
            error={error(form, 'uom')}
            allowDeselect={false}
          />
        )}
        <NumberInput label={LABELS.minimumStockLevel} {...number('minimumStockLevel')} />
        <NumberInput label={LABELS.maximumStockLevel} {...number('maximumStockLevel')} />
      </SimpleGrid>
      {!hasParent && <TagsField value={values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} error={error(form, 'tags')} />}
      <Group>
        <Checkbox label="Save as draft" {...form.getInputProps('isDraft', { type: 'checkbox' })} />
      </Group>
      {isVariation && (
        <>
          <Divider />
          <TiersEditor tiers={values.tiers} onChange={(tiers) => form.setFieldValue('tiers', tiers)} error={error(form, 'tiers')} />
          {showVariationTable(values.name, values.tiers) && (
            <VariationTable
              rows={variantRows(values)}
              isEditing={isEditing}
              error={error(form, 'variants')}
              onChange={(key, edit) => form.setFieldValue('variants', { ...values.variants, [key]: { ...values.variants[key], ...edit } })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
