import { Badge, Box, Button, Card, CloseButton, Grid, Group, Loader, ScrollArea, SegmentedControl, Select, Stack, Text, TextInput, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconDatabase, IconFilterPlus, IconLock, IconSearch } from '@tabler/icons-react';
import type { TableSettings } from '@haligi/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { ROWS_URL, useDatabaseColumns, useDatabaseTables, type DatabaseColumn, type DatabaseTable } from './api';

const countText = (table: DatabaseTable) => (table.isEstimate ? `about ${table.rowCount.toLocaleString('en-PH')}` : table.rowCount.toLocaleString('en-PH'));

/** Developer > Database viewer: every table, read only; secret columns read ••••. */
export function DatabaseViewerPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('table');
  const choose = (name: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('table', name);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader
        title="Database Viewer"
        description="Every table of the database, read only. Secret columns read ••••; binary columns show their size. Each read of rows is recorded in the audit log."
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <TableList selected={selected} onChoose={choose} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} style={{ minWidth: 0 }}>
          {selected ? (
            <TableRows key={selected} table={selected} />
          ) : (
            <Card withBorder padding="lg">
              <Group gap="xs" justify="center">
                <IconDatabase size={18} aria-hidden />
                <Text size="sm" c={MUTED_TEXT_COLOR}>
                  Choose a table to see its rows.
                </Text>
              </Group>
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}

function TableList({ selected, onChoose }: { selected: string | null; onChoose: (name: string) => void }) {
  const tables = useDatabaseTables();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => (tables.data ?? []).filter((t) => t.name.includes(search.trim().toLowerCase())), [tables.data, search]);
  return (
    <Card withBorder padding="sm">
      <TextInput
        aria-label="Search tables"
        placeholder="Search tables"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={63}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb="xs"
      />
      {tables.isError ? (
        <LoadError what="tables" error={tables.error} onRetry={() => void tables.refetch()} isRetrying={tables.isFetching} />
      ) : tables.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading...</Text>
        </Group>
      ) : shown.length === 0 ? (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          No table matches "{search.trim()}".
        </Text>
      ) : (
        <ScrollArea.Autosize mah={{ base: 260, md: 640 } as never} type="auto" offsetScrollbars>
          <Stack gap={2} component="ul" aria-label="Tables" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((table) => {
              const isSelected = table.name === selected;
              return (
                <li key={table.name}>
                  <UnstyledButton
                    onClick={() => onChoose(table.name)}
                    aria-current={isSelected ? 'true' : undefined}
                    w="100%"
                    px="xs"
                    py={6}
                    style={{
                      borderRadius: 'var(--mantine-radius-sm)',
                      background: isSelected ? 'var(--mantine-color-indigo-light)' : undefined,
                      fontWeight: isSelected ? 700 : 400,
                    }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {table.name}
                      </Text>
                      <Text size="xs" c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} aria-label={`${countText(table)} rows`}>
                        {countText(table)}
                      </Text>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Card>
  );
}

interface ColumnFilter {
  column: string;
  op: 'equals' | 'contains';
  value: string;
}

function MaskedCell() {
  return (
    <Tooltip label="Secret: never shown">
      <Badge variant="filled" color="gray.2" c="dark.8" radius="sm" leftSection={<IconLock size={12} aria-hidden />} aria-label="Masked secret" tabIndex={0}>
        ••••
      </Badge>
    </Tooltip>
  );
}

function TableRows({ table }: { table: string }) {
  const columns = useDatabaseColumns(table);
  const tables = useDatabaseTables();
  const [filters, setFilters] = useState<ColumnFilter[]>([]);
  const info = tables.data?.find((t) => t.name === table);

  const settings = useMemo<TableSettings | undefined>(() => {
    if (!columns.data) return undefined;
    const list = columns.data.columns;
    const sortable = list.filter((c) => c.isSortable);
    const first = list.find((c) => c.isPrimaryKey) ?? sortable[0];
    return {
      key: `database:${table}`,
      label: `Rows of ${table}`,
      columns: list.map((c) => ({ key: c.name, label: c.name, isSortable: c.isSortable })),
      searchBy: sortable.map((c) => ({ key: c.name, label: c.name })),
      filters: [],
      defaultSort: { sortBy: first?.name ?? '', sortOrder: 'asc' },
    };
  }, [columns.data, table]);

  const renderCell = useMemo(() => {
    const cells: Record<string, (row: Record<string, unknown>) => ReactNode> = {};
    for (const column of columns.data?.columns ?? []) {
      if (column.isMasked) cells[column.name] = () => <MaskedCell />;
      else
        cells[column.name] = (row) => {
          const value = row[column.name];
          if (value === null || value === undefined) return <Text span size="sm" c={MUTED_TEXT_COLOR} fs="italic">null</Text>;
          return (
            <Text span size="sm" ff={column.isBinary ? undefined : 'monospace'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {String(value)}
            </Text>
          );
        };
    }
    return cells;
  }, [columns.data]);

  // On a phone each row's card lists every column, the secret ones masked.
  const cardFields = useMemo(() => (columns.data?.columns ?? []).slice(1).map((c) => c.name), [columns.data]);
  const fixedFilters = useMemo(() => filters.map((f) => ({ key: f.op === 'contains' ? `${f.column}:contains` : f.column, value: f.value })), [filters]);

  if (columns.isError) return <LoadError what={`columns of ${table}`} error={columns.error} onRetry={() => void columns.refetch()} isRetrying={columns.isFetching} />;
  if (!columns.data || !settings)
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Loading...</Text>
      </Group>
    );
  const masked = columns.data.columns.filter((c) => c.isMasked).map((c) => c.name);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {table}
        </Title>
        {info && (
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            {countText(info)} rows{info.isEstimate ? ' (estimated)' : ''}
          </Text>
        )}
      </Group>
      {masked.length > 0 && (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          Masked: {masked.join(', ')}.
        </Text>
      )}
      <FilterBuilder columns={columns.data.columns} onAdd={(filter) => setFilters((current) => [...current, filter])} />
      {filters.length > 0 && (
        <Group gap="xs" aria-label="Column filters">
          {filters.map((filter, index) => (
            <Badge
              key={`${filter.column}-${index}`}
              variant="outline"
              color="indigo.9"
              radius="sm"
              size="lg"
              style={{ textTransform: 'none', maxWidth: '100%' }}
              rightSection={<CloseButton size="xs" aria-label={`Remove filter ${filter.column} ${filter.op} ${filter.value}`} onClick={() => setFilters((current) => current.filter((_, i) => i !== index))} />}
            >
              {filter.column} {filter.op} "{filter.value}"
            </Badge>
          ))}
        </Group>
      )}
      <DataTable
        tableKey={settings.key}
        settings={settings}
        apiUrl={ROWS_URL}
        extraQuery={{ table }}
        fixedFilters={fixedFilters}
        renderCell={renderCell}
        caption={`Rows of ${table}`}
        cardFields={cardFields}
        emptyState={{ text: `${table} has no rows.` }}
      />
    </Stack>
  );
}

function FilterBuilder({ columns, onAdd }: { columns: DatabaseColumn[]; onAdd: (filter: ColumnFilter) => void }) {
  const usable = columns.filter((c) => c.isSortable);
  const [column, setColumn] = useState<string | null>(usable[0]?.name ?? null);
  const [op, setOp] = useState<'equals' | 'contains'>('equals');
  const [value, setValue] = useState('');
  const add = () => {
    if (!column || value === '') return;
    onAdd({ column, op, value });
    setValue('');
  };
  if (usable.length === 0) return null;
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select w={{ base: '100%', xs: 180 }} label="Column" data={usable.map((c) => c.name)} value={column} onChange={setColumn} allowDeselect={false} searchable />
        <SegmentedControl aria-label="Match" value={op} onChange={(next) => setOp(next as 'equals' | 'contains')} data={[{ value: 'equals', label: 'Equals' }, { value: 'contains', label: 'Contains' }]} />
        <TextInput w={{ base: '100%', xs: 200 }} label="Value" value={value} maxLength={200} onChange={(event) => setValue(event.currentTarget.value)} />
        <Button type="submit" variant="default" leftSection={<IconFilterPlus size={16} aria-hidden />} disabled={!column || value === ''}>
          Add filter
        </Button>
      </Group>
    </Box>
  );
}
