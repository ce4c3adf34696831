import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TableFilterSetting, TableSettings } from '@haligi/shared';
import { SelectField } from '../select-field';

/** Filter value 0 is the "All {label}" choice (the select field's null option). */
export type FilterValues = Record<string, string | number>;

export interface TableToolbarProps {
  settings: TableSettings;
  filterValues: FilterValues;
  onFilterChange: (key: string, value: string | number) => void;
  searchBy: string | null;
  onSearchByChange: (key: string | null) => void;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
}

const FIELD_WIDTH = { base: '100%', xs: 200 };

function TableFilter({ filter, value, onChange }: { filter: TableFilterSetting; value: string | number; onChange: (v: string | number) => void }) {
  const allLabel = `All ${filter.label}`;
  return (
    <SelectField
      w={FIELD_WIDTH}
      aria-label={`Filter by ${filter.label}`}
      apiUrl={filter.optionsUrl}
      options={filter.optionsUrl ? undefined : (filter.options ?? [])}
      nullOptionLabel={allLabel}
      value={value}
      onChange={(next) => onChange(next ?? 0)}
      allowDeselect={false}
    />
  );
}

/** Filters, the search-by selector and the keyword box above a data table. */
export function TableToolbar(props: TableToolbarProps) {
  const { settings } = props;
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      {settings.filters.map((filter) => (
        <TableFilter
          key={filter.key}
          filter={filter}
          value={props.filterValues[filter.key] ?? 0}
          onChange={(value) => props.onFilterChange(filter.key, value)}
        />
      ))}
      {settings.searchBy.length > 1 && (
        <Select
          w={FIELD_WIDTH}
          aria-label="Search by"
          data={settings.searchBy.map((s) => ({ value: s.key, label: `Search by ${s.label}` }))}
          value={props.searchBy}
          onChange={props.onSearchByChange}
          allowDeselect={false}
        />
      )}
      {settings.searchBy.length > 0 && (
        <TextInput
          w={{ base: '100%', xs: 240 }}
          aria-label={`Search ${settings.label}`}
          placeholder={`Search ${settings.searchBy.find((s) => s.key === props.searchBy)?.label ?? ''}`.trim()}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={props.keyword}
          maxLength={200}
          onChange={(event) => props.onKeywordChange(event.currentTarget.value)}
        />
      )}
    </Group>
  );
}
