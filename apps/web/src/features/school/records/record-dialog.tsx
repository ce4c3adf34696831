import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';

/** The dialog every small school record uses: its fields, Close, and Save/Update. */
export function RecordDialog({
  opened,
  onClose,
  title,
  icon,
  isEditing,
  noun,
  isSaving,
  onSubmit,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  icon: ReactNode;
  isEditing: boolean;
  noun: string;
  isSaving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={title}
      icon={icon}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={onSubmit} loading={isSaving}>
            {isEditing ? `Update ${noun}` : `Save ${noun}`}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">{children}</Stack>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </DialogShell>
  );
}
