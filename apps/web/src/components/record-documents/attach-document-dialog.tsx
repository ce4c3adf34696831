import { Button, Stack, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { DOCUMENT_KINDS, type DocumentKind } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../dialog-shell';
import { FileField, type UploadedFile } from '../file-field';
import { SelectField } from '../select-field';
import { useAttachDocument } from './documents-api';

export interface AttachDocumentDialogProps {
  /** `/lead/{id}` or `/project/{id}`. */
  recordUrl: string;
  opened: boolean;
  onClose: () => void;
  /** The kind proposed when the dialog opens (the lead's stage, decision 0008). */
  defaultKind: DocumentKind;
}

const KIND_OPTIONS = DOCUMENT_KINDS.map((k) => ({ label: k.label, value: k.key }));
/** Documents, spreadsheets, slides as PDF, images and text: what the upload accepts (decision 0004). */
const ACCEPT = 'application/pdf,image/png,image/jpeg,image/gif,image/webp,text/plain,text/csv,.doc,.docx,.xls,.xlsx';

/** Attach document: upload a file, pick its kind, optionally a title -> POST {recordUrl}/documents. */
export function AttachDocumentDialog({ recordUrl, opened, onClose, defaultKind }: AttachDocumentDialogProps) {
  const attach = useAttachDocument(recordUrl);
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [kind, setKind] = useState<DocumentKind>(defaultKind);
  const [title, setTitle] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();

  useEffect(() => {
    if (opened) {
      setFile(null);
      setKind(defaultKind);
      setTitle('');
      setFileError(undefined);
    }
  }, [opened, defaultKind]);

  const submit = () => {
    if (!file) {
      setFileError('Upload the file to attach');
      return;
    }
    attach.mutate({ fileId: Number(file.id), kind, title: title.trim() || null }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Attach Document"
      icon={<IconPaperclip size={20} aria-hidden />}
      size="sm"
      minWidth="400px"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={attach.isPending}>
            Attach
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <FileField
          label="File"
          isRequired
          accept={ACCEPT}
          value={file}
          onChange={(next) => {
            setFile(next);
            if (next) setFileError(undefined);
          }}
          description="PDF, image, spreadsheet, document or text, up to 10 MB"
          error={fileError}
        />
        <SelectField
          label="Kind"
          required
          options={KIND_OPTIONS}
          value={kind}
          onChange={(next) => next && setKind(next as DocumentKind)}
          allowDeselect={false}
        />
        <TextInput
          label="Title"
          description={file ? `Leave empty to use ${file.originalName}` : 'Leave empty to use the file name'}
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
      </Stack>
    </DialogShell>
  );
}
