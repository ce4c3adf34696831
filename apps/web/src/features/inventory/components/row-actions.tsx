import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RowActionProps {
  /** What the button does, e.g. "Edit"; the accessible name adds the row's name. */
  label: string;
  /** The row's name, for the accessible name ("Edit Main Warehouse"). */
  name: string;
  icon: ReactNode;
  onClick: () => void;
  isDanger?: boolean;
}

/** One icon button of a table row's actions, with a tooltip. */
export function RowAction({ label, name, icon, onClick, isDanger = false }: RowActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={isDanger ? 'red.9' : undefined} aria-label={`${label} ${name}`} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
