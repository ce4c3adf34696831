import { Button, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import type { UploadedFile } from '../../../components/file-field';
import { useAttachReceipts } from '../api/petty-cash-api';
import type { Disbursement } from '../api/petty-cash-types';
import { ReceiptsField } from './receipts-field';

/** Receipts for a voucher paid before they were at hand. */
export function AttachReceiptsDialog({ disbursement, onClose }: { disbursement: Disbursement | null; onClose: () => void }) {
  const attach = useAttachReceipts();
  const [receipts, setReceipts] = useState<UploadedFile[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (disbursement) {
      setReceipts([]);
      setError(undefined);
    }
  }, [disbursement]);
  const submit = () => {
    if (!disbursement) return;
    if (!receipts.length) return setError('Upload at least one receipt');
    attach.mutate({ id: disbursement.id, receiptFileIds: receipts.map((r) => Number(r.id)) }, { onSuccess: onClose });
  };
  return (
    <DialogShell
      opened={disbursement !== null}
      onClose={onClose}
      title={disbursement ? `Receipts of ${disbursement.code}` : 'Receipts'}
      icon={<IconPaperclip size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={attach.isPending} disabled={isUploading}>
            Attach
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {disbursement && (
          <Text size="sm">
            {disbursement.payee}: {disbursement.description}
          </Text>
        )}
        <ReceiptsField value={receipts} onChange={setReceipts} onUploadingChange={setIsUploading} error={error} />
      </Stack>
    </DialogShell>
  );
}
