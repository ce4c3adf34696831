import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { DISCARD_CHANGES } from '@haligi/shared';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  isDanger?: boolean;
  /** Escape does not close it either: only Cancel or the confirm button. */
  isPersistent?: boolean;
}

/** A persistent yes/no confirmation; resolves true on confirm. */
export function confirmAction({ title, message, confirmLabel, cancelLabel = 'Cancel', isDanger = false, isPersistent = false }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      closeOnClickOutside: false,
      closeOnEscape: !isPersistent,
      withCloseButton: !isPersistent,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: isDanger ? { color: 'red.9' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** "Discard changes?": resolves true to discard, false to keep editing. */
export function confirmDiscard(): Promise<boolean> {
  return confirmAction({ ...DISCARD_CHANGES, isDanger: true });
}
