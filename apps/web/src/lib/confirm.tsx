import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  isDanger?: boolean;
  /** Escape does not close it either: only Cancel or the confirm button. */
  isPersistent?: boolean;
}

/** A persistent yes/no confirmation; resolves true on confirm. */
export function confirmAction({ title, message, confirmLabel, isDanger = false, isPersistent = false }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      closeOnClickOutside: false,
      closeOnEscape: !isPersistent,
      withCloseButton: !isPersistent,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: isDanger ? { color: 'red.9' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
