import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Checkbox, Tooltip } from '@mantine/core';
import { IconAlertTriangleFilled, IconGripVertical, IconPlus, IconStarFilled } from '@tabler/icons-react';
import { boqCellValue, formatCurrency, formatUnitCost } from '@haligi/shared';
import { memo, useRef, type CSSProperties, type ReactNode } from 'react';
import type { BoqGridRow, BoqPresenceMember } from '../api/boq-room-types';
import { formatAmount } from '../utils/boq-format';
import { isInlineEditable } from '../utils/boq-rows';
import type { BoqCell, BoqMove } from '../utils/boq-navigation';
import type { BoqSelectMode } from '../utils/boq-selection';
import { nameInitials, presenceColor } from '../utils/presence-color';
import { BoqCellEditor } from './boq-cell-editor';
import { BoqColorMark } from './boq-color-mark';
import { BOQ_FIGURE_COLUMNS, BOQ_ROW_HEIGHT, type BoqFigureColumn, type BoqStickyOffsets } from './boq-columns';

/** Long press opens the row menu on touch screens. */
const LONG_PRESS_MS = 500;

export const stickyCell = (left: number, zIndex = 1): CSSProperties => ({
  position: 'sticky',
  left,
  zIndex,
  background: 'inherit',
});

export const cellStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  padding: '0 8px',
  borderRight: '1px solid var(--mantine-color-default-border)',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  minWidth: 0,
  position: 'relative',
  fontSize: 'var(--mantine-font-size-sm)',
};

export interface BoqGridRowProps {
  row: BoqGridRow;
  isLocked: boolean;
  /** Not the current revision, or submitted to client: no inline editors, no drag. */
  isReadOnly: boolean;
  editingField: string | null;
  isChecked: boolean;
  /** Others editing a cell of this row, by field. */
  presence: Map<string, BoqPresenceMember> | undefined;
  onStartEdit: (cell: BoqCell) => void;
  onCommit: (cell: BoqCell, text: string, move: BoqMove | null) => void;
  onCancel: () => void;
  onToggleCheck: (row: BoqGridRow, checked: boolean) => void;
  onPickColor: (row: BoqGridRow, x: number, y: number) => void;
  onMenu: (row: BoqGridRow, x: number, y: number) => void;
  isSelected: boolean;
  /** Selects the row: alone, a range from the last selected row (Shift), or toggled (Ctrl/⌘). */
  onSelect: (row: BoqGridRow, mode: BoqSelectMode) => void;
  /** "+ Item" on a heading or subheading row; undefined when rows cannot be added (locked, read-only). */
  onAddItem?: (row: BoqGridRow) => void;
  /** Offset from the top of the table body, px. */
  top: number;
  /** The grid's column template and width. */
  template: string;
  width: number;
  offsets: BoqStickyOffsets;
}

const selectMode = (e: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): BoqSelectMode => (e.shiftKey ? 'range' : e.ctrlKey || e.metaKey ? 'toggle' : 'single');

const ADD_ITEM_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  flexShrink: 0,
  marginLeft: 'auto',
  height: 24,
  padding: '0 8px',
  border: '1px solid var(--mantine-color-blue-light-color)',
  borderRadius: 4,
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-blue-light-color)',
  fontSize: 12,
  fontWeight: 600,
  cursor: 'pointer',
};

/** A row with breakdown items takes its costs from them: its own rates are not shown. */
const RATE_COLUMNS = new Set(['materialUnitCost', 'laborPercentageCost', 'laborUnitCost', 'profitMarginPercentage']);

function shownValue(row: BoqGridRow, column: BoqFigureColumn, isLocked: boolean): string {
  if (row.hasChildren && RATE_COLUMNS.has(column.key)) return '';
  const value = row[column.field] as string | null;
  switch (column.kind) {
    case 'money':
      return formatCurrency(value ?? '0');
    case 'unitCost':
      return formatUnitCost(value ?? '0');
    case 'percent':
      return `${formatAmount(value)}%`;
    case 'quantity':
      return isLocked ? `${formatAmount(row.quantityPurchased)} of ${formatAmount(value)}` : formatAmount(value);
    default:
      return value ?? '';
  }
}

