import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { showErrorDialog } from '../../../lib/notify';
import { uploadStatement, useRememberStatement, type BankStatement } from '../api/bank-statements-api';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Upload a bank statement: the bar follows the upload, then the server reads and matches it. */
export function StatementUpload({ fundAccountId, onImported }: { fundAccountId: number; onImported: (statement: BankStatement) => void }) {
  const remember = useRememberStatement();
  const [share, setShare] = useState<number | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setShare(0);
    try {
      const statement = await uploadStatement(fundAccountId, file, setShare);
      remember(statement);
      onImported(statement);
    } catch (error) {
      // Every problem of the file (a row's date, an amount that is not a number) is listed.
      showErrorDialog(error);
    } finally {
      setShare(null);
    }
  };
  const isSending = share !== null && share < 1;
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPT} disabled={share !== null}>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={share !== null}>
              Upload statement
            </Button>
          )}
        </FileButton>
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          The bank&apos;s export as .xlsx or .csv: a date, a description, a reference, and an amount (or debit and credit) column.
        </Text>
      </Group>
      {share !== null && (
        <Stack gap={2} role="status" aria-live="polite">
          <Progress value={isSending ? share * 100 : 100} animated={!isSending} aria-label="Statement upload" />
          <Text size="xs">{isSending ? `Uploading... ${Math.round(share * 100)}%` : 'Reading the statement and matching it with the ledger...'}</Text>
        </Stack>
      )}
    </Stack>
  );
}
