import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { FUND_ACCOUNT_KIND_LABELS, formatCurrency } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useFundAccountOptions } from '../api/fund-accounts-api';
import { usePayRequest } from '../api/payment-requests-api';
import type { PaymentRequest } from '../api/treasury-types';
import { isMoreThanHeld } from '../utils/money-checks';

export interface PayRequestDialogProps {
  /** The approved request to pay; null: closed. */
  request: PaymentRequest | null;
  onClose: () => void;
}

/** Pay an approved request for payment from a fund account, whose balance each choice shows. */
export function PayRequestDialog({ request, onClose }: PayRequestDialogProps) {
  const opened = request !== null;
  const accounts = useFundAccountOptions(opened);
  const pay = usePayRequest();
  const [fundAccountId, setFundAccountId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (opened) {
      setFundAccountId(null);
      setError(undefined);
    }
  }, [opened, request?.id]);

  const chosen = accounts.data?.find((a) => String(a.value) === fundAccountId) ?? null;
  const isShort = chosen !== null && request !== null && isMoreThanHeld(chosen.balance, request.amount);
  const confirm = () => {
    if (!request) return;
    if (!chosen) return setError('Choose the fund account to pay from');
    pay.mutate({ id: request.id, fundAccountId: chosen.value }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      isDirty={false}
      title={request ? `Pay ${request.code}` : 'Pay'}
      icon={<IconCash size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button color="teal.9" onClick={confirm} loading={pay.isPending} disabled={!request}>
            {request ? `Pay ${formatCurrency(request.amount)}` : 'Pay'}
          </Button>
        </>
      }
    >
      {request && (
        <Stack gap="sm">
          <Paper withBorder p="xs" radius="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{request.purchaseOrder?.code ?? request.code}</Text>
                <Text size="sm" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
                  {request.supplier?.name ?? 'No supplier'}
                </Text>
              </div>
              <Text fw={700} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(request.amount)}
              </Text>
            </Group>
          </Paper>
          <Select
            label="Pay from"
            required
            placeholder={accounts.isPending ? 'Loading...' : 'Choose a fund account'}
            data={(accounts.data ?? []).map((a) => ({ value: String(a.value), label: `${a.label} · ${formatCurrency(a.balance)}` }))}
            renderOption={({ option }) => {
              const account = accounts.data?.find((a) => String(a.value) === option.value);
              return (
                <Stack gap={0}>
                  <Text size="sm">{account?.label ?? option.label}</Text>
                  {account && (
                    <Text size="xs" c={MUTED_TEXT_COLOR}>
                      {FUND_ACCOUNT_KIND_LABELS[account.kind]} · holds {formatCurrency(account.balance)}
                    </Text>
                  )}
                </Stack>
              );
            }}
            searchable
            value={fundAccountId}
            onChange={(value) => {
              setFundAccountId(value);
              setError(undefined);
            }}
            error={error ?? (accounts.isError ? `The fund accounts could not be loaded: ${accounts.error.message}` : undefined)}
            comboboxProps={{ withinPortal: true }}
          />
          {isShort && chosen && (
            <Alert color="yellow" variant="light" p="xs" title={`${chosen.label} holds ${formatCurrency(chosen.balance)}`} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
              <Text size="sm">Less than this request: the payment will be refused and nothing will change. Choose another account or deposit first.</Text>
            </Alert>
          )}
        </Stack>
      )}
    </DialogShell>
  );
}
