import { Button, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowsExchange } from '@tabler/icons-react';
import { formatCurrency, fundEntryRequest } from '@haligi/shared';
import { useEffect } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { validateWith } from '../../../lib/form-validation';
import { useRecordFundEntry } from '../api/fund-accounts-api';
import type { FundAccount } from '../api/treasury-types';
import { isMoreThanHeld } from '../utils/money-checks';

type EntryKind = 'DEPOSIT' | 'WITHDRAWAL';
interface FormValues {
  kind: EntryKind;
  amount: number | string;
  memo: string;
}
interface EntryBody {
  kind: EntryKind;
  amount: string;
  memo: string;
}

const EMPTY: FormValues = { kind: 'DEPOSIT', amount: '', memo: '' };
const toBody = (values: FormValues): EntryBody => ({ kind: values.kind, amount: String(values.amount), memo: values.memo.trim() });
const validate = validateWith<EntryBody>(fundEntryRequest, { amount: 'Amount', memo: 'Memo' });

export interface FundEntryDialogProps {
  /** The account the money goes into or comes out of; null: closed. */
  account: Pick<FundAccount, 'id' | 'name' | 'balance'> | null;
  onClose: () => void;
}

/** Record a deposit into or a withdrawal from a fund account; a withdrawal never takes it below zero. */
export function FundEntryDialog({ account, onClose }: FundEntryDialogProps) {
  const form = useForm<FormValues>({ initialValues: EMPTY, validate: (values) => validate(toBody(values)) });
  const record = useRecordFundEntry();
  const opened = account !== null;

  useEffect(() => {
    if (!opened) return;
    form.setValues(EMPTY);
    form.resetDirty(EMPTY);
    form.clearErrors();
    // Emptied each time it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, account?.id]);

  const submit = form.onSubmit((values) => {
    if (account) record.mutate({ fundAccountId: account.id, body: toBody(values) }, { onSuccess: onClose });
  });
  const { kind, amount } = form.values;
  // The server decides; this only warns before it refuses.
  const isShort = kind === 'WITHDRAWAL' && account !== null && isMoreThanHeld(account.balance, amount);

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      isDirty={form.isDirty()}
      title={account ? `Deposit or withdraw: ${account.name}` : 'Deposit or withdraw'}
      icon={<IconArrowsExchange size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button type="submit" form="fund-entry-form" loading={record.isPending}>
            {kind === 'DEPOSIT' ? 'Record deposit' : 'Record withdrawal'}
          </Button>
        </>
      }
    >
      <form id="fund-entry-form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Balance now: <strong>{formatCurrency(account?.balance ?? 0)}</strong>
          </Text>
          <SegmentedControl
            aria-label="Entry"
            fullWidth
            data={[
              { value: 'DEPOSIT', label: 'Deposit' },
              { value: 'WITHDRAWAL', label: 'Withdrawal' },
            ]}
            {...form.getInputProps('kind')}
          />
          <NumberInput
            label="Amount (PHP)"
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            hideControls
            data-autofocus
            {...form.getInputProps('amount')}
            description={isShort ? `More than the ${formatCurrency(account?.balance ?? 0)} this account holds: it will be refused.` : undefined}
          />
          <Textarea label="Memo" required autosize minRows={2} maxLength={500} placeholder="e.g. Collection from Client A, OR 1234" {...form.getInputProps('memo')} />
        </Stack>
      </form>
    </DialogShell>
  );
}
