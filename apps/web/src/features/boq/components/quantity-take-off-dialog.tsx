import { Modal, Text } from '@mantine/core';
import type { BoqGridRow, CheckedBoqItem } from './boq-dialog-types';

export interface QuantityTakeOffDialogProps {
  opened: boolean;
  onClose: () => void;
  row: BoqGridRow | null; boqId: number;
}

/** Quantity Take Off dialog. Interface fixed; the body is being built (issue 5). */
export function QuantityTakeOffDialog({ opened, onClose }: QuantityTakeOffDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Quantity Take Off">
      <Text>Quantity Take Off is not built yet.</Text>
    </Modal>
  );
}

export type { BoqGridRow, CheckedBoqItem };