function PresenceOutline({ member }: { member: BoqPresenceMember }) {
  const color = presenceColor(member.accountId);
  return (
    <>
      <span aria-hidden style={{ position: 'absolute', inset: 1, border: `2px solid ${color}`, borderRadius: 2, pointerEvents: 'none' }} />
      <Tooltip label={`${member.name} is editing`}>
        <span
          data-testid="boq-presence-cell"
          style={{ position: 'absolute', top: 0, left: 0, fontSize: 9, lineHeight: '12px', padding: '0 3px', color: '#fff', background: color, borderRadius: '0 0 3px 0' }}
        >
          {nameInitials(member.name)}
        </span>
      </Tooltip>
    </>
  );
}

/** A virtual row: absolutely placed, the columns of the header. */
export function rowLayout(top: number, template: string, width: number): CSSProperties {
  return {
    display: 'grid',
    gridTemplateColumns: template,
    position: 'absolute',
    top: 0,
    left: 0,
    width,
    height: BOQ_ROW_HEIGHT,
    transform: `translateY(${top}px)`,
    borderBottom: '1px solid var(--mantine-color-default-border)',
  };
}

export function rowBackground(row: Pick<BoqGridRow, 'type'>): string {
  if (row.type === 'HEADING') return 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))';
  if (row.type === 'SUBHEADING') return 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-7))';
  return 'var(--mantine-color-body)';
}

