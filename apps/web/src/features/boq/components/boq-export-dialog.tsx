import { Modal, Text } from '@mantine/core';
import type { BoqGridRow, CheckedBoqItem } from './boq-dialog-types';

export interface BoqExportDialogProps {
  opened: boolean;
  onClose: () => void;
  boqId: number;
}

/** BOQ Excel Exportation dialog. Interface fixed; the body is being built (issue 5). */
export function BoqExportDialog({ opened, onClose }: BoqExportDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="BOQ Excel Exportation">
      <Text>BOQ Excel Exportation is not built yet.</Text>
    </Modal>
  );
}

export type { BoqGridRow, CheckedBoqItem };
