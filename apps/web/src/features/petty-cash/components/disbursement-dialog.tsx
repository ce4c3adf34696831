import { Alert, Button, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { formatCurrency, hasPermission } from '@haligi/shared';
import Decimal from 'decimal.js';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import type { UploadedFile } from '../../../components/file-field';
import { SelectField } from '../../../components/select-field';
import { useAccount } from '../../../lib/session';
import { PETTY_CASH_URLS, useDisburse } from '../api/petty-cash-api';
import type { PettyCashFund } from '../api/petty-cash-types';
import { ReceiptsField } from './receipts-field';

/** The project list is the projects' and purchasing's: others leave the project out. */
const PROJECT_LIST_SCOPES = ['ASSET_PURCHASING_REQUEST_ACCESS', 'PROJECT_ACCESS'];

/** New disbursement: money paid out of the holder's fund, to whom, for what, with its receipts. */
export function DisbursementDialog({ fund, opened, onClose }: { fund: PettyCashFund; opened: boolean; onClose: () => void }) {
  const account = useAccount();
  const canPickProject = Boolean(account.isDeveloper) || hasPermission(account.role, PROJECT_LIST_SCOPES);
  const disburse = useDisburse();
  const [payee, setPayee] = useState('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState<string | number>('');
  const [projectId, setProjectId] = useState<number | null>(null);
  const [receipts, setReceipts] = useState<UploadedFile[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const [errors, setErrors] = useState<{ payee?: string; description?: string; amount?: string }>({});

  useEffect(() => {
    if (!opened) return;
    setPayee('');
    setDescription('');
    setAmount('');
    setProjectId(null);
    setReceipts([]);
    setErrors({});
  }, [opened]);

  const submit = () => {
    const found: typeof errors = {};
    if (!payee.trim()) found.payee = 'Who was paid?';
    if (!description.trim()) found.description = 'What was it for?';
    const text = String(amount).trim();
    if (!/^\d+(\.\d{1,2})?$/.test(text) || new Decimal(text).lessThanOrEqualTo(0)) found.amount = 'Enter an amount above 0 with at most 2 decimals';
    else if (new Decimal(text).greaterThan(fund.balance)) found.amount = `The fund holds ${formatCurrency(fund.balance)}`;
    setErrors(found);
    if (Object.keys(found).length) return;
    disburse.mutate(
      { fundAccountId: fund.id, payee: payee.trim(), description: description.trim(), amount: new Decimal(text).toFixed(2), receiptFileIds: receipts.map((r) => Number(r.id)), projectId },
      { onSuccess: onClose },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="New disbursement"
      icon={<IconReceipt size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={disburse.isPending} disabled={isUploading}>
            Disburse
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          From {fund.name}, which holds {formatCurrency(fund.balance)}.
        </Text>
        <TextInput label="Payee" required maxLength={200} value={payee} onChange={(event) => setPayee(event.currentTarget.value)} error={errors.payee} placeholder="e.g. Grab Express" data-autofocus />
        <TextInput label="Description" required maxLength={500} value={description} onChange={(event) => setDescription(event.currentTarget.value)} error={errors.description} placeholder="e.g. Courier of signed contracts to the client" />
        <NumberInput label="Amount (PHP)" required min={0} decimalScale={2} thousandSeparator="," hideControls value={amount} onChange={setAmount} error={errors.amount} />
        {canPickProject && (
          <SelectField label="Project" apiUrl={PETTY_CASH_URLS.projectList} nullOptionLabel="No project" isAutoSelect={false} value={projectId ?? 0} onChange={(value) => setProjectId(value ? Number(value) : null)} />
        )}
        <ReceiptsField value={receipts} onChange={setReceipts} onUploadingChange={setIsUploading} />
        {receipts.length === 0 && (
          <Alert color="blue" variant="light" p="xs">
            No receipt yet? Disburse now and attach it later: the voucher waits, unliquidated, until it has one.
          </Alert>
        )}
      </Stack>
    </DialogShell>
  );
}
