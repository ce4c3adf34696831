import { Anchor, Button } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { formatCurrency } from '@haligi/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { ApprovalProcessedPayload } from '@haligi/shared';
import { useCallback, useState } from 'react';
import { useLiveApprovals } from '../../approvals/api/approvals-api';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../inventory/components/row-actions';
import { EQUIPMENT_URLS, type JobOrder } from '../api/equipment-api';
import { JobOrderDialog } from '../components/job-order-dialog';
import { JobOrderDrawer } from '../components/job-order-drawer';
import { JobOrderStatusBadge } from '../components/status-badges';

/** Assets > Equipment > Job orders: repairs from request and approval to parts, labour and done. */
export function JobOrdersPage() {
  const [isCreating, setIsCreating] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const queryClient = useQueryClient();
  // A decision pushed by another member moves the job order's status: its table and drawer reload.
  const onPush = useCallback(
    (payload: ApprovalProcessedPayload) => {
      if (payload?.documentType !== 'JOB_ORDER') return;
      void queryClient.invalidateQueries({ queryKey: ['table', EQUIPMENT_URLS.jobOrder] });
      void queryClient.invalidateQueries({ queryKey: ['job-order'] });
    },
    [queryClient],
  );
  useLiveApprovals(onPush);
  return (
    <>
      <PageHeader
        title="Job orders"
        description="Repairs and services: approved first, then parts issued from stock and labour, until done."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
            Open job order
          </Button>
        }
      />
      <DataTable<JobOrder>
        tableKey="job-order"
        apiUrl={EQUIPMENT_URLS.jobOrder}
        emptyState={{
          text: 'Job orders for repairs and services appear here with their approval and cost.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setIsCreating(true)}>
              Open job order
            </Button>
          ),
        }}
        cardTitle="code"
        cardFields={['equipment', 'status', 'total']}
        renderCell={{
          code: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewing(row.id)} ta="left">
              {row.code}
            </Anchor>
          ),
          equipment: (row) => `${row.equipment.code} · ${row.equipment.name}`,
          description: (row) => (row.description.length > 65 ? `${row.description.slice(0, 65)}…` : row.description),
          // The badge keeps its whole label: the cell grows to it rather than cutting it.
          status: (row) => (
            <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
              <JobOrderStatusBadge status={row.status} />
            </span>
          ),
          total: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatCurrency(row.total)}</span>,
        }}
        renderActions={(row) => <RowAction label="Open" name={row.code} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewing(row.id)} />}
      />
      <JobOrderDialog opened={isCreating} onClose={() => setIsCreating(false)} onCreated={setViewing} />
      <JobOrderDrawer jobOrderId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
