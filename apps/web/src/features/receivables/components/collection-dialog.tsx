import { Alert, Button, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { formatCurrency, formatDisplayDate } from '@haligi/shared';
import Decimal from 'decimal.js';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useCollectBilling, useFundAccountOptions } from '../api/billings-api';
import { useCollectibleBillings } from '../api/collectible-billings';
import type { Billing } from '../api/receivables-types';

export interface CollectionDialogProps {
  opened: boolean;
  /** The billing collected on; null lets the member choose one with a balance. */
  billing: Billing | null;
  onClose: () => void;
}

/** Money received on an approved billing, into a fund account (bank or cash): amount, OR number, memo. */
export function CollectionDialog({ opened, billing, onClose }: CollectionDialogProps) {
  const collectible = useCollectibleBillings(opened && billing === null);
  const funds = useFundAccountOptions(opened);
  const collect = useCollectBilling();
  const [billingId, setBillingId] = useState<string | null>(null);
  const [fundAccountId, setFundAccountId] = useState<string | null>(null);
  const [amount, setAmount] = useState<string | number>('');
  const [reference, setReference] = useState('');
  const [memo, setMemo] = useState('');
  const [errors, setErrors] = useState<{ billing?: string; fund?: string; amount?: string }>({});

  const choices = billing ? [billing] : (collectible.data ?? []);
  const chosen = choices.find((b) => String(b.id) === billingId) ?? null;

  useEffect(() => {
    if (!opened) return;
    setBillingId(billing ? String(billing.id) : null);
    setAmount(billing ? billing.balance : '');
    setFundAccountId(null);
    setReference('');
    setMemo('');
    setErrors({});
  }, [opened, billing]);

  const choose = (id: string | null) => {
    setBillingId(id);
    // The amount defaults to what is left of the billing.
    setAmount(choices.find((b) => String(b.id) === id)?.balance ?? '');
  };

  // Money is collected into a bank or cash account; a petty cash fund is only refilled by replenishment.
  const fundOptions = (funds.data ?? []).filter((f) => f.kind !== 'PETTY_CASH').map((f) => ({ value: String(f.value), label: `${f.label} (${formatCurrency(f.balance)})` }));

  const submit = () => {
    const found: typeof errors = {};
    if (!chosen) found.billing = 'Choose the billing';
    if (!fundAccountId) found.fund = 'Choose the account the money went into';
    const text = String(amount).trim();
    if (!/^\d+(\.\d{1,2})?$/.test(text) || new Decimal(text).lessThanOrEqualTo(0)) found.amount = 'Enter an amount above 0 with at most 2 decimals';
    else if (chosen && new Decimal(text).greaterThan(chosen.balance)) found.amount = `At most the balance of ${formatCurrency(chosen.balance)}`;
    setErrors(found);
    if (Object.keys(found).length || !chosen || !fundAccountId) return;
    collect.mutate({ id: chosen.id, body: { fundAccountId: Number(fundAccountId), amount: new Decimal(text).toFixed(2), reference: reference.trim(), memo: memo.trim() } }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Record collection"
      icon={<IconCash size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton />
          <Button color="teal.9" onClick={submit} loading={collect.isPending}>
            Record collection
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {billing ? (
          <Text size="sm">
            {billing.code} · {billing.project.name} · balance {formatCurrency(billing.balance)}
          </Text>
        ) : (
          <Select
            label="Billing"
            required
            searchable
            placeholder={collectible.isPending ? 'Loading...' : choices.length ? 'Choose a billing with a balance' : 'No approved billing has a balance'}
            nothingFoundMessage="No billing matches"
            data={choices.map((b) => ({ value: String(b.id), label: `${b.code} · ${b.project.name} · ${formatCurrency(b.balance)}` }))}
            value={billingId}
            onChange={choose}
            error={errors.billing}
          />
        )}
        {chosen && (
          <Text size="xs" c={MUTED_TEXT_COLOR}>
            {chosen.client?.name ?? 'No client'} · amount due {formatCurrency(chosen.amountDue)}, collected {formatCurrency(chosen.collectedAmount)} · due {formatDisplayDate(chosen.dueDate)}
          </Text>
        )}
        <Select
          label="Fund account"
          searchable
          nothingFoundMessage="No account matches"
          description="Where the money went: the bank account deposited into, or cash on hand."
          required
          placeholder={funds.isPending ? 'Loading...' : 'Choose an account'}
          data={fundOptions}
          value={fundAccountId}
          onChange={setFundAccountId}
          error={errors.fund ?? (funds.isError ? 'The fund accounts could not be loaded' : undefined)}
        />
        <NumberInput label="Amount (PHP)" required min={0} decimalScale={2} thousandSeparator="," hideControls value={amount} onChange={setAmount} error={errors.amount} />
        <TextInput label="OR number" description="The official receipt given to the client." maxLength={100} value={reference} onChange={(event) => setReference(event.currentTarget.value)} />
        <TextInput label="Memo" maxLength={500} value={memo} onChange={(event) => setMemo(event.currentTarget.value)} />
        {choices.length === 0 && !billing && collectible.isSuccess && (
          <Alert color="blue" variant="light" p="xs">
            Only approved billings with a balance can be collected on.
          </Alert>
        )}
      </Stack>
    </DialogShell>
  );
}
