import { Button, Group, Text } from '@mantine/core';
import { BOARD_MESSAGES } from '@haligi/shared';
import { hideNotification, showNotification } from '@mantine/notifications';

const UNDO_NOTICE_ID = 'board-move-undo';
/** How long the Undo stays offered. */
export const UNDO_NOTICE_MS = 8000;

/** "X moved to Stage" with an Undo button; one at a time (a newer move replaces it). */
export function notifyMoveWithUndo(message: string, onUndo: () => void) {
  hideNotification(UNDO_NOTICE_ID);
  showNotification({
    id: UNDO_NOTICE_ID,
    color: 'green',
    position: 'bottom-center',
    autoClose: UNDO_NOTICE_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            hideNotification(UNDO_NOTICE_ID);
            onUndo();
          }}
        >
          {BOARD_MESSAGES.undo}
        </Button>
      </Group>
    ),
  });
}
