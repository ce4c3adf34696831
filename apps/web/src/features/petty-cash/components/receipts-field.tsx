import { ActionIcon, Anchor, Box, Button, FileButton, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { uploadDocument, type UploadedFile } from '../../../components/file-field';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { showErrorDialog } from '../../../lib/notify';

export interface ReceiptsFieldProps {
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Told while files are uploading (the dialog waits for them before saving). */
  onUploadingChange?: (isUploading: boolean) => void;
  error?: string;
}

const MAX_RECEIPTS = 20;

/** Receipts (photos or PDFs), each uploaded as soon as it is chosen, the way the file field does. */
export function ReceiptsField({ value, onChange, onUploadingChange, error }: ReceiptsFieldProps) {
  const [uploading, setUploading] = useState(0);
  const upload = async (chosen: File[]) => {
    const files = chosen.slice(0, MAX_RECEIPTS - value.length);
    if (!files.length) return;
    setUploading(files.length);
    onUploadingChange?.(true);
    const done: UploadedFile[] = [];
    try {
      for (const file of files) {
        done.push(await uploadDocument(file));
        setUploading((n) => n - 1);
      }
    } catch (uploadError) {
      showErrorDialog(uploadError);
    } finally {
      setUploading(0);
      onUploadingChange?.(false);
      if (done.length) onChange([...value, ...done]);
    }
  };
  return (
    <Input.Wrapper label="Receipts" description="Photos or PDFs of the official receipts; a voucher is liquidated only with one." error={error}>
      <Stack gap={6} mt={4}>
        <Group gap="xs">
          <FileButton onChange={(files) => void upload(files)} accept="image/*,application/pdf" multiple disabled={uploading > 0 || value.length >= MAX_RECEIPTS}>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} aria-hidden />}>
                {value.length ? 'Add receipts' : 'Upload receipts'}
              </Button>
            )}
          </FileButton>
          {uploading > 0 && (
            <Group gap={6} role="status" aria-live="polite">
              <Loader size="xs" aria-hidden />
              <Text size="sm">Uploading {uploading === 1 ? '1 file' : `${uploading} files`}...</Text>
            </Group>
          )}
        </Group>
        {value.length === 0 ? (
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            No receipt yet
          </Text>
        ) : (
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Receipts uploaded">
            {value.map((file) => (
              <Group component="li" key={String(file.id)} gap={4} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Box style={{ minWidth: 0, flex: 1 }}>
                  <Anchor href={file.signedUrl ?? file.url} target="_blank" rel="noreferrer" size="sm" truncate display="block">
                    {file.originalName}
                  </Anchor>
                </Box>
                <ActionIcon variant="subtle" color="red.9" size="sm" aria-label={`Remove ${file.originalName}`} onClick={() => onChange(value.filter((f) => f.id !== file.id))}>
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
