import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { formatCurrency, formatDisplayDate } from '@haligi/shared';
import Decimal from 'decimal.js';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { ApiError } from '../../../lib/api';
import { useLiquidate, useUnliquidated } from '../api/petty-cash-api';
import type { PettyCashFund } from '../api/petty-cash-types';

/**
 * Liquidate: the fund's unliquidated vouchers, those with receipts ticked, sent for approval
 * together. The server's 422 names each voucher that cannot go; it is shown here as a list.
 */
export function LiquidateDialog({ fund, opened, onClose, onLiquidated }: { fund: PettyCashFund; opened: boolean; onClose: () => void; onLiquidated?: (liquidationId: number) => void }) {
  const vouchers = useUnliquidated(fund.id, opened);
  const liquidate = useLiquidate();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [memo, setMemo] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    if (!opened) return;
    setMemo('');
    setProblems([]);
  }, [opened]);
  // Ticked at first: every voucher that has a receipt.
  useEffect(() => {
    if (opened && vouchers.data) setSelected(new Set(vouchers.data.filter((v) => v.receiptCount > 0).map((v) => v.id)));
  }, [opened, vouchers.data]);

  const rows = vouchers.data ?? [];
  const total = rows.filter((v) => selected.has(v.id)).reduce((sum, v) => sum.plus(v.amount), new Decimal(0));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = () => {
    setProblems([]);
    if (!selected.size) return setProblems(['Tick the vouchers to liquidate']);
    liquidate.mutate(
      { fundAccountId: fund.id, disbursementIds: [...selected], memo: memo.trim() },
      {
        onSuccess: (answer) => {
          onClose();
          if (answer.data) onLiquidated?.(answer.data.id);
        },
        onError: (error) => setProblems(error instanceof ApiError ? [error.serverMessage].flat() : [String(error)]),
      },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Liquidate vouchers"
      icon={<IconChecklist size={20} aria-hidden />}
      size="md"
      isDirty={false}
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={liquidate.isPending} disabled={!rows.length}>
            Submit for approval
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">The vouchers ticked go for approval together; once approved, what they spent can be replenished into {fund.name}.</Text>
        {vouchers.isError ? (
          <LoadError what="vouchers" error={vouchers.error} onRetry={() => void vouchers.refetch()} isRetrying={vouchers.isFetching} />
        ) : !vouchers.data ? (
          <Skeleton height={80} />
        ) : rows.length === 0 ? (
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            Every voucher of this fund is liquidated or waiting for approval.
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Unliquidated vouchers">
            {rows.map((voucher) => (
              <Group component="li" key={voucher.id} justify="space-between" wrap="nowrap" gap="xs" py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                <Checkbox
                  checked={selected.has(voucher.id)}
                  onChange={() => toggle(voucher.id)}
                  label={`${voucher.code} · ${voucher.payee}`}
                  description={`${voucher.description} · ${formatDisplayDate(voucher.createdAt.slice(0, 10))}${voucher.receiptCount ? '' : ' · no receipt'}`}
                  styles={{ body: { minWidth: 0 }, labelWrapper: { minWidth: 0 }, description: { overflowWrap: 'anywhere', color: voucher.receiptCount ? undefined : 'var(--mantine-color-red-9)' } }}
                />
                <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatCurrency(voucher.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="space-between">
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            {selected.size} {selected.size === 1 ? 'voucher' : 'vouchers'} ticked
          </Text>
          <Text fw={700} data-testid="liquidation-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCurrency(total.toFixed(2))}
          </Text>
        </Group>
        <TextInput label="Memo" maxLength={500} value={memo} onChange={(event) => setMemo(event.currentTarget.value)} />
        {problems.length > 0 && (
          <Alert color="red" variant="light" title="Not liquidated" role="alert" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            <Stack gap={2} component="ul" m={0} pl="md">
              {problems.map((problem) => (
                <Text component="li" size="sm" key={problem}>
                  {problem}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
      </Stack>
    </DialogShell>
  );
}
