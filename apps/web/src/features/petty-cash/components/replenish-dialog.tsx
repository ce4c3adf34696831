import { Button, Select, Stack, Text } from '@mantine/core';
import { IconArrowBarUp } from '@tabler/icons-react';
import { formatCurrency } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useFundAccountOptions, useReplenish } from '../api/petty-cash-api';

export interface ReplenishTarget {
  fundAccountId: number;
  fundName: string;
}

/**
 * Replenish: what the fund's approved, not yet replenished liquidations spent moves from a source
 * account (a bank or cash on hand) back into the fund, never above its fund amount.
 */
export function ReplenishDialog({ target, onClose }: { target: ReplenishTarget | null; onClose: () => void }) {
  const funds = useFundAccountOptions(target !== null);
  const replenish = useReplenish();
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (target) {
      setSourceId(null);
      setError(undefined);
    }
  }, [target]);
  const sources = (funds.data ?? []).filter((f) => f.value !== target?.fundAccountId && f.kind !== 'PETTY_CASH').map((f) => ({ value: String(f.value), label: `${f.label} (${formatCurrency(f.balance)})` }));
  const submit = () => {
    if (!target) return;
    if (!sourceId) return setError('Choose the account the money comes from');
    replenish.mutate({ fundAccountId: target.fundAccountId, sourceFundAccountId: Number(sourceId) }, { onSuccess: onClose });
  };
  return (
    <DialogShell
      opened={target !== null}
      onClose={onClose}
      title={target ? `Replenish ${target.fundName}` : 'Replenish'}
      icon={<IconArrowBarUp size={20} aria-hidden />}
      size="sm"
      isDirty={false}
      submitActions={
        <>
          <DialogCancelButton />
          <Button color="teal.9" onClick={submit} loading={replenish.isPending}>
            Replenish
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">Every approved liquidation of this fund not yet replenished is paid back into it, up to its fund amount.</Text>
        <Select
          label="From account"
          required
          searchable
          nothingFoundMessage="No account matches"
          placeholder={funds.isPending ? 'Loading...' : 'Choose an account'}
          data={sources}
          value={sourceId}
          onChange={setSourceId}
          error={error ?? (funds.isError ? 'The fund accounts could not be loaded' : undefined)}
        />
      </Stack>
    </DialogShell>
  );
}
