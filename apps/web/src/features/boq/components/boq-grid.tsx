import {
  closestCenter,
  DndContext,
  getClientRect,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { Box, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { boqCellUpdate, formatCurrency } from '@haligi/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { BoqGridRow, BoqPresenceMember } from '../api/boq-room-types';
import { findNextCell, type BoqCell, type BoqMove } from '../utils/boq-navigation';
import { canMoveAfter, isInlineEditable, type BoqLine } from '../utils/boq-rows';
import {
  BOQ_FIGURE_COLUMNS,
  BOQ_ROW_HEIGHT,
  gridTemplate,
  gridWidth,
  PARTICULARS_WIDTH,
  PARTICULARS_WIDTH_PHONE,
  stickyOffsets,
} from './boq-columns';
import type { BoqSelectMode } from '../utils/boq-selection';
import { BoqGridRowView, cellStyle, rowLayout, stickyCell } from './boq-grid-row';

export interface BoqGridProps {
  lines: BoqLine[];
  boqTotal: string;
  boqTotalWithProfit: string;
  isLocked: boolean;
  /** Not the current revision, or submitted to client: no inline editors, no drag. */
  isReadOnly: boolean;
  editing: BoqCell | null;
  onEditingChange: (cell: BoqCell | null) => void;
  /** Saves a typed cell: the BOQ_EDIT_ITEM updateValue (only called when what the cell shows changes). */
  onSave: (rowId: number, updateValue: Record<string, string>) => void;
  checkedIds: ReadonlySet<number>;
  onToggleCheck: (row: BoqGridRow, checked: boolean) => void;
  onPickColor: (row: BoqGridRow, x: number, y: number) => void;
  onMenu: (row: BoqGridRow, x: number, y: number) => void;
  /** Moves an ITEM row after another ITEM row (drag and drop, only while PENDING). */
  onMove: (fromId: number, toId: number) => void;
  /** Other members' cells: rowId -> field -> member. */
  presence: Map<number, Map<string, BoqPresenceMember>>;
  selectedIds: ReadonlySet<number>;
  onSelect: (row: BoqGridRow, mode: BoqSelectMode) => void;
  /** "+ Item" on heading rows; undefined while rows cannot be added. */
  onAddItem?: (row: BoqGridRow) => void;
  /** The empty BOQ's first step; undefined while rows cannot be added. */
  onAddHeading?: () => void;
}

export const BOQ_EMPTY_MESSAGE = 'This Bill of Quantity has no rows yet. Start with a heading (a part of the work, such as "Earthworks"), then use + Item on it to add its items.';

/** The keyboard moves a picked-up row one row at a time. */
const rowStepCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  if (event.code === 'ArrowDown') return { ...currentCoordinates, y: currentCoordinates.y + BOQ_ROW_HEIGHT };
  if (event.code === 'ArrowUp') return { ...currentCoordinates, y: currentCoordinates.y - BOQ_ROW_HEIGHT };
  return undefined;
};

/** Rows are placed with translateY: measure where they are, not where they would be without it. */
const MEASURING = { draggable: { measure: getClientRect }, droppable: { measure: getClientRect } };

/** The BOQ table (spec part 1 section 2): rows virtualised so thousands scroll smoothly. */
export function BoqGrid(props: BoqGridProps) {
  const { lines, boqTotal, boqTotalWithProfit, isLocked, isReadOnly, editing, onEditingChange, onSave, presence } = props;
  const isPhone = useMediaQuery('(max-width: 36em)');
  const particularsWidth = isPhone ? PARTICULARS_WIDTH_PHONE : PARTICULARS_WIDTH;
  const template = gridTemplate(particularsWidth, isLocked);
  const width = gridWidth(particularsWidth, isLocked);
  const offsets = useMemo(() => stickyOffsets(isLocked), [isLocked]);
  const scrollRef = useRef<HTMLDivElement>(null);

  // An empty BOQ shows how to start instead of grand totals of nothing.
  const allLines = useMemo<BoqLine[]>(
    () => lines.length === 0 ? [] : [
      ...lines,
      { kind: 'total', label: 'Grand Total', amount: boqTotal, isWithProfit: false },
      { kind: 'total', label: 'Grand Total with Profit', amount: boqTotalWithProfit, isWithProfit: true },
    ],
    [lines, boqTotal, boqTotalWithProfit],
  );
  const editableRowIds = useMemo(() => lines.flatMap((l) => (l.kind === 'row' && isInlineEditable(l.row) ? [l.row.id] : [])), [lines]);
  const rowsById = useMemo(() => new Map(lines.flatMap((l) => (l.kind === 'row' ? [[l.row.id, l.row] as const] : []))), [lines]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowStepCoordinates }),
  );
  const nameOf = useCallback((id: UniqueIdentifier | undefined) => {
    const row = id === undefined ? undefined : rowsById.get(Number(id));
    return row ? `${row.numerals} ${row.description}` : '';
  }, [rowsById]);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Arrow keys choose the row to move it after, Space drops, Escape cancels.`,
    onDragOver: ({ active, over }) => (over && over.id !== active.id ? `${nameOf(active.id)} will move after ${nameOf(over.id)}.` : `${nameOf(active.id)} is not over another item.`),
    onDragEnd: ({ active, over }) => (over && over.id !== active.id ? `Moved ${nameOf(active.id)} after ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const { onMove } = props;
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (over && canMoveAfter(rowsById, Number(active.id), Number(over.id))) onMove(Number(active.id), Number(over.id));
    },
    [rowsById, onMove],
  );

  const virtualizer = useVirtualizer({
    count: allLines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => BOQ_ROW_HEIGHT,
    overscan: 12,
  });

  // Keep the edited row in view when the keyboard moves to it.
  useEffect(() => {
    if (!editing) return;
    const index = allLines.findIndex((l) => l.kind === 'row' && l.row.id === editing.rowId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [editing, allLines, virtualizer]);

  const onCommit = useCallback(
    (cell: BoqCell, text: string, move: BoqMove | null) => {
      const row = rowsById.get(cell.rowId);
      // Unchanged or unreadable values are not sent; decimals go as typed (boqCellUpdate).
      const update = row ? boqCellUpdate(row, cell.field, text) : null;
      if (update) onSave(cell.rowId, update);
      onEditingChange(move ? findNextCell(editableRowIds, cell, move) : null);
    },
    [rowsById, editableRowIds, onSave, onEditingChange],
  );
  const onCancel = useCallback(() => onEditingChange(null), [onEditingChange]);

  const layout = (start: number) => rowLayout(start, template, width);

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} measuring={MEASURING} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <Box ref={scrollRef} tabIndex={0} aria-label="Bill of quantity rows" role="region" style={{ flex: 1, minHeight: 0, overflow: 'auto', position: 'relative' }} data-testid="boq-grid-scroll">
        <Box role="table" aria-label="Bill of quantity" aria-rowcount={allLines.length + 1} style={{ width, position: 'relative' }}>
          <Box role="rowgroup" style={{ position: 'sticky', top: 0, zIndex: 5 }}>
            <Box role="row" style={{ display: 'grid', gridTemplateColumns: template, width, background: 'light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-5))', borderBottom: '2px solid var(--mantine-color-default-border)' }}>
              {offsets.hasCheck && (
                <Box role="columnheader" style={{ ...cellStyle, ...stickyCell(0, 6) }}>
                  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Purchase</span>
                </Box>
              )}
              <Box role="columnheader" style={{ ...cellStyle, ...stickyCell(offsets.color, 6) }}>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Colour</span>
              </Box>
              <Box role="columnheader" style={{ ...cellStyle, ...stickyCell(offsets.particulars, 6), fontWeight: 700, fontSize: 13, borderRight: '2px solid var(--mantine-color-default-border)' }}>
                Particulars
              </Box>
              {BOQ_FIGURE_COLUMNS.map((c) => (
                <Box key={c.key} role="columnheader" style={{ ...cellStyle, justifyContent: c.kind === 'text' ? 'flex-start' : 'flex-end', whiteSpace: 'normal', textAlign: 'right', fontWeight: 700, fontSize: 12, lineHeight: 1.2, padding: '4px 8px', minHeight: 40 }}>
                  {c.label}
                </Box>
              ))}
            </Box>
          </Box>
          <Box role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const line = allLines[item.index]!;
              if (line.kind === 'row') {
                return (
                  <BoqGridRowView
                    key={`r${line.row.id}`}
                    row={line.row}
                    top={item.start}
                    template={template}
                    width={width}
                    offsets={offsets}
                    isLocked={isLocked}
                    isReadOnly={isReadOnly}
                    editingField={editing?.rowId === line.row.id ? editing.field : null}
                    isChecked={props.checkedIds.has(line.row.id)}
                    presence={presence.get(line.row.id)}
                    onStartEdit={onEditingChange}
                    onCommit={onCommit}
                    onCancel={onCancel}
                    onToggleCheck={props.onToggleCheck}
                    onPickColor={props.onPickColor}
                    onMenu={props.onMenu}
                    isSelected={props.selectedIds.has(line.row.id)}
                    onSelect={props.onSelect}
                    onAddItem={props.onAddItem}
                  />
                );
              }
              const isSubtotal = line.kind === 'subtotal';
              const label = isSubtotal ? `Subtotal ${line.row.numerals}` : line.label;
              return (
                <Box key={isSubtotal ? `s${line.row.id}` : `t${line.label}`} role="row" data-testid={isSubtotal ? 'boq-subtotal' : 'boq-grand-total'} style={{ ...layout(item.start), background: isSubtotal ? 'var(--mantine-color-body)' : 'light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-6))', fontWeight: 700 }}>
                  {offsets.hasCheck && <Box role="cell" style={{ ...cellStyle, ...stickyCell(0, 2) }} />}
                  <Box role="cell" style={{ ...cellStyle, ...stickyCell(offsets.color, 2) }} />
                  <Box role="cell" style={{ ...cellStyle, ...stickyCell(offsets.particulars, 2), justifyContent: 'flex-end', borderRight: '2px solid var(--mantine-color-default-border)' }}>
                    <Text fz={13} lh={1.15} fw={700} lineClamp={2} ta="right" style={{ whiteSpace: 'normal' }}>{label}</Text>
                  </Box>
                  {BOQ_FIGURE_COLUMNS.map((c) => {
                    let value = '';
                    if (isSubtotal && c.isSum) value = formatCurrency(line.row[c.field] as string);
                    if (!isSubtotal && c.key === (line.isWithProfit ? 'totalWithProfit' : 'directCost')) value = formatCurrency(line.amount);
                    return (
                      <Box key={c.key} role="cell" data-field={c.key} style={{ ...cellStyle, justifyContent: 'flex-end', fontSize: 14 }}>
                        {value}
                      </Box>
                    );
                  })}
                </Box>
              );
            })}
          </Box>
        </Box>
        {lines.length === 0 && (
          <Stack gap="xs" p="md" align="flex-start" style={{ position: 'sticky', left: 0, maxWidth: 'min(560px, 100vw)' }} data-testid="boq-empty">
            <Text size="sm" c={MUTED_TEXT_COLOR}>{BOQ_EMPTY_MESSAGE}</Text>
            {props.onAddHeading && (
              <Button size="xs" leftSection={<IconPlus size={16} />} onClick={props.onAddHeading}>
                Add the first heading
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </DndContext>
  );
}
