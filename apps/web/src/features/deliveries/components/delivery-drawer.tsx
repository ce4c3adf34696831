import { Button, Drawer, Group, Loader, SimpleGrid, Stack, Table, Text, Timeline, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconPackageImport, IconSend, IconTruckOff } from '@tabler/icons-react';
import { DELIVERY_TERMS_LIST, formatCurrency, formatDisplayDate, formatDisplayDateTime, nextTruckLoadStage, type TruckLoadStage } from '@haligi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { ApprovalTrail, useLiveApprovals } from '../../approvals';
import { DELIVERY_KEYS, DELIVERY_URL, useAdvanceStage, useDelivery, useResubmitDelivery, type DeliveryDetail } from '../api/deliveries-api';
import { CancelDeliveryDialog } from './cancel-delivery-dialog';
import { DeliveryDecision } from './delivery-decision';
import { DeliveryApprovalBadge, DeliveryStatusBadge, stageLabelOf, TruckStageBadge } from './delivery-badges';
import { ReceiveDeliveryDialog } from './receive-delivery-dialog';
import { StageStepper } from './stage-stepper';

export interface DeliveryDrawerProps {
  deliveryId: number | null;
  onClose: () => void;
  /** Pending and Truck Load may move, receive and cancel; Done and Canceled only read. */
  canWrite: boolean;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '-'}
      </Text>
    </div>
  );
}

/** The next stage a delivery can go to, or null (not approved, not open, or arrived). */
export function nextStageOf(delivery: Pick<DeliveryDetail, 'status' | 'stage' | 'approvalStatus'>): TruckLoadStage | null {
  if (delivery.approvalStatus !== 'APPROVED') return null;
  if (delivery.status === 'PENDING') return nextTruckLoadStage(null);
  if (delivery.status === 'IN_TRANSIT') return nextTruckLoadStage(delivery.stage);
  return null;
}

