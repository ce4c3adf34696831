import { Anchor, Button, Group, Text } from '@mantine/core';
import { formatDisplayDate } from '@haligi/shared';

import { IconEye, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { PurchaseRequestDialog } from '../../boq';
import type { PurchaseRequestRow } from '../api/purchasing-types';
import { PURCHASING_URLS, REQUEST_CHANGES } from '../api/purchasing-urls';
import { PurchaseRequestDetailDialog } from '../components/purchase-request-detail-dialog';
import { RowAction } from '../components/row-action';
import { StatusCell } from '../components/status-cell';
import { formatMoney } from '../../../lib/money';

const nameOf = (ref: { name: string } | null | undefined) => ref?.name || '-';

/** Assets > Purchasing > Requests: what projects asked to buy, where each stands in its approval. */
export function PurchaseRequestsPage() {
  const [isCreating, setIsCreating] = useState(false);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const newButton = (size?: 'xs') => (
    <Button size={size} leftSection={<IconPlus size={size ? 14 : 16} aria-hidden />} onClick={() => setIsCreating(true)}>
      New purchase request
    </Button>
  );

  return (
    <>
      <PageHeader title="Purchase Requests" description="Materials asked for by projects, their approval and how much has been ordered." actions={newButton()} />
      <DataTable<PurchaseRequestRow>
        tableKey="purchase-request"
        apiUrl={PURCHASING_URLS.request}
        emptyState={{ text: 'Purchase requests made here or from a project’s BOQ appear here.', action: newButton('xs') }}
        cardFields={['status', 'project', 'total']}
        renderCell={{
          // A delivery date is a day, whatever time the API gives with it.
          deliveryDate: (row) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {row.deliveryDate ? formatDisplayDate(row.deliveryDate) : '-'}
            </Text>
          ),
          code: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewingId(row.id)} style={{ whiteSpace: 'nowrap' }}>
              {row.code}
            </Anchor>
          ),
          status: (row) => <StatusCell kind="request" status={row.status} reason={row.statusReason} />,
          project: (row) => <Text size="sm">{nameOf(row.project)}</Text>,
          warehouse: (row) => <Text size="sm">{nameOf(row.warehouse)}</Text>,
          requestedBy: (row) => <Text size="sm">{nameOf(row.requestedBy)}</Text>,
          total: (row) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(row.total)}
            </Text>
          ),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="View" name={row.code} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewingId(row.id)} />
          </Group>
        )}
      />
      <PurchaseRequestDialog
        opened={isCreating}
        projectId={null}
        onClose={() => setIsCreating(false)}
        onDone={() => void Promise.all(REQUEST_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey })))}
      />
      <PurchaseRequestDetailDialog requestId={viewingId} onClose={() => setViewingId(null)} />
    </>
  );
}
