import { Modal, Text } from '@mantine/core';

export interface ReceiptDialogProps {
  receiptId: number | null;
  opened: boolean;
  onClose: () => void;
}

/** Item receipt dialog (900px). Interface fixed; the body is being built (issue 4). */
export function ReceiptDialog({ opened, onClose }: ReceiptDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Item Receipt">
      <Text>Item receipts are not built yet.</Text>
    </Modal>
  );
}
