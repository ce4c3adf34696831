import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  ERROR_DIALOG_TITLE,
  formatErrorMessage,
  NOTIFY_DEFAULT_TIMEOUT_MS,
  type NotifyPosition,
  type NotifyType,
} from '@haligi/shared';
import { Button, Stack, Text } from '@mantine/core';
import { ApiError } from './api';

const COLORS: Record<NotifyType, string> = {
  positive: 'green',
  negative: 'red',
  warning: 'yellow',
  info: 'blue',
  ongoing: 'gray',
};

/** Mantine has six positions; the spec's side and centre positions map to the nearest. */
const POSITIONS: Record<NotifyPosition, 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'top-center' | 'bottom-center'> = {
  'top-left': 'top-left',
  'top-right': 'top-right',
  'bottom-left': 'bottom-left',
  'bottom-right': 'bottom-right',
  top: 'top-center',
  bottom: 'bottom-center',
  left: 'top-left',
  right: 'top-right',
  center: 'top-center',
};

export interface NotifyOptions {
  type?: NotifyType;
  title?: string;
  message: string;
  position?: NotifyPosition;
  /** ms; 0 keeps it until closed. Default 5000 (spec part 1 section 9). */
  timeout?: number;
  /** Lets the caller hide it later (an ongoing notice ends when the work does). */
  id?: string;
}

/** A notification with the spec's types, positions and 5000 ms default. */
export function notify({ type = 'info', title, message, position = 'bottom', timeout = NOTIFY_DEFAULT_TIMEOUT_MS, id }: NotifyOptions) {
  notifications.show({
    id,
    color: COLORS[type],
    title,
    message,
    position: POSITIONS[position],
    autoClose: timeout === 0 ? false : timeout,
    loading: type === 'ongoing',
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

export function hideNotice(id: string) {
  notifications.hide(id);
}

/**
 * The persistent 'Error' dialog any failed call shows (spec part 1 section 8): the server's
 * message, a list joined with ", ".
 */
export function showErrorDialog(error: unknown) {
  const message =
    error instanceof ApiError ? error.message : error instanceof Error ? error.message : formatErrorMessage(error);
  const id = `error-${Date.now()}`;
  modals.open({
    modalId: id,
    title: ERROR_DIALOG_TITLE,
    closeOnClickOutside: false,
    centered: true,
    children: (
      <Stack gap="md">
        <Text data-testid="error-dialog-message">{message}</Text>
        <Button onClick={() => modals.close(id)} style={{ alignSelf: 'flex-end' }} data-autofocus>
          OK
        </Button>
      </Stack>
    ),
  });
}
