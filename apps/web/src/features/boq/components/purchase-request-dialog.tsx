import { Modal, Text } from '@mantine/core';
import type { BoqGridRow, CheckedBoqItem } from './boq-dialog-types';

export interface PurchaseRequestDialogProps {
  opened: boolean;
  onClose: () => void;
  projectId: number; boqId: number; items: CheckedBoqItem[]; onDone?: () => void;
}

/** Purchase Request dialog. Interface fixed; the body is being built (issue 5). */
export function PurchaseRequestDialog({ opened, onClose }: PurchaseRequestDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Purchase Request">
      <Text>Purchase Request is not built yet.</Text>
    </Modal>
  );
}

export type { BoqGridRow, CheckedBoqItem };
