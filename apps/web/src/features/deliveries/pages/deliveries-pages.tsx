import { ActionIcon, Anchor, Box, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconEye, IconPlus } from '@tabler/icons-react';
import { formatDisplayDate, truncateText, TRUNCATE_REJECTION_REASON, TRUCK_LOAD_STAGE_LIST } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { DELIVERY_URL, useAdvanceStage, type DeliveryRow } from '../api/deliveries-api';
import { CreateDeliveryDialog } from '../components/create-delivery-dialog';
import { DeliveryApprovalBadge, stageLabelOf, TruckStageBadge } from '../components/delivery-badges';
import { DeliveryDrawer, nextStageOf } from '../components/delivery-drawer';

type Screen = 'PENDING' | 'IN_TRANSIT' | 'DONE' | 'CANCELED';

const SCREENS: Record<Screen, { title: string; description: string; tableKey: string; empty: string; canWrite: boolean; cardFields: string[] }> = {
  PENDING: {
    title: 'Pending Deliveries',
    description: 'Deliveries of approved purchase orders waiting for approval or for their truck to be loaded.',
    tableKey: 'delivery-pending',
    cardFields: ['source', 'approvalStatus', 'scheduledDate'],
    empty: 'Deliveries you schedule from approved purchase orders wait here until their truck is loaded.',
    canWrite: true,
  },
  IN_TRANSIT: {
    title: 'Truck Load',
    description: 'Trucks on their way: move each one through Loading, Dispatched and Arrived, then receive it.',
    tableKey: 'delivery-truck-load',
    cardFields: ['stage', 'source', 'truck'],
    empty: 'Trucks being loaded, dispatched or arrived appear here.',
    canWrite: true,
  },
  DONE: {
    title: 'Done Deliveries',
    description: 'Deliveries received into a warehouse, with their stock receipts.',
    tableKey: 'delivery-done',
    cardFields: ['source', 'toWarehouse', 'updatedAt'],
    empty: 'Received deliveries appear here.',
    canWrite: false,
  },
  CANCELED: {
    title: 'Canceled Deliveries',
    description: 'Deliveries canceled or rejected, with the reason.',
    tableKey: 'delivery-canceled',
    cardFields: ['source', 'statusReason', 'updatedAt'],
    empty: 'Canceled and rejected deliveries appear here with their reason.',
    canWrite: false,
  },
};

const sourceOf = (row: DeliveryRow) => (row.kind === 'TRANSFER' ? `Transfer from ${row.fromWarehouse?.name ?? ''}` : `${row.purchaseOrder?.code ?? ''} · ${row.supplier?.name ?? 'No supplier'}`);

function DeliveriesScreen({ screen }: { screen: Screen }) {
  const config = SCREENS[screen];
  const [viewing, setViewing] = useState<number | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [stage, setStage] = useState<string>('ALL');
  const advance = useAdvanceStage();
  const createButton = (size: 'xs' | 'sm') => (
    <Button size={size} leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
      New delivery
    </Button>
  );
  const fixedFilters = [{ key: 'status', value: screen }, ...(stage !== 'ALL' ? [{ key: 'stage', value: stage }] : [])];

  return (
    <>
      <PageHeader title={config.title} description={config.description} actions={screen === 'PENDING' ? createButton('sm') : undefined} />
      {screen === 'IN_TRANSIT' && (
        <SegmentedControl
          mb="sm"
          aria-label="Show trucks at stage"
          value={stage}
          onChange={setStage}
          data={[{ value: 'ALL', label: 'All stages' }, ...TRUCK_LOAD_STAGE_LIST.map((s) => ({ value: s.key, label: s.label }))]}
          fullWidth
          style={{ maxWidth: 520 }}
        />
      )}
      <DataTable<DeliveryRow>
        tableKey={config.tableKey}
        apiUrl={DELIVERY_URL}
        fixedFilters={fixedFilters}
        emptyState={{ text: config.empty, action: screen === 'PENDING' ? createButton('xs') : undefined }}
        cardTitle="code"
        cardFields={config.cardFields}
        renderCell={{
          code: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewing(row.id)}>
              {row.code}
            </Anchor>
          ),
          source: (row) => <Text size="sm">{sourceOf(row)}</Text>,
          toWarehouse: (row) => row.toWarehouse.name,
          truck: (row) => [row.plateNumber, row.driverName].filter(Boolean).join(' · ') || '-',
          approvalStatus: (row) => (
            <Box miw={116}>
              <DeliveryApprovalBadge status={row.approvalStatus} />
            </Box>
          ),
          stage: (row) => <TruckStageBadge stage={row.stage} />,
          scheduledDate: (row) => (row.scheduledDate ? formatDisplayDate(row.scheduledDate) : '-'),
          statusReason: (row) =>
            row.statusReason ? (
              <Tooltip label={row.statusReason} multiline maw={360}>
                <Text size="sm" tabIndex={0} aria-label={`Reason: ${row.statusReason}`}>
                  {truncateText(row.statusReason, TRUNCATE_REJECTION_REASON)}
                </Text>
              </Tooltip>
            ) : (
              '-'
            ),
        }}
        renderActions={(row) => {
          const next = config.canWrite ? nextStageOf(row) : null;
          return (
            <Group gap={4} wrap="nowrap">
              <Tooltip label="View">
                <ActionIcon variant="subtle" aria-label={`View ${row.code}`} onClick={() => setViewing(row.id)}>
                  <IconEye size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              {next && (
                <Tooltip label={`Mark as ${stageLabelOf(next)}`}>
                  <ActionIcon variant="subtle" aria-label={`Mark ${row.code} as ${stageLabelOf(next)}`} loading={advance.isPending && advance.variables?.id === row.id} onClick={() => advance.mutate({ id: row.id, stage: next })}>
                    <IconArrowRight size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        }}
      />
      <DeliveryDrawer deliveryId={viewing} onClose={() => setViewing(null)} canWrite={config.canWrite} />
      {screen === 'PENDING' && <CreateDeliveryDialog opened={isCreating} onClose={() => setIsCreating(false)} />}
    </>
  );
}

export const PendingDeliveriesPage = () => <DeliveriesScreen screen="PENDING" />;
export const TruckLoadPage = () => <DeliveriesScreen screen="IN_TRANSIT" />;
export const DoneDeliveriesPage = () => <DeliveriesScreen screen="DONE" />;
export const CanceledDeliveriesPage = () => <DeliveriesScreen screen="CANCELED" />;
