import { Box, Button, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { formatCurrency, formatUnitCost } from '@haligi/shared';
import { useMemo, useState, type MouseEvent } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { BoqGridRow } from '../api/boq-room-types';
import { formatAmount } from '../utils/boq-format';
import { childrenByParent, type BoqRowMap } from '../utils/boq-rows';
import { BOQ_EMPTY_MESSAGE } from './boq-grid';
import { rowBackground } from './boq-grid-row';

export interface BoqPhoneListProps {
  rows: BoqRowMap;
  boqTotal: string;
  boqTotalWithProfit: string;
  /** Opens an item's bottom sheet. */
  onOpenItem: (row: BoqGridRow) => void;
  /** "+ Item" on headings; undefined while rows cannot be added. */
  onAddItem?: (row: BoqGridRow) => void;
  onAddHeading?: () => void;
  onMenu: (row: BoqGridRow, x: number, y: number) => void;
  /** While LOCKED, items linked to the catalogue can be ticked for a purchase request. */
  isLocked: boolean;
  checkedIds: ReadonlySet<number>;
  onToggleCheck: (row: BoqGridRow, checked: boolean) => void;
}

/**
 * The BOQ on a phone (decision 0035): headings collapsed, each with its subtotal; a tap opens one;
 * an item opens in a bottom sheet. Nothing is wider than the screen.
 */
export function BoqPhoneList({ rows, boqTotal, boqTotalWithProfit, onOpenItem, onAddItem, onAddHeading, onMenu, isLocked, checkedIds, onToggleCheck }: BoqPhoneListProps) {
  const children = useMemo(() => childrenByParent(rows), [rows]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const menu = (row: BoqGridRow) => (e: MouseEvent) => {
    e.preventDefault();
    onMenu(row, e.clientX, e.clientY);
  };

  const renderRow = (row: BoqGridRow) => {
    const kids = children.get(row.id) ?? [];
    const isGroup = row.type !== 'ITEM' || kids.length > 0;
    const indent = row.generation * 12;
    if (!isGroup) {
      const canTick = isLocked && row.itemId !== null;
      return (
        <Group key={row.id} data-testid="boq-phone-item" data-row-id={row.id} gap={0} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          {canTick && (
            <Checkbox ml={12 + indent} aria-label={`Tick ${row.description} for purchase`} checked={checkedIds.has(row.id)} onChange={(e) => onToggleCheck(row, e.currentTarget.checked)} />
          )}
          <UnstyledButton
            onClick={() => onOpenItem(row)}
            onContextMenu={menu(row)}
            style={{ display: 'block', flex: 1, minWidth: 0, padding: `8px 12px 8px ${canTick ? 8 : 12 + indent}px` }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Box style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={700}>{row.numerals} </Text>
                  {row.description}
                </Text>
                <Text size="xs" c={MUTED_TEXT_COLOR}>
                  {formatAmount(row.quantity)} {row.materialUnit} × {formatUnitCost(row.materialUnitCost)}
                </Text>
              </Box>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>{formatCurrency(row.directCost)}</Text>
            </Group>
          </UnstyledButton>
        </Group>
      );
    }
    const isOpen = expanded.has(row.id);
    const Chevron = isOpen ? IconChevronDown : IconChevronRight;
    return (
      <Box key={row.id} data-testid="boq-phone-group" data-row-id={row.id} data-row-type={row.type}>
        <UnstyledButton
          aria-expanded={isOpen}
          onClick={() => toggle(row.id)}
          onContextMenu={menu(row)}
          style={{ display: 'block', width: '100%', padding: `10px 12px 10px ${8 + indent}px`, background: rowBackground(row), borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              <Chevron size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                {row.numerals} {row.description}
              </Text>
            </Group>
            <Text size="sm" fw={700} style={{ flexShrink: 0 }} data-testid="boq-phone-subtotal">{formatCurrency(row.directCost)}</Text>
          </Group>
        </UnstyledButton>
        {isOpen && (
          <Box>
            {kids.map(renderRow)}
            {row.type !== 'ITEM' && onAddItem && (
              <Box style={{ padding: `6px 12px 6px ${12 + indent}px`, borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                <Button size="compact-sm" variant="subtle" leftSection={<IconPlus size={14} />} aria-label={`Add item to ${row.description}`} onClick={() => onAddItem(row)}>
                  Item
                </Button>
              </Box>
            )}
          </Box>
        )}
      </Box>
    );
  };

  const top = children.get(null) ?? [];
  return (
    <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }} data-testid="boq-phone-list">
      {top.length === 0 ? (
        <Stack gap="xs" p="md" align="flex-start" data-testid="boq-empty">
          <Text size="sm" c={MUTED_TEXT_COLOR}>{BOQ_EMPTY_MESSAGE}</Text>
          {onAddHeading && (
            <Button size="xs" leftSection={<IconPlus size={16} />} onClick={onAddHeading}>
              Add the first heading
            </Button>
          )}
        </Stack>
      ) : (
        <>
          {top.map(renderRow)}
          <Group justify="space-between" p="sm" data-testid="boq-grand-total" style={{ background: 'light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-6))' }}>
            <Text size="sm" fw={700}>Grand Total</Text>
            <Text size="sm" fw={700}>{formatCurrency(boqTotal)}</Text>
          </Group>
          <Group justify="space-between" px="sm" pb="sm" style={{ background: 'light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-6))' }}>
            <Text size="sm" fw={700}>Grand Total with Profit</Text>
            <Text size="sm" fw={700}>{formatCurrency(boqTotalWithProfit)}</Text>
          </Group>
        </>
      )}
    </Box>
  );
}
