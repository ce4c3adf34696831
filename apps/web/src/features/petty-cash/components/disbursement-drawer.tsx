import { Button, Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { formatCurrency, formatDisplayDateTime } from '@haligi/shared';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useDisbursement } from '../api/petty-cash-api';
import type { Disbursement } from '../api/petty-cash-types';
import { DisbursementStatusBadge } from './petty-cash-badges';
import { ReceiptList } from './receipt-list';

/** One petty cash voucher: who was paid, for what, from which fund, and its receipts. */
export function DisbursementDrawer({ disbursementId, onClose, onAttach }: { disbursementId: number | null; onClose: () => void; onAttach?: (disbursement: Disbursement) => void }) {
  const query = useDisbursement(disbursementId);
  const voucher = query.data;
  return (
    <Drawer opened={disbursementId !== null} onClose={onClose} position="right" size="md" title={voucher ? `Voucher ${voucher.code}` : 'Voucher'} styles={{ title: { fontWeight: 700 } }}>
      {query.isError ? (
        <LoadError what="voucher" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !voucher ? (
        <Stack aria-busy>
          <Skeleton height={24} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <DisbursementStatusBadge status={voucher.status} />
            <Text fw={700} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCurrency(voucher.amount)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
            <Fact label="Payee">{voucher.payee}</Fact>
            <Fact label="Fund">{voucher.fundAccount.name}</Fact>
            <Fact label="Project">{voucher.project?.name ?? 'None'}</Fact>
            <Fact label="Paid">
              {formatDisplayDateTime(voucher.createdAt)}
              {voucher.createdByName ? ` by ${voucher.createdByName}` : ''}
            </Fact>
          </SimpleGrid>
          <Fact label="Description">{voucher.description}</Fact>
          <section aria-labelledby="voucher-receipts">
            <Group justify="space-between" mb={4}>
              <Title order={3} size="h5" id="voucher-receipts">
                Receipts
              </Title>
              {onAttach && voucher.status === 'UNLIQUIDATED' && (
                <Button size="xs" variant="light" leftSection={<IconPaperclip size={14} aria-hidden />} onClick={() => onAttach(voucher)}>
                  Attach receipts
                </Button>
              )}
            </Group>
            <ReceiptList receipts={voucher.receipts} code={voucher.code} />
          </section>
        </Stack>
      )}
    </Drawer>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" tt="uppercase" fw={600} c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
