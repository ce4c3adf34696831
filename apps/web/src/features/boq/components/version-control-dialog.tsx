import { Modal, Text } from '@mantine/core';
import type { BoqGridRow, CheckedBoqItem } from './boq-dialog-types';

export interface VersionControlDialogProps {
  opened: boolean;
  onClose: () => void;
  projectId: number; boqId: number; /** After a switch or a new version: the BOQ to show now. */ onSwitched?: (boqId: number) => void;
}

/** Version Control dialog. Interface fixed; the body is being built (issue 5). */
export function VersionControlDialog({ opened, onClose }: VersionControlDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Version Control">
      <Text>Version Control is not built yet.</Text>
    </Modal>
  );
}

export type { BoqGridRow, CheckedBoqItem };
