import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { computePageButtons, TABLE_PAGE_SIZES, type TablePagination as Pagination } from '@haligi/shared';
import { useId } from 'react';
import { MUTED_TEXT_COLOR } from '../page-header';

export interface TablePaginationProps {
  pagination: Pagination | undefined;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

const PAGE_SIZE_DATA = TABLE_PAGE_SIZES.map((size) => ({ value: String(size), label: size === 0 ? 'All' : String(size) }));

/** Page size select, a "from-to of total" line and page buttons with gaps. */
export function TablePagination({ pagination, perPage, onPageChange, onPerPageChange }: TablePaginationProps) {
  const sizeId = useId();
  const page = pagination?.page ?? 1;
  const totalPages = Math.max(pagination?.totalPages ?? 1, 1);
  const total = pagination?.total ?? 0;
  const from = total === 0 ? 0 : perPage === 0 ? 1 : (page - 1) * perPage + 1;
  const to = perPage === 0 ? total : Math.min(page * perPage, total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mt="sm">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c={MUTED_TEXT_COLOR} component="label" htmlFor={sizeId}>
          Rows per page
        </Text>
        <Select
          id={sizeId}
          w={84}
          size="xs"
          data={PAGE_SIZE_DATA}
          value={String(perPage)}
          onChange={(value) => value !== null && onPerPageChange(Number(value))}
          allowDeselect={false}
        />
        <Text size="sm" c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'nowrap' }}>
          {from}-{to} of {total}
        </Text>
      </Group>
      <Group gap={4} wrap="wrap" component="nav" aria-label="Pages">
        <ActionIcon variant="default" aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        {computePageButtons(page, totalPages).map((button, index) =>
          button === null ? (
            <Text key={`gap-${index}`} size="sm" px={4} aria-hidden>
              ...
            </Text>
          ) : (
            <Button
              key={button}
              size="compact-sm"
              miw={30}
              variant={button === page ? 'filled' : 'default'}
              aria-label={`Page ${button}`}
              aria-current={button === page ? 'page' : undefined}
              onClick={() => onPageChange(button)}
            >
              {button}
            </Button>
          ),
        )}
        <ActionIcon variant="default" aria-label="Next page" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
