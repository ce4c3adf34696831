import { Anchor, Box, Button, FileButton, Group, Input, LoadingOverlay, Text } from '@mantine/core';
import { IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorDialog } from '../../lib/notify';
import { MUTED_TEXT_COLOR } from '../page-header';
import { uploadDocument, type UploadedFile } from './upload-document';

export interface FileFieldProps {
  label: string;
  value: UploadedFile | null;
  onChange: (value: UploadedFile | null) => void;
  /** e.g. "image/*,application/pdf" */
  accept?: string;
  description?: string;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** Uploads at once on choose; then Change file / Remove file (spec part 2 section 4). */
export function FileField({ label, value, onChange, accept, description, error, isRequired, isDisabled }: FileFieldProps) {
  const [isUploading, setIsUploading] = useState(false);

  const upload = async (file: File | null) => {
    if (!file) return;
    setIsUploading(true);
    try {
      onChange(await uploadDocument(file));
    } catch (uploadError) {
      // The spec only logs a failed upload; here the user sees why (DECISIONS: silent failures become visible).
      console.error('Upload failed', uploadError);
      showErrorDialog(uploadError);
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} required={isRequired}>
      <Box pos="relative" mt={4}>
        <LoadingOverlay visible={isUploading} loaderProps={{ size: 'sm' }} overlayProps={{ blur: 1 }} />
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={upload} accept={accept} disabled={isDisabled || isUploading}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} aria-label={`${value ? 'Change file' : 'Upload file'} (${label})`}>
                {value ? 'Change file' : 'Upload file'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red.9"
              // Mantine's subtle text takes shade 6 whatever the colour's shade (3.3:1 on white); 9 reads at about 5.5:1.
              c="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onChange(null)}
              disabled={isDisabled || isUploading}
            >
              Remove file
            </Button>
          )}
        </Group>
        {value ? (
          <Group gap={4} mt={6} wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            <Anchor href={value.signedUrl ?? value.url} target="_blank" rel="noreferrer" size="sm" truncate>
              {value.originalName}
            </Anchor>
          </Group>
        ) : (
          <Text size="sm" c={MUTED_TEXT_COLOR} mt={6}>
            No file chosen
          </Text>
        )}
      </Box>
    </Input.Wrapper>
  );
}
