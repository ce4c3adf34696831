import { ActionIcon, Alert, Box, Button, Card, Center, Group, Loader, Popover, Select, Stack, Table, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArrowsSort, IconDotsVertical, IconFilterOff, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { DEFAULT_PAGE_SIZE, getTableSettings, type TableColumn, type TableRequest, type TableSettings } from '@haligi/shared';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { showErrorDialog } from '../../lib/notify';
import { LoadError } from '../load-error';
import { cardLayoutOf } from './card-layout';
import { MUTED_TEXT_COLOR } from '../page-header';
import { TableCell } from './table-cell';
import { TablePagination } from './table-pagination';
import { useTableQuery } from './table-query';
import { TableToolbar, type FilterValues } from './table-toolbar';

type Row = Record<string, unknown>;

export interface DataTableProps<T extends Row> {
  /** The key into TABLE_SETTINGS (columns, filters, search-by, default sort). */
  tableKey: string;
  /** Settings made at run time (the database viewer's columns), used instead of the key's. */
  settings?: TableSettings;
  /** The PUT table endpoint under the API, e.g. `/account`. */
  apiUrl: string;
  renderActions?: (row: T) => ReactNode;
  /** Replaces how a column's cell renders. */
  renderCell?: Partial<Record<string, (row: T) => ReactNode>>;
  extraQuery?: Record<string, string | number | boolean | undefined>;
  initialPageSize?: number;
  /** Reload every so many ms (queue monitor). */
  refetchInterval?: number;
  /** Accessible name of the table; defaults to the settings label. */
  caption?: string;
  /** Below this width (px) the table scrolls sideways; default 130 px per column. */
  minWidth?: number;
  /** Filters the page sets itself (a tab's `deleted`, a dialog's `parent`), sent with every request. */
  fixedFilters?: readonly { key: string; value: string | number | boolean }[];
  /** Told the request body whenever search, filters or sort change (an export with the same search). */
  onRequestChange?: (body: TableRequest) => void;
  /** What an empty table says (what goes there) and its create button. */
  emptyState?: { text: string; action?: ReactNode };
  /** On phones each row is a card: this column is its title (default: the first column)... */
  cardTitle?: string;
  /** ...and these its fields (default: the next three columns). */
  cardFields?: readonly string[];
}

const SEARCH_DEBOUNCE_MS = 500;

/** The generic server-driven table (spec part 2 sections 2, 7, 8, 9). */
export function DataTable<T extends Row>({
  tableKey,
  settings: givenSettings,
  apiUrl,
  renderActions,
  renderCell,
  extraQuery,
  initialPageSize = DEFAULT_PAGE_SIZE,
  refetchInterval,
  caption,
  fixedFilters,
  onRequestChange,
  minWidth,
  emptyState,
  cardTitle,
  cardFields,
}: DataTableProps<T>) {
  const theme = useMantineTheme();
  // Below the sm breakpoint rows become cards: no table scrolls sideways on a phone.
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const settings = givenSettings ?? getTableSettings(tableKey);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(initialPageSize);
  const [filterValues, setFilterValues] = useState<FilterValues>({});
  const [searchBy, setSearchBy] = useState<string | null>(settings?.searchBy[0]?.key ?? null);
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState(settings?.defaultSort ?? { sortBy: 'createdAt', sortOrder: 'desc' as const });

  useEffect(() => {
    if (!settings) console.error(`No table settings for key "${tableKey}"`);
  }, [settings, tableKey]);

  // Compared by content: callers may pass a new array on every render.
  const fixedFiltersKey = JSON.stringify(fixedFilters ?? []);
  const body = useMemo<TableRequest>(
    () => ({
      searchKeyword: debouncedKeyword,
      searchBy,
      filters: [
        ...(JSON.parse(fixedFiltersKey) as TableRequest['filters']),
        ...Object.entries(filterValues)
          .filter(([, value]) => value !== 0 && value !== '')
          .map(([key, value]) => ({ key, value })),
      ],
      settings: { sortBy: sort.sortBy, sortOrder: sort.sortOrder },
    }),
    [debouncedKeyword, searchBy, filterValues, sort, fixedFiltersKey],
  );
  const onRequestChangeRef = useRef(onRequestChange);
  onRequestChangeRef.current = onRequestChange;
  useEffect(() => onRequestChangeRef.current?.(body), [body]);
  const query = useTableQuery<T>({ apiUrl, page, perPage, body, extraQuery }, { enabled: !!settings, refetchInterval });

  // A failed load shows the Error dialog once per distinct failure, not on every retry tick.
  const lastShownError = useRef<string | null>(null);
  useEffect(() => {
    if (query.isError) {
      if (lastShownError.current !== query.error.message) showErrorDialog(query.error);
      lastShownError.current = query.error.message;
    } else if (query.isSuccess) lastShownError.current = null;
  }, [query.isError, query.isSuccess, query.error]);

  // The page the server answered wins (e.g. after a delete empties the last page).
  useEffect(() => {
    if (query.data && query.data.pagination.totalPages > 0 && page > query.data.pagination.totalPages) {
      setPage(query.data.pagination.totalPages);
    }
  }, [query.data, page]);

  const columns: TableColumn[] = settings?.columns ?? [];
  const columnCount = Math.max(columns.length + (renderActions ? 1 : 0), 1);
  const label = caption ?? settings?.label ?? tableKey;

  const toggleSort = (column: TableColumn) => {
    setSort((current) =>
      current.sortBy === column.key
        ? { sortBy: column.key, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' }
        : { sortBy: column.key, sortOrder: 'asc' },
    );
    setPage(1);
  };

  const messageRow = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={columnCount}>
        {/* Stays in view when a wide table scrolls sideways on a phone. */}
        <Center py="lg" pos="sticky" left={0} maw="calc(100vw - 3rem)">
          {content}
        </Center>
      </Table.Td>
    </Table.Tr>
  );

  const isNarrowed = debouncedKeyword !== '' || Object.values(filterValues).some((value) => value !== 0 && value !== '');
  const clearFilters = () => {
    setKeyword('');
    setFilterValues({});
    setPage(1);
  };
  const emptyMessage = isNarrowed ? (
    <Stack align="center" gap="xs" data-testid="table-no-results">
      <Text size="sm" c={MUTED_TEXT_COLOR} ta="center">
        {debouncedKeyword ? `No ${settings?.label.toLowerCase() ?? 'records'} match "${debouncedKeyword}".` : `No ${settings?.label.toLowerCase() ?? 'records'} match these filters.`}
      </Text>
      <Button size="xs" variant="default" leftSection={<IconFilterOff size={14} aria-hidden />} onClick={clearFilters}>
        Clear filters
      </Button>
    </Stack>
  ) : (
    <Stack align="center" gap="xs" data-testid="table-empty">
      <Text size="sm" c={MUTED_TEXT_COLOR} ta="center">
        {emptyState?.text ?? `No ${settings?.label.toLowerCase() ?? 'records'} yet.`}
      </Text>
      {emptyState?.action}
    </Stack>
  );

  let message: ReactNode = null;
  if (!settings) {
    message = (
      <Alert color="red" variant="light" title="Table unavailable" role="alert">
        <Text size="sm" c="red.9">
          No table settings exist for "{tableKey}".
        </Text>
      </Alert>
    );
  } else if (query.isError && !query.data) {
    message = <LoadError what={settings.label.toLowerCase()} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  } else if (query.isPending) {
    message = (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Loading...</Text>
      </Group>
    );
  } else if (query.data.list.length === 0) {
    message = emptyMessage;
  }
  const rows = message === null && query.data ? query.data.list : [];
  const cellOf = (row: T, column: TableColumn) =>
    renderCell?.[column.key] ? renderCell[column.key]!(row) : <TableCell column={column} value={row[column.key]} />;

  let bodyRows: ReactNode;
  if (message !== null) bodyRows = messageRow(message);
  else {
    bodyRows = rows.map((row, index) => (
      <Table.Tr key={String(row.id ?? index)}>
        {columns.map((column) => (
          <Table.Td key={column.key}>
            {cellOf(row, column)}
          </Table.Td>
        ))}
        {renderActions && (
          <Table.Td>
            <Group gap={4} wrap="nowrap" justify="flex-end">
              {renderActions(row)}
            </Group>
          </Table.Td>
        )}
      </Table.Tr>
    ));
  }

  return (
    <Box>
      {settings && (
        <TableToolbar
          settings={settings}
          filterValues={filterValues}
          onFilterChange={(key, value) => {
            setFilterValues((current) => (current[key] === value ? current : { ...current, [key]: value }));
            setPage(1);
          }}
          searchBy={searchBy}
          onSearchByChange={(key) => {
            setSearchBy(key);
            setPage(1);
          }}
          keyword={keyword}
          onKeywordChange={(value) => {
            setKeyword(value);
            setPage(1);
          }}
        />
      )}
      {isPhone && settings ? (
        <PhoneCards
          label={label}
          columns={columns}
          rows={rows}
          message={message}
          cardTitle={cardTitle}
          cardFields={cardFields}
          cellOf={cellOf}
          renderActions={renderActions}
          sort={sort}
          defaultSortBy={settings.defaultSort.sortBy}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          isBusy={query.isFetching}
        />
      ) : (
      <Box pos="relative" mt="sm">
        <Table.ScrollContainer minWidth={minWidth ?? Math.max(columnCount * 130, 320)} type="native">
          <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-busy={query.isFetching} aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <SortableHeader key={column.key} column={column} sort={sort} onToggle={() => toggleSort(column)} />
                ))}
                {renderActions && (
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    Actions
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{bodyRows}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {query.isFetching && !query.isPending && (
          <Loader size="xs" pos="absolute" top={10} right={10} role="status" aria-label="Refreshing" />
        )}
      </Box>
      )}
      {settings && (
        <TablePagination
          pagination={query.data?.pagination}
          perPage={perPage}
          onPageChange={setPage}
          onPerPageChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        />
      )}
    </Box>
  );
}

