import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RowActionProps {
  /** What the button does, e.g. "Edit" (the tooltip); the accessible name adds the row's name. */
  label: string;
  /** Replaces "{label} {name}" as the accessible name ("Price history of Cement"). */
  ariaLabel?: string;
  /** The row's name, for the accessible name ("Edit Main Warehouse"). */
  name: string;
  icon: ReactNode;
  onClick: () => void;
  isDanger?: boolean;
}

/** One icon button of a table row's actions, with a tooltip. */
export function RowAction({ label, ariaLabel, name, icon, onClick, isDanger = false }: RowActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={isDanger ? 'red.9' : undefined} aria-label={ariaLabel ?? `${label} ${name}`} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
