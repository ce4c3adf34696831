import { modals } from '@mantine/modals';
import { createNotificationsStore, hideNotification, Notifications, notifications, showNotification } from '@mantine/notifications';
import {
  ERROR_DIALOG_TITLE,
  formatErrorMessage,
  NOTIFY_DEFAULT_POSITION,
  SAMPLE_NOTICE_MESSAGE,
  notifyTimeout,
  type NotifyPosition,
  type NotifyType,
} from '@haligi/shared';
import { Button, Stack, Text } from '@mantine/core';
import { ApiError } from './api';
import { mantineSlot, MIDDLE_LAYER_STYLES, type NotifyLayer } from './notify-placement';

const COLORS: Record<NotifyType, string> = {
  positive: 'green',
  negative: 'red',
  warning: 'yellow',
  info: 'blue',
  ongoing: 'gray',
};

/** The corners and top/bottom notices use Mantine's own store; each middle position has its own. */
const MIDDLE_STORES = {
  'middle-left': createNotificationsStore(),
  'middle-center': createNotificationsStore(),
  'middle-right': createNotificationsStore(),
} as const;
const storeOf = (layer: NotifyLayer) => (layer === 'edges' ? undefined : MIDDLE_STORES[layer]);

export interface NotifyOptions {
  type?: NotifyType;
  title?: string;
  message: string;
  position?: NotifyPosition;
  /** ms; 0 keeps it until closed. Default by type (`notifyTimeout`): error and info 3000, others 5000. */
  timeout?: number;
  /** The notice that sample data was filled: 2000 ms. */
  isSample?: boolean;
  /** Lets the caller hide it later (an ongoing notice ends when the work does). */
  id?: string;
}

/** A notification with the spec's types, positions and durations. */
export function notify({ type = 'info', title, message, position = NOTIFY_DEFAULT_POSITION, timeout, isSample = false, id }: NotifyOptions) {
  const ms = timeout ?? notifyTimeout(type, isSample);
  const slot = mantineSlot(position);
  showNotification(
    {
      id,
      color: COLORS[type],
      title,
      message,
      position: slot.position,
      autoClose: ms === 0 ? false : ms,
      loading: type === 'ongoing',
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Close notification' },
      'data-notify-position': position,
    } as Parameters<typeof showNotification>[0],
    storeOf(slot.layer),
  );
}

/** The short notice that a dialog was filled with sample data. */
export function notifySampleFilled() {
  notify({ type: 'info', message: SAMPLE_NOTICE_MESSAGE, position: 'top', isSample: true });
}

export function hideNotice(id: string) {
  notifications.hide(id);
  for (const store of Object.values(MIDDLE_STORES)) hideNotification(id, store);
}

/** The notice containers: Mantine's corners and top/bottom, and the three middle positions. */
export function NoticeLayers() {
  return (
    <>
      <Notifications limit={5} zIndex={1000} />
      {(Object.keys(MIDDLE_STORES) as (keyof typeof MIDDLE_STORES)[]).map((layer) => (
        <Notifications key={layer} store={MIDDLE_STORES[layer]} limit={5} zIndex={1000} styles={{ root: MIDDLE_LAYER_STYLES[layer] }} />
      ))}
    </>
  );
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
