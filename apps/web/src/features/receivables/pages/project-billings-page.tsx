import { Button } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../inventory/components/row-actions';
import type { Billing } from '../api/receivables-types';
import { RECEIVABLES_URLS } from '../api/receivables-urls';
import { useLiveBillings } from '../api/use-live-billings';
import { billingCells } from '../components/billing-cells';
import { BillingDrawer } from '../components/billing-drawer';
import { CancelBillingDialog } from '../components/cancel-billing-dialog';
import { CollectionDialog } from '../components/collection-dialog';
import { NewBillingDialog } from '../components/new-billing-dialog';
import { useIdParam } from '../../../lib/use-id-param';
import { RECEIVABLES_SCOPES, useCan } from '../utils/use-can';

/** Treasury > Receivables > Project: progress billings by percent of the BOQ, from review to collected. */
export function ProjectBillingsPage() {
  const [isCreating, setIsCreating] = useState(false);
  const [viewing, setViewing] = useIdParam();
  const [canceling, setCanceling] = useState<Billing | null>(null);
  const [collecting, setCollecting] = useState<Billing | null>(null);
  const canCollect = useCan(RECEIVABLES_SCOPES.logs);
  useLiveBillings();
  const newButton = (size?: 'xs') => (
    <Button size={size} leftSection={<IconPlus size={size ? 14 : 16} aria-hidden />} onClick={() => setIsCreating(true)}>
      New progress billing
    </Button>
  );
  return (
    <>
      <PageHeader title="Progress billings" description="Bill each project by the percent of its BOQ lines accomplished; a reviewer approves, then the client pays." actions={newButton()} />
      <DataTable<Billing>
        tableKey="progress-billing"
        minWidth={900}
        apiUrl={RECEIVABLES_URLS.billing}
        emptyState={{ text: 'Progress billings of your projects appear here with their review status and what the client still owes.', action: newButton('xs') }}
        cardTitle="code"
        cardFields={['project', 'status', 'amountDue']}
        renderCell={billingCells(setViewing)}
        renderActions={(row) => <RowAction label="Open" name={row.code} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewing(row.id)} />}
      />
      <NewBillingDialog opened={isCreating} onClose={() => setIsCreating(false)} onCreated={setViewing} />
      <BillingDrawer billingId={viewing} onClose={() => setViewing(null)} onCancel={setCanceling} onCollect={canCollect ? setCollecting : undefined} />
      <CancelBillingDialog billing={canceling} onClose={() => setCanceling(null)} />
      <CollectionDialog opened={collecting !== null} billing={collecting} onClose={() => setCollecting(null)} />
    </>
  );
}
