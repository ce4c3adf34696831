import { Modal, Text } from '@mantine/core';

export interface ItemInformationDialogProps {
  itemId: number | null;
  opened: boolean;
  onClose: () => void;
  /** Called when the user follows the name's edit link. */
  onEdit?: (itemId: number) => void;
}

/** Item information (four tabs). Interface fixed; the body is being built (issue 4). */
export function ItemInformationDialog({ opened, onClose }: ItemInformationDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Item Information">
      <Text>Item information is not built yet.</Text>
    </Modal>
  );
}
