import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconEye, IconPlus, IconSend, IconX } from '@tabler/icons-react';
import { formatDisplayDate, type ApprovalProcessedPayload } from '@haligi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { useLiveApprovals } from '../../approvals/api/approvals-api';
import { RowAction } from '../../inventory/components/row-actions';
import { ReasonDialog } from '../../purchasing/components/reason-dialog';
import { useCancelRequest, useResubmitRequest } from '../api/payment-requests-api';
import type { PaymentRequest } from '../api/treasury-types';
import { TREASURY_KEYS, TREASURY_URLS } from '../api/treasury-urls';
import { MoneyText } from '../components/money-text';
import { NewPaymentRequestDialog } from '../components/new-payment-request-dialog';
import { PayRequestDialog } from '../components/pay-request-dialog';
import { PaymentRequestDrawer } from '../components/payment-request-drawer';
import { PaymentRequestStatusBadge } from '../components/payment-request-status-badge';
import { isCancelable } from '../utils/request-rules';

/** Treasury > Payables > Request payment: requests for payment of purchase orders, from approval to paid. */
export function PaymentRequestsPage() {
  const [isCreating, setIsCreating] = useState(false);
  const [paying, setPaying] = useState<PaymentRequest | null>(null);
  const [canceling, setCanceling] = useState<PaymentRequest | null>(null);
  // The approval queue opens a request here by ?id=.
  const [searchParams, setSearchParams] = useSearchParams();
  const viewing = Number(searchParams.get('id')) || null;
  const setViewing = (id: number | null) => setSearchParams(id ? { id: String(id) } : {}, { replace: true });
  const resubmit = useResubmitRequest();
  const cancel = useCancelRequest();
  const queryClient = useQueryClient();
  // A decision pushed by the approver moves a request's status: its table and drawer reload.
  const onPush = useCallback(
    (payload: ApprovalProcessedPayload) => {
      if (payload?.documentType !== 'PAYMENT_REQUEST') return;
      void queryClient.invalidateQueries({ queryKey: ['table', TREASURY_URLS.paymentRequest] });
      void queryClient.invalidateQueries({ queryKey: TREASURY_KEYS.all });
    },
    [queryClient],
  );
  useLiveApprovals(onPush);
  const newButton = (size?: 'xs') => (
    <Button size={size} leftSection={<IconPlus size={size ? 14 : 16} aria-hidden />} onClick={() => setIsCreating(true)}>
      New request for payment
    </Button>
  );

  return (
    <>
      <PageHeader title="Requests for payment" description="Payments of purchase orders: requested, approved, then paid from a fund account." actions={newButton()} />
      <DataTable<PaymentRequest>
        tableKey="payment-request"
        apiUrl={TREASURY_URLS.paymentRequest}
        emptyState={{ text: 'Requests to pay suppliers on purchase orders appear here with their approval.', action: newButton('xs') }}
        minWidth={900}
        cardTitle="code"
        cardFields={['status', 'supplier', 'amount']}
        renderCell={{
          code: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewing(row.id)} style={{ whiteSpace: 'nowrap' }}>
              {row.code}
            </Anchor>
          ),
          purchaseOrder: (row) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{row.purchaseOrder?.code ?? (row.billReference ? `Bill ${row.billReference}` : '-')}</Text>,
          supplier: (row) => <Text size="sm">{row.supplier?.name ?? '-'}</Text>,
          amount: (row) => <MoneyText value={row.amount} fw={600} />,
          dueDate: (row) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{row.dueDate ? formatDisplayDate(row.dueDate) : '-'}</Text>,
          requestedBy: (row) => <Text size="sm">{row.requestedBy?.name ?? '-'}</Text>,
          status: (row) => (
            <Stack gap={2} align="flex-start">
              <PaymentRequestStatusBadge status={row.status} />
              {row.statusReason && (
                <Text size="xs" c={MUTED_TEXT_COLOR} maw={220} lineClamp={2} title={row.statusReason}>
                  {row.statusReason}
                </Text>
              )}
            </Stack>
          ),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="View" name={row.code} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewing(row.id)} />
            {row.status === 'APPROVED' && <RowAction label="Pay" name={row.code} icon={<IconCash size={18} aria-hidden />} onClick={() => setPaying(row)} />}
            {row.status === 'RETURNED' && <RowAction label="Submit again" name={row.code} icon={<IconSend size={18} aria-hidden />} onClick={() => resubmit.mutate(row.id)} />}
            {isCancelable(row.status) && <RowAction label="Cancel" name={row.code} icon={<IconX size={18} aria-hidden />} onClick={() => setCanceling(row)} isDanger />}
          </Group>
        )}
      />
      <NewPaymentRequestDialog opened={isCreating} onClose={() => setIsCreating(false)} />
      <PaymentRequestDrawer requestId={viewing} onClose={() => setViewing(null)} onPay={setPaying} onCancel={setCanceling} />
      <PayRequestDialog request={paying} onClose={() => setPaying(null)} />
      <ReasonDialog
        opened={canceling !== null}
        onClose={() => setCanceling(null)}
        title={canceling ? `Cancel ${canceling.code}` : 'Cancel request'}
        message="The request will not be paid and what it held of the order's balance is free again."
        confirmLabel="Cancel request"
        isPending={cancel.isPending}
        onConfirm={(reason) => canceling && cancel.mutate({ id: canceling.id, reason }, { onSuccess: () => setCanceling(null) })}
      />
    </>
  );
}
