import { Button, Tooltip } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { BOQ_MESSAGES } from '@haligi/shared';
import { useId } from 'react';
import { confirmAction } from '../../../lib/confirm';

/** What the confirmation asks (decision 0035): the action by name and what it does. */
export const BOQ_LOCK_QUESTIONS = {
  lock: 'Lock this Bill of Quantity? Editing stops until it is unlocked',
  unlock: 'Unlock this Bill of Quantity? Editing opens again for everyone until it is locked',
} as const;

export interface BoqLockButtonProps {
  isLocked: boolean;
  disabled: boolean;
  /** Why the button is disabled, shown on hover. */
  disabledReason?: string;
  onChange: (isLock: boolean) => void;
}

/**
 * The lock control: a padlock showing the state and the spec's state word as its label (PENDING
 * "Unlock", LOCKED "Lock"); what pressing it does is its description and tooltip, and the
 * confirmation names the action.
 */
export function BoqLockButton({ isLocked, disabled, disabledReason, onChange }: BoqLockButtonProps) {
  const hintId = useId();
  const action = isLocked ? 'Unlock this Bill of Quantity' : 'Lock this Bill of Quantity';
  const hint = disabled && disabledReason ? disabledReason : isLocked ? `Locked: editing is stopped. ${action}` : `Open for editing. ${action}`;
  const press = async () => {
    const isLock = !isLocked;
    const isSure = await confirmAction({
      title: BOQ_MESSAGES.lockTitle,
      message: isLock ? BOQ_LOCK_QUESTIONS.lock : BOQ_LOCK_QUESTIONS.unlock,
      confirmLabel: 'Yes',
    });
    if (isSure) onChange(isLock);
  };
  return (
    <Tooltip label={hint}>
      <Button
        size="xs"
        variant="light"
        color={isLocked ? 'gray' : 'blue'}
        leftSection={isLocked ? <IconLock size={16} aria-hidden /> : <IconLockOpen size={16} aria-hidden />}
        disabled={disabled}
        aria-describedby={hintId}
        data-testid="boq-lock"
        data-state={isLocked ? 'LOCKED' : 'PENDING'}
        onClick={() => void press()}
      >
        {isLocked ? 'Lock' : 'Unlock'}
        <span id={hintId} hidden>
          {hint}
        </span>
      </Button>
    </Tooltip>
  );
}
