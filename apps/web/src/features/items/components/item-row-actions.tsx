import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconRestore, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ItemRowAction = 'view' | 'edit' | 'delete' | 'restore';

const ACTIONS: Record<ItemRowAction, { label: string; icon: ReactNode; color?: string }> = {
  view: { label: 'View', icon: <IconEye size={18} aria-hidden /> },
  edit: { label: 'Edit', icon: <IconPencil size={18} aria-hidden /> },
  delete: { label: 'Delete', icon: <IconTrash size={18} aria-hidden />, color: 'red.9' },
  restore: { label: 'Restore', icon: <IconRestore size={18} aria-hidden />, color: 'green.9' },
};

export interface ItemRowActionsProps {
  /** The row's name, for the buttons' accessible names ("Edit Cement"). */
  name: string;
  actions: readonly ItemRowAction[];
  onAction: (action: ItemRowAction) => void;
}

/** The icon buttons of an item table row, by tab (spec part 2 section 2). */
export function ItemRowActions({ name, actions, onAction }: ItemRowActionsProps) {
  return (
    <>
      {actions.map((action) => (
        <Tooltip key={action} label={ACTIONS[action].label}>
          <ActionIcon variant="subtle" color={ACTIONS[action].color} aria-label={`${ACTIONS[action].label} ${name}`} onClick={() => onAction(action)}>
            {ACTIONS[action].icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </>
  );
}
