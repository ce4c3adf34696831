import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDate, formatDisplayDateTime } from '@haligi/shared';
import { IconFileText, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { LoadError } from '../../../components/load-error';
import { usePurchaseRequest } from '../api/get-purchase-request';
import { useCancelPurchaseRequest, useSubmitPurchaseRequest } from '../api/purchase-request-actions';
import { canCancelRequest, canResubmitRequest } from '../utils/document-actions';
import { ApprovalSection } from './approval-section';
import { DetailFields } from './detail-fields';
import { QuantityProgress } from './quantity-progress';
import { ReasonDialog } from './reason-dialog';
import { StatusCell } from './status-cell';
import { formatMoney } from '../../../lib/money';

export interface PurchaseRequestDetailDialogProps {
  requestId: number | null;
  onClose: () => void;
}

/** One purchase request: its lines with how much of each is ordered, its approval, cancel and resubmit. */
export function PurchaseRequestDetailDialog({ requestId, onClose }: PurchaseRequestDetailDialogProps) {
  const request = usePurchaseRequest(requestId);
  const [isCanceling, setIsCanceling] = useState(false);
  const cancel = useCancelPurchaseRequest();
  const submit = useSubmitPurchaseRequest();
  const data = request.data;

  return (
    <DialogShell
      opened={requestId !== null}
      onClose={onClose}
      title={data ? `Purchase Request ${data.code}` : 'Purchase Request'}
      icon={<IconFileText size={20} aria-hidden />}
      size="lg"
      maxWidth="95vw"
      submitActions={
        <>
          {data && canCancelRequest(data.status) && (
            <Button variant="outline" color="red.9" leftSection={<IconX size={16} aria-hidden />} onClick={() => setIsCanceling(true)}>
              Cancel request
            </Button>
          )}
          {data && canResubmitRequest(data.status) && (
            <Button leftSection={<IconSend size={16} aria-hidden />} loading={submit.isPending} onClick={() => submit.mutate(data.id)}>
              Submit for approval
            </Button>
          )}
          <DialogCancelButton>Close</DialogCancelButton>
        </>
      }
    >
      {request.isLoading && <Loader role="status" aria-label="Loading the purchase request" />}
      {request.isError && <LoadError what="purchase request" error={request.error} onRetry={() => void request.refetch()} isRetrying={request.isFetching} />}
      {data && (
        <Stack gap="md">
          <DetailFields
            fields={[
              { label: 'Status', value: <StatusCell kind="request" status={data.status} reason={data.statusReason} /> },
              { label: 'Project', value: data.project?.name ?? '-' },
              { label: 'Warehouse', value: data.warehouse?.name ?? '-' },
              { label: 'Requested by', value: data.requestedBy?.name ?? '-' },
              { label: 'Requested on', value: formatDisplayDateTime(data.createdAt) },
              { label: 'Delivery date', value: data.deliveryDate ? formatDisplayDate(data.deliveryDate) : '-' },
            ]}
          />
          {data.statusReason && (
            <Text size="sm">
              <strong>Reason:</strong> {data.statusReason}
            </Text>
          )}
          {data.memo && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <strong>Memo:</strong> {data.memo}
            </Text>
          )}
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="purchase-request-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Ordered</Table.Th>
                  <Table.Th ta="right">Rate</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {line.itemName}
                      </Text>
                      {line.description && <Text size="xs">{line.description}</Text>}
                    </Table.Td>
                    <Table.Td>
                      <QuantityProgress done={line.quantityOrdered} of={line.quantity} label={`Ordered of ${line.itemName}`} />
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(line.rate)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Text size="sm">
              Total: <b data-testid="purchase-request-detail-total">{formatMoney(data.total)}</b>
            </Text>
          </Group>
          <ApprovalSection documentType="PURCHASE_REQUEST" documentId={data.id} />
        </Stack>
      )}
      {data && (
        <ReasonDialog
          opened={isCanceling}
          onClose={() => setIsCanceling(false)}
          title={`Cancel ${data.code}`}
          message="Canceling gives the requested quantities back to the BOQ. Nothing can be ordered from a canceled request."
          confirmLabel="Cancel request"
          isPending={cancel.isPending}
          onConfirm={(reason) => cancel.mutate({ id: data.id, reason }, { onSuccess: () => setIsCanceling(false) })}
        />
      )}
    </DialogShell>
  );
}
