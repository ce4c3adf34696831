import { Menu } from '@mantine/core';
import { IconArrowBarDown, IconArrowBarUp, IconCalculator, IconEdit, IconSubtask, IconTrash } from '@tabler/icons-react';
import type { BoqInsertMethod, BoqStatus } from '@haligi/shared';
import type { BoqGridRow } from '../api/boq-room-types';
import { menuActions, type BoqRowAction } from '../utils/boq-menu';

export type { BoqRowAction };

export interface BoqMenuTarget {
  row: BoqGridRow;
  x: number;
  y: number;
}

/** The labels of the insert methods (spec part 1 section 2). */
export const INSERT_LABELS: Record<BoqInsertMethod, string> = {
  inside: 'Insert Breakdown Item',
  before: 'Insert Item Above',
  after: 'Insert Item Below',
};

export interface BoqRowMenuProps {
  target: BoqMenuTarget | null;
  status: BoqStatus;
  onClose: () => void;
  onAction: (row: BoqGridRow, action: BoqRowAction) => void;
}

/** The right-click / long-press menu of a row, opened where the pointer was. */
export function BoqRowMenu({ target, status, onClose, onAction }: BoqRowMenuProps) {
  const actions = target ? menuActions(target.row, status) : [];
  if (!target || actions.length === 0) return null;
  const pick = (action: BoqRowAction) => {
    onClose();
    onAction(target.row, action);
  };
  // No initial focus placeholder: Mantine's is a focusable div inside role=menu, which axe reports as a
  // non-menuitem child (aria-required-children). The first item takes the initial focus instead.
  return (
    <Menu opened onChange={(o) => !o && onClose()} position="bottom-start" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <div aria-hidden style={{ position: 'fixed', left: target.x, top: target.y, width: 1, height: 1 }} />
      </Menu.Target>
      <Menu.Dropdown aria-label={`Actions for ${target.row.description}`}>
        {actions.map((action, index) => {
          const autofocus = index === 0 ? { 'data-autofocus': true } : {};
          switch (action.kind) {
            case 'edit':
              return <Menu.Item key="edit" {...autofocus} leftSection={<IconEdit size={16} />} onClick={() => pick(action)}>Edit Item</Menu.Item>;
            case 'insert':
              return (
                <Menu.Item key={action.method} {...autofocus} leftSection={action.method === 'inside' ? <IconSubtask size={16} /> : action.method === 'before' ? <IconArrowBarUp size={16} /> : <IconArrowBarDown size={16} />} onClick={() => pick(action)}>
                  {INSERT_LABELS[action.method]}
                </Menu.Item>
              );
            case 'quantityTakeOff':
              return <Menu.Item key="qto" {...autofocus} leftSection={<IconCalculator size={16} />} onClick={() => pick(action)}>Quantity Take Off</Menu.Item>;
            case 'delete':
              return <Menu.Item key="delete" {...autofocus} color="red.9" leftSection={<IconTrash size={16} />} onClick={() => pick(action)}>Delete Item</Menu.Item>;
          }
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
