import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

export interface AddNewButtonProps {
  /** e.g. "Add new client": the button's accessible name and tooltip. */
  label: string;
  onClick: () => void;
  isDisabled?: boolean;
}

/** The add-new action beside a select field; sits on the input's baseline. */
export function AddNewButton({ label, onClick, isDisabled }: AddNewButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="light" size="input-sm" aria-label={label} onClick={onClick} disabled={isDisabled}>
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