/** One BOQ row: check box, colour mark, particulars (sticky) and the figures. */
export const BoqGridRowView = memo(function BoqGridRowView(props: BoqGridRowProps) {
  const { row, isLocked, isReadOnly, editingField, isChecked, presence, onStartEdit, onCommit, onCancel, onToggleCheck, onPickColor, onMenu, top, template, width, offsets, isSelected, onSelect, onAddItem } = props;
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const canEdit = !isLocked && !isReadOnly && isInlineEditable(row);
  const isHeading = row.type !== 'ITEM';
  const indent = 8 + row.generation * 16;
  // Drag and drop (spec: an item row dragged onto another item row moves after it), only while PENDING.
  const canMove = !isLocked && !isReadOnly && row.type === 'ITEM';
  const drag = useDraggable({ id: row.id, disabled: !canMove });
  const drop = useDroppable({ id: row.id, disabled: !canMove });
  const isDropTarget = drop.isOver && drop.active !== null && drop.active.id !== row.id;
  const setRowRef = (node: HTMLDivElement | null) => {
    drag.setNodeRef(node);
    drop.setNodeRef(node);
  };

  const figure = (column: BoqFigureColumn): ReactNode => {
    const member = presence?.get(column.editable ?? column.key);
    const field = column.editable;
    if (field && canEdit && editingField === field) {
      return (
        <div key={column.key} role="cell" style={{ ...cellStyle, padding: 2 }}>
          <BoqCellEditor
            label={`${column.label} of ${row.description}`}
            initialValue={boqCellValue(row, field)}
            onCommit={(text, move) => onCommit({ rowId: row.id, field }, text, move)}
            onCancel={onCancel}
          />
        </div>
      );
    }
    // A heading's sums are on its Subtotal line; its own line shows none.
    const isBlank = isHeading;
    return (
      <div
        key={column.key}
        role="cell"
        data-field={column.key}
        tabIndex={field && canEdit ? 0 : undefined}
        aria-label={field && canEdit ? `Edit ${column.label} of ${row.description}` : undefined}
        onClick={field && canEdit ? () => onStartEdit({ rowId: row.id, field }) : undefined}
        onKeyDown={
          field && canEdit
            ? (e) => {
                if (e.key === 'Enter' || e.key === 'F2') {
                  e.preventDefault();
                  onStartEdit({ rowId: row.id, field });
                }
              }
            : undefined
        }
        style={{ ...cellStyle, justifyContent: column.kind === 'text' ? 'flex-start' : 'flex-end', cursor: field && canEdit ? 'text' : undefined, fontWeight: isHeading ? 600 : undefined }}
      >
        {isBlank ? '' : shownValue(row, column, isLocked)}
        {member && <PresenceOutline member={member} />}
      </div>
    );
  };

  return (
    <div
      role="row"
      data-row-id={row.id}
      data-row-type={row.type}
      data-color={row.color ?? undefined}
      data-drop-target={isDropTarget ? 'true' : undefined}
      aria-selected={isSelected}
      ref={setRowRef}
      onContextMenu={(e) => {
        e.preventDefault();
        onMenu(row, e.clientX, e.clientY);
      }}
      onTouchStart={(e) => {
        const touch = e.touches[0];
        if (!touch) return;
        clearTimeout(pressTimer.current);
        pressTimer.current = setTimeout(() => onMenu(row, touch.clientX, touch.clientY), LONG_PRESS_MS);
      }}
      onTouchEnd={() => clearTimeout(pressTimer.current)}
      onTouchMove={() => clearTimeout(pressTimer.current)}
      style={{
        ...rowLayout(top, template, width),
        background: isDropTarget || isSelected ? 'light-dark(var(--mantine-color-blue-1), var(--mantine-color-blue-9))' : rowBackground(row),
        boxShadow: isDropTarget ? 'inset 0 -3px 0 var(--mantine-color-blue-6)' : isSelected ? 'inset 3px 0 0 var(--mantine-color-blue-6)' : undefined,
        opacity: drag.isDragging ? 0.5 : undefined,
      }}
    >
      {offsets.hasCheck && (
        <div role="cell" style={{ ...cellStyle, ...stickyCell(0, 2), justifyContent: 'center', padding: 0 }}>
          {isLocked && row.itemId !== null && (
            <Checkbox size="xs" aria-label={`Tick ${row.description} for purchase`} checked={isChecked} onChange={(e) => onToggleCheck(row, e.currentTarget.checked)} />
          )}
        </div>
      )}
      <div role="cell" style={{ ...cellStyle, ...stickyCell(offsets.color, 2), justifyContent: 'center', padding: 0 }}>
        <BoqColorMark color={row.color} description={row.description} disabled={isLocked} onPick={(x, y) => onPickColor(row, x, y)} />
      </div>
      <div
        role="cell"
        tabIndex={0}
        data-testid="boq-particulars"
        onMouseDown={(e) => {
          // Shift+click selects rows, not the text between them.
          if (e.shiftKey) e.preventDefault();
        }}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('button')) return;
          onSelect(row, selectMode(e));
        }}
        onKeyDown={(e) => {
          if (e.key !== ' ' || e.target !== e.currentTarget) return;
          e.preventDefault();
          onSelect(row, selectMode(e));
        }}
        style={{ ...cellStyle, ...stickyCell(offsets.particulars, 2), paddingLeft: indent, borderRight: '2px solid var(--mantine-color-default-border)', cursor: 'default' }}
      >
        {/* Plain elements: a big BOQ mounts a dozen of these rows per scrolled frame. */}
        <span style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0, flex: 1 }}>
          {canMove && (
            <button
              type="button"
              ref={drag.setActivatorNodeRef}
              {...drag.attributes}
              {...drag.listeners}
              aria-label={`Move ${row.description}`}
              data-testid="boq-drag-handle"
              style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, width: 20, height: 24, padding: 0, margin: '0 -4px 0 -6px', border: 0, background: 'transparent', color: 'inherit', cursor: drag.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            >
              <IconGripVertical size={14} aria-hidden />
            </button>
          )}
          <span style={{ fontWeight: 700, flexShrink: 0 }}>{row.numerals}</span>
          {/* Two lines before the ellipsis keep long particulars readable on narrow screens. */}
          <span
            title={row.description}
            style={{ minWidth: 0, fontSize: 13, lineHeight: 1.15, fontWeight: isHeading ? 700 : 400, whiteSpace: 'normal', overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {row.description}
          </span>
          {row.itemId !== null && <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-label="Linked to a catalogue item" role="img" style={{ flexShrink: 0 }} />}
          {row.approvalStatus === 'PENDING' && (
            <IconAlertTriangleFilled size={14} color="var(--mantine-color-red-7)" aria-label="Quantity take off pending approval" role="img" style={{ flexShrink: 0 }} />
          )}
          {isHeading && onAddItem && (
            <button type="button" aria-label={`Add item to ${row.description}`} data-testid="boq-add-item" style={ADD_ITEM_STYLE} onClick={() => onAddItem(row)}>
              <IconPlus size={12} aria-hidden />
              Item
            </button>
          )}
        </span>
      </div>
      {BOQ_FIGURE_COLUMNS.map(figure)}
    </div>
  );
});
