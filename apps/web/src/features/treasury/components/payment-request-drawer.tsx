import { Alert, Box, Button, Drawer, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCash, IconSend, IconX } from '@tabler/icons-react';
import { formatCurrency, formatDisplayDate, formatDisplayDateTime } from '@haligi/shared';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { ApprovalTrail } from '../../approvals/components/approval-trail';
import { usePaymentRequest, useResubmitRequest } from '../api/payment-requests-api';
import type { PaymentRequest } from '../api/treasury-types';
import { isCancelable } from '../utils/request-rules';
import { PaymentRequestStatusBadge } from './payment-request-status-badge';

const STATUS_NOTE: Partial<Record<PaymentRequest['status'], string>> = {
  FOR_APPROVAL: 'Waiting for approval by a member who may approve requests for payment.',
  APPROVED: 'Approved: pay it from a fund account.',
  RETURNED: 'Returned for changes: submit it again when ready.',
  REJECTED: 'Rejected: it cannot be paid.',
};

export interface PaymentRequestDrawerProps {
  requestId: number | null;
  onClose: () => void;
  onPay: (request: PaymentRequest) => void;
  onCancel: (request: PaymentRequest) => void;
}

/** One request for payment: its order, amount, status and approval trail, and its next step. */
export function PaymentRequestDrawer({ requestId, onClose, onPay, onCancel }: PaymentRequestDrawerProps) {
  const query = usePaymentRequest(requestId);
  const request = query.data;
  return (
    <Drawer opened={requestId !== null} onClose={onClose} position="right" size="lg" title={request ? `Request for payment ${request.code}` : 'Request for payment'} styles={{ title: { fontWeight: 700 } }}>
      {query.isError ? (
        <LoadError what="request for payment" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !request ? (
        <Stack>
          <Skeleton height={24} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <RequestBody request={request} onPay={onPay} onCancel={onCancel} />
      )}
    </Drawer>
  );
}

function RequestBody({ request, onPay, onCancel }: { request: PaymentRequest; onPay: (request: PaymentRequest) => void; onCancel: (request: PaymentRequest) => void }) {
  const resubmit = useResubmitRequest();
  const note = STATUS_NOTE[request.status];
  return (
    <Stack gap="md">
      <Group gap="sm" justify="space-between">
        <PaymentRequestStatusBadge status={request.status} />
        <Text fw={700} size="xl" data-testid="request-amount" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCurrency(request.amount)}
        </Text>
      </Group>
      {note && (
        <Alert color={request.status === 'REJECTED' ? 'red' : request.status === 'APPROVED' ? 'blue' : 'yellow'} variant="light" p="xs" title={note} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          {request.statusReason ? <Text size="sm">Reason: {request.statusReason}</Text> : null}
        </Alert>
      )}
      {request.status === 'CANCELED' && request.statusReason && <Text size="sm">Canceled: {request.statusReason}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <Field label={request.purchaseOrder ? 'Purchase order' : 'Bill'}>
          {request.purchaseOrder
            ? `${request.purchaseOrder.code} · total ${formatCurrency(request.purchaseOrder.total)}, balance ${formatCurrency(request.purchaseOrder.balance)}`
            : `Invoice ${request.billReference || '-'} (no purchase order)`}
        </Field>
        <Field label="Supplier">{request.supplier?.name ?? '-'}</Field>
        <Field label="Due date">{request.dueDate ? formatDisplayDate(request.dueDate) : '-'}</Field>
        <Field label="Requested by">
          {request.requestedBy?.name ?? '-'} on {formatDisplayDateTime(request.createdAt)}
        </Field>
        {request.status === 'PAID' && (
          <>
            <Field label="Paid from">{request.fundAccount?.name ?? '-'}</Field>
            <Field label="Paid by">
              {request.paidBy ?? '-'}
              {request.paidAt ? ` on ${formatDisplayDateTime(request.paidAt)}` : ''}
            </Field>
          </>
        )}
      </SimpleGrid>
      <Field label="Memo">{request.memo || 'No memo'}</Field>
      <Group gap="xs">
        {request.status === 'APPROVED' && (
          <Button color="teal.9" leftSection={<IconCash size={16} aria-hidden />} onClick={() => onPay(request)}>
            Pay
          </Button>
        )}
        {request.status === 'RETURNED' && (
          <Button leftSection={<IconSend size={16} aria-hidden />} loading={resubmit.isPending} onClick={() => resubmit.mutate(request.id)}>
            Submit again
          </Button>
        )}
        {isCancelable(request.status) && (
          <Button variant="outline" color="red.9" leftSection={<IconX size={16} aria-hidden />} onClick={() => onCancel(request)}>
            Cancel request
          </Button>
        )}
      </Group>
      <ApprovalTrail documentType="PAYMENT_REQUEST" documentId={request.id} />
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text size="xs" tt="uppercase" fw={600} c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}
