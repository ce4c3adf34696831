import { Button, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingBank } from '@tabler/icons-react';
import { FUND_ACCOUNT_KIND_LABELS, FUND_ACCOUNT_KINDS, fundAccountRequest, hasPermission, WORKFLOW_SETTINGS_SCOPES, type FundAccountKind } from '@haligi/shared';
import { useEffect } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { validateWith } from '../../../lib/form-validation';
import { useAccount } from '../../../lib/session';
import { useCreateFundAccount, type FundAccountBody } from '../api/fund-accounts-api';
import type { FundAccount } from '../api/treasury-types';
import { TREASURY_URLS } from '../api/treasury-urls';

interface FormValues {
  name: string;
  kind: FundAccountKind;
  openingBalance: number | string;
  bankName: string;
  accountNumber: string;
  holderId: number | null;
}

const LABELS: Partial<Record<keyof FormValues, string>> = {
  name: 'Name',
  kind: 'Kind',
  openingBalance: 'Opening balance',
  bankName: 'Bank',
  accountNumber: 'Account number',
  holderId: 'Holder',
};

const EMPTY: FormValues = { name: '', kind: 'BANK', openingBalance: '', bankName: '', accountNumber: '', holderId: null };

/** The scopes of the user select list (the server's select-box USER_LIST). */
const USER_LIST_SCOPES = ['LEADS_ACCESS', 'PROJECT_ACCESS', ...WORKFLOW_SETTINGS_SCOPES];

/** What the dialog sends: bank fields for a bank account only, a holder for a petty cash fund only. */
const toBody = (values: FormValues): FundAccountBody => ({
  name: values.name.trim(),
  kind: values.kind,
  openingBalance: values.openingBalance === '' ? '0' : String(values.openingBalance),
  bankName: values.kind === 'BANK' ? values.bankName.trim() : '',
  accountNumber: values.kind === 'BANK' ? values.accountNumber.trim() : '',
  holderId: values.kind === 'PETTY_CASH' ? values.holderId : null,
});

const validate = validateWith<FundAccountBody>(fundAccountRequest, LABELS as Partial<Record<keyof FundAccountBody, string>>);

export interface FundAccountDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated?: (account: FundAccount) => void;
}

/** New fund account: a bank account, cash on hand or a petty cash fund, opened with its balance. */
export function FundAccountDialog({ opened, onClose, onCreated }: FundAccountDialogProps) {
  const form = useForm<FormValues>({ initialValues: EMPTY, validate: (values) => validate(toBody(values)) });
  const create = useCreateFundAccount();
  const account = useAccount();
  const canListUsers = account.isDeveloper || hasPermission(account.role, USER_LIST_SCOPES);

  useEffect(() => {
    if (!opened) return;
    form.setValues(EMPTY);
    form.resetDirty(EMPTY);
    form.clearErrors();
    // Emptied each time it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = form.onSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: (answer) => {
        onClose();
        if (answer.data) onCreated?.(answer.data);
      },
    }),
  );
  const kind = form.values.kind;

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      isDirty={form.isDirty()}
      title="New fund account"
      icon={<IconBuildingBank size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button type="submit" form="fund-account-form" loading={create.isPending}>
            Open fund account
          </Button>
        </>
      }
    >
      <form id="fund-account-form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={LABELS.name} required maxLength={120} data-autofocus placeholder="e.g. BPI Payroll Account" {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={LABELS.kind}
              required
              allowDeselect={false}
              data={FUND_ACCOUNT_KINDS.map((k) => ({ value: k, label: FUND_ACCOUNT_KIND_LABELS[k] }))}
              {...form.getInputProps('kind')}
            />
            <NumberInput
              label={kind === 'PETTY_CASH' ? 'Fund amount (PHP)' : 'Opening balance (PHP)'}
              placeholder="0.00"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              hideControls
              {...form.getInputProps('openingBalance')}
            />
          </SimpleGrid>
          {kind === 'BANK' && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label={LABELS.bankName} maxLength={120} placeholder="e.g. BPI" {...form.getInputProps('bankName')} />
              <TextInput label={LABELS.accountNumber} maxLength={60} {...form.getInputProps('accountNumber')} />
            </SimpleGrid>
          )}
          {kind === 'PETTY_CASH' &&
            (canListUsers ? (
              <SelectField
                label={LABELS.holderId}
                description="The member who keeps the cash and liquidates it"
                apiUrl={TREASURY_URLS.userList}
                nullOptionLabel="No holder yet"
                isAutoSelect={false}
                value={form.values.holderId ?? 0}
                onChange={(value) => form.setFieldValue('holderId', value ? Number(value) : null)}
              />
            ) : (
              <Text size="sm" c={MUTED_TEXT_COLOR}>
                Choosing the holder needs the user list, which your role cannot read: the fund opens without a holder.
              </Text>
            ))}
        </Stack>
      </form>
    </DialogShell>
  );
}