/** A delivery: where the truck is, what it carries, its history and its approvals. */
export function DeliveryDrawer({ deliveryId, onClose, canWrite }: DeliveryDrawerProps) {
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const delivery = useDelivery(deliveryId);
  const queryClient = useQueryClient();
  // A decision on this delivery (here or by another approver) changes its approval status and history.
  useLiveApprovals(
    useCallback(
      (payload: { documentType?: string; documentId?: number }) => {
        if (payload?.documentType !== 'DELIVERY' || payload.documentId !== deliveryId || deliveryId === null) return;
        void queryClient.invalidateQueries({ queryKey: DELIVERY_KEYS.detail(deliveryId) });
        void queryClient.invalidateQueries({ queryKey: ['table', DELIVERY_URL] });
      },
      [queryClient, deliveryId],
    ),
  );
  const advance = useAdvanceStage();
  const resubmit = useResubmitDelivery();
  const [receiving, setReceiving] = useState<DeliveryDetail | null>(null);
  const [canceling, setCanceling] = useState<DeliveryDetail | null>(null);
  const data = delivery.data;
  const next = data ? nextStageOf(data) : null;
  const isOpen = data?.status === 'PENDING' || data?.status === 'IN_TRANSIT';

  return (
    <>
      <Drawer opened={deliveryId !== null} onClose={onClose} position="right" size={isPhone ? '100%' : 'xl'} title={data ? `Delivery ${data.code}` : 'Delivery'} styles={{ title: { fontWeight: 700 } }}>
        {delivery.isPending && deliveryId !== null && <Loader size="sm" role="status" aria-label="Loading the delivery" />}
        {delivery.isError && <LoadError what="delivery" error={delivery.error} onRetry={() => void delivery.refetch()} isRetrying={delivery.isFetching} />}
        {data && (
          <Stack gap="md">
            <Group gap="xs">
              <DeliveryStatusBadge status={data.status} />
              {data.status === 'IN_TRANSIT' && <TruckStageBadge stage={data.stage} />}
              <DeliveryApprovalBadge status={data.approvalStatus} />
            </Group>
            {data.status !== 'CANCELED' && <StageStepper status={data.status} stage={data.stage} />}
            {canWrite && isOpen && (
              <Group gap="xs">
                {next && (
                  <Button size="sm" leftSection={<IconArrowRight size={16} aria-hidden />} loading={advance.isPending} onClick={() => advance.mutate({ id: data.id, stage: next })}>
                    Mark as {stageLabelOf(next)}
                  </Button>
                )}
                {data.status === 'IN_TRANSIT' && data.stage === 'ARRIVED' && (
                  <Button size="sm" leftSection={<IconPackageImport size={16} aria-hidden />} onClick={() => setReceiving(data)}>
                    Receive
                  </Button>
                )}
                {data.approvalStatus === 'RETURNED' && (
                  <Button size="sm" variant="light" leftSection={<IconSend size={16} aria-hidden />} loading={resubmit.isPending} onClick={() => resubmit.mutate({ id: data.id })}>
                    Submit again
                  </Button>
                )}
                <Button size="sm" variant="outline" color="red.9" leftSection={<IconTruckOff size={16} aria-hidden />} onClick={() => setCanceling(data)}>
                  Cancel delivery
                </Button>
              </Group>
            )}
            {data.approvalStatus === 'FOR_APPROVAL' && isOpen && (
              <>
                <Text size="sm" c={MUTED_TEXT_COLOR}>
                  Waiting for approval: the truck can be loaded once the delivery is approved.
                </Text>
                <DeliveryDecision deliveryId={data.id} code={data.code} />
              </>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Fact label={data.kind === 'TRANSFER' ? 'From warehouse' : 'Purchase order'}>
                {data.kind === 'TRANSFER' ? data.fromWarehouse?.name : `${data.purchaseOrder?.code ?? ''} · ${data.supplier?.name ?? ''}`}
              </Fact>
              <Fact label="To warehouse">{data.toWarehouse.name}</Fact>
              <Fact label="Scheduled">{data.scheduledDate ? formatDisplayDate(data.scheduledDate) : ''}</Fact>
              <Fact label="Delivery terms">{DELIVERY_TERMS_LIST.find((t) => t.key === data.deliveryTerms)?.label ?? ''}</Fact>
              <Fact label="Plate number">{data.plateNumber}</Fact>
              <Fact label="Driver">{data.driverName}</Fact>
              {data.statusReason && <Fact label={data.status === 'CANCELED' ? 'Reason' : 'Approver’s note'}>{data.statusReason}</Fact>}
              {data.memo && <Fact label="Memo">{data.memo}</Fact>}
            </SimpleGrid>
            <section aria-labelledby="delivery-lines-title">
              <Title order={3} size="h5" mb="xs" id="delivery-lines-title">
                Lines
              </Title>
              <div style={{ overflowX: 'auto' }}>
                <Table striped withTableBorder miw={460}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Item</Table.Th>
                      <Table.Th ta="right">Quantity</Table.Th>
                      <Table.Th ta="right">Received</Table.Th>
                      <Table.Th ta="right">Amount</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.lines.map((line) => (
                      <Table.Tr key={line.id}>
                        <Table.Td>{line.itemName}</Table.Td>
                        <Table.Td ta="right">
                          {line.quantity} {line.uom}
                        </Table.Td>
                        <Table.Td ta="right">{line.quantityReceived}</Table.Td>
                        <Table.Td ta="right">{line.amount === null ? '-' : formatCurrency(line.amount)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            </section>
            <section aria-labelledby="delivery-history-title">
              <Title order={3} size="h5" mb="xs" id="delivery-history-title">
                History
              </Title>
              <Timeline bulletSize={14} lineWidth={2} active={data.events.length - 1}>
                {data.events.map((event) => (
                  <Timeline.Item key={event.id} title={event.status === 'IN_TRANSIT' ? stageLabelOf(event.stage) : event.status.replace('_', ' ').toLowerCase().replace(/^./, (c) => c.toUpperCase())}>
                    {event.note && <Text size="sm">{event.note}</Text>}
                    <Text size="xs" c={MUTED_TEXT_COLOR}>
                      {formatDisplayDateTime(event.createdAt)}
                      {event.by ? ` · ${event.by.name}` : ''}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </section>
            <ApprovalTrail documentType="DELIVERY" documentId={data.id} />
          </Stack>
        )}
      </Drawer>
      <ReceiveDeliveryDialog delivery={receiving} onClose={() => setReceiving(null)} />
      <CancelDeliveryDialog delivery={canceling} onClose={() => setCanceling(null)} />
    </>
  );
}
