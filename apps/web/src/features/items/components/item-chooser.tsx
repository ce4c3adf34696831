import { Group, Loader, Select, Text, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { ChosenItem, ItemRow } from '../api/item-types';
import { useItemSearch } from '../api/search-items';
import { variationCountText } from '../utils/item-format';
import { itemChoiceLabel, toChosenItem } from '../utils/to-chosen-item';
import { ChooseVariationDialog } from './choose-variation-dialog';

export type { ChosenItem } from '../api/item-types';

export interface ItemChooserProps {
  label?: string;
  value: ChosenItem | null;
  onChange: (item: ChosenItem | null) => void;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  /** Offer published items only: the server refuses a draft in stock, purchase requests and the BOQ. */
  publishedOnly?: boolean;
}

/** Select filter input debounce (spec part 2 section 9). */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * Item chooser (spec part 2 sections 2, 4): searches the catalogue as you type; an option reads
 * "name (sku)"; an item with variations opens Choose Variation and hands on the chosen variant.
 */
export function ItemChooser({ label = 'Item', value, onChange, required, error, disabled, publishedOnly = false }: ItemChooserProps) {
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [parent, setParent] = useState<ItemRow | null>(null);
  const valueLabel = value ? itemChoiceLabel(value) : '';
  // The box shows the chosen item's label after a choice: that is not a search.
  const term = search.trim() === valueLabel ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const query = useItemSearch(debounced, isOpen, publishedOnly);

  const rows = useMemo(() => query.data ?? [], [query.data]);
  const data = useMemo<ComboboxItem[]>(() => {
    const options = rows.map((row) => ({ value: String(row.id), label: itemChoiceLabel(row) }));
    // The chosen item (a variant is not in the list) keeps its label shown.
    if (value && !options.some((o) => o.value === String(value.id))) options.unshift({ value: String(value.id), label: valueLabel });
    return options;
  }, [rows, value, valueLabel]);

  const choose = (id: string | null) => {
    if (id === null) return onChange(null);
    const row = rows.find((r) => String(r.id) === id);
    if (!row) return;
    if (row.variationCount > 0) setParent(row);
    else onChange(toChosenItem(row));
  };

  return (
    <>
      <Select
        label={label}
        required={required}
        error={error}
        disabled={disabled}
        placeholder="Search by name or SKU"
        searchable
        // Focus coming back from Choose Variation must not reopen the list; a click or typing does.
        openOnFocus={false}
        clearable
        data={data}
        value={value ? String(value.id) : null}
        onChange={choose}
        searchValue={search}
        onSearchChange={setSearch}
        onDropdownOpen={() => setIsOpen(true)}
        onDropdownClose={() => setIsOpen(false)}
        filter={({ options }) => options}
        nothingFoundMessage={query.isFetching ? 'Searching...' : 'No items found'}
        rightSection={query.isFetching && isOpen ? <Loader size="xs" aria-hidden /> : undefined}
        maxDropdownHeight={280}
        renderOption={({ option }) => {
          const row = rows.find((r) => String(r.id) === option.value);
          return (
            <Group gap="xs" justify="space-between" wrap="nowrap" w="100%">
              <Text size="sm">{option.label}</Text>
              {row && row.variationCount > 0 && (
                <Text size="xs" c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'nowrap' }}>
                  {variationCountText(row.variationCount)}
                </Text>
              )}
            </Group>
          );
        }}
      />
      <ChooseVariationDialog
        parent={parent}
        publishedOnly={publishedOnly}
        onClose={() => {
          setParent(null);
          // The box goes back to the item chosen before.
          setSearch(valueLabel);
        }}
        onChosen={(variant) => {
          setParent(null);
          onChange(toChosenItem(variant));
        }}
      />
    </>
  );
}
