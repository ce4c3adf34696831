import { Alert, Box, Center, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { DEFAULT_PAGE_SIZE, getTableSettings, type TableColumn, type TableRequest } from '@haligi/shared';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { showErrorDialog } from '../../lib/notify';
import { MUTED_TEXT_COLOR } from '../page-header';
import { TableCell } from './table-cell';
import { TablePagination } from './table-pagination';
import { useTableQuery } from './table-query';
import { TableToolbar, type FilterValues } from './table-toolbar';

type Row = Record<string, unknown>;

export interface DataTableProps<T extends Row> {
  /** The key into TABLE_SETTINGS (columns, filters, search-by, default sort). */
  tableKey: string;
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
}

const SEARCH_DEBOUNCE_MS = 500;

/** The generic server-driven table (spec part 2 sections 2, 7, 8, 9). */
export function DataTable<T extends Row>({
  tableKey,
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
}: DataTableProps<T>) {
  const settings = getTableSettings(tableKey);
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

  let bodyRows: ReactNode;
  if (!settings) {
    bodyRows = messageRow(
      <Alert color="red" variant="light" title="Table unavailable" role="alert">
        <Text size="sm" c="red.9">
          No table settings exist for "{tableKey}".
        </Text>
      </Alert>,
    );
  } else if (query.isError && !query.data) {
    bodyRows = messageRow(
      <Text size="sm" c="red.9" role="alert">
        Could not load {settings.label.toLowerCase()}: {query.error.message}
      </Text>,
    );
  } else if (query.isPending) {
    bodyRows = messageRow(
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Loading...</Text>
      </Group>,
    );
  } else if (query.data.list.length === 0) {
    bodyRows = messageRow(<Text size="sm" c={MUTED_TEXT_COLOR}>No data</Text>);
  } else {
    bodyRows = query.data.list.map((row, index) => (
      <Table.Tr key={String(row.id ?? index)}>
        {columns.map((column) => (
          <Table.Td key={column.key}>
            {renderCell?.[column.key] ? renderCell[column.key]!(row) : <TableCell column={column} value={row[column.key]} />}
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
