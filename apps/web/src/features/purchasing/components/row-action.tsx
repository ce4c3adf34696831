import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RowActionProps {
  label: string;
  /** The row's name, for the accessible name ("View PR-000001"). */
  name: string;
  icon: ReactNode;
  onClick: () => void;
}

/** One icon button of a table row's actions, with a tooltip. */
export function RowAction({ label, name, icon, onClick }: RowActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={`${label} ${name}`} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