interface PhoneCardsProps<T extends Row> {
  label: string;
  columns: TableColumn[];
  rows: T[];
  message: ReactNode;
  cardTitle?: string;
  cardFields?: readonly string[];
  cellOf: (row: T, column: TableColumn) => ReactNode;
  renderActions?: (row: T) => ReactNode;
  sort: { sortBy: string; sortOrder: 'asc' | 'desc' };
  /** The settings' default sort key, offered even when no column shows it. */
  defaultSortBy: string;
  onSortChange: (sort: { sortBy: string; sortOrder: 'asc' | 'desc' }) => void;
  isBusy: boolean;
}

const textOf = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value));

/** A table on a phone: one card per row (title, key fields, actions behind a menu) and a sort picker. */
function PhoneCards<T extends Row>({ label, columns, rows, message, cardTitle, cardFields, cellOf, renderActions, sort, defaultSortBy, onSortChange, isBusy }: PhoneCardsProps<T>) {
  const { title, fields } = cardLayoutOf(columns, cardTitle, cardFields);
  const sortable = columns.filter((column) => column.isSortable);
  // The default order (newest first) is a choice too, though no column shows it.
  const sortOptions = [
    ...(sortable.some((column) => column.key === defaultSortBy) ? [] : [{ value: defaultSortBy, label: defaultSortBy === 'createdAt' ? 'Sort by Date added' : `Sort by ${defaultSortBy}` }]),
    ...sortable.map((column) => ({ value: column.key, label: `Sort by ${column.label}` })),
  ];
  return (
    <Stack gap="xs" mt="sm" aria-busy={isBusy}>
      {sortable.length > 0 && (
        <Group gap="xs" wrap="nowrap">
          <Select
            flex={1}
            aria-label="Sort by"
            data={sortOptions}
            value={sortOptions.some((option) => option.value === sort.sortBy) ? sort.sortBy : null}
            placeholder="Sort by"
            onChange={(key) => key && onSortChange({ sortBy: key, sortOrder: sort.sortOrder })}
            allowDeselect={false}
          />
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={sort.sortOrder === 'asc' ? 'Sorted ascending: sort descending' : 'Sorted descending: sort ascending'}
            onClick={() => onSortChange({ sortBy: sort.sortBy, sortOrder: sort.sortOrder === 'asc' ? 'desc' : 'asc' })}
          >
            {sort.sortOrder === 'asc' ? <IconSortAscending size={18} aria-hidden /> : <IconSortDescending size={18} aria-hidden />}
          </ActionIcon>
        </Group>
      )}
      {message !== null ? (
        <Card withBorder padding="md">
          <Center>{message}</Center>
        </Card>
      ) : (
        <Stack gap="xs" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row, index) => {
            const heading = title ? textOf(row[title.key]) : '';
            return (
              <Card key={String(row.id ?? index)} component="li" withBorder padding="sm" radius="md" data-testid="table-card">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Box fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {title ? cellOf(row, title) : null}
                  </Box>
                  {renderActions && (
                    <Popover position="bottom-end" shadow="md" withinPortal>
                      <Popover.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={heading ? `Actions for ${heading}` : 'Actions'}>
                          <IconDotsVertical size={18} aria-hidden />
                        </ActionIcon>
                      </Popover.Target>
                      <Popover.Dropdown>
                        <Group gap={4} wrap="wrap" maw={260}>
                          {renderActions(row)}
                        </Group>
                      </Popover.Dropdown>
                    </Popover>
                  )}
                </Group>
                <Stack gap={2} mt={6} component="dl" m={0}>
                  {fields.map((column) => (
                    <Group key={column.key} gap={6} wrap="nowrap" align="baseline">
                      <Text component="dt" size="xs" c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'nowrap' }}>
                        {column.label}
                      </Text>
                      <Box component="dd" m={0} fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {cellOf(row, column)}
                      </Box>
                    </Group>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

interface SortableHeaderProps {
  column: TableColumn;
  sort: { sortBy: string; sortOrder: 'asc' | 'desc' };
  onToggle: () => void;
}

function SortableHeader({ column, sort, onToggle }: SortableHeaderProps) {
  if (!column.isSortable) {
    return (
      <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
        {column.label}
      </Table.Th>
    );
  }
  const isActive = sort.sortBy === column.key;
  const Icon = !isActive ? IconArrowsSort : sort.sortOrder === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th
      scope="col"
      aria-sort={isActive ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={onToggle} fw={700} fz="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {column.label}
        <Icon size={14} aria-hidden style={{ opacity: isActive ? 1 : 0.6 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
