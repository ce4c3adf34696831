import { Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { DocumentApprovalQueue } from '../../approvals/components/document-approval-queue';
import { RowAction } from '../../inventory/components/row-actions';
import type { Billing } from '../api/receivables-types';
import { RECEIVABLES_URLS } from '../api/receivables-urls';
import { useLiveBillings } from '../api/use-live-billings';
import { billingCells } from '../components/billing-cells';
import { BillingDrawer } from '../components/billing-drawer';
import { useIdParam } from '../../../lib/use-id-param';

const FOR_REVIEW = [{ key: 'status', value: 'FOR_APPROVAL' }] as const;

/** Treasury > Receivables > Review: billings waiting for review, and the ones waiting for mine. */
export function BillingReviewPage() {
  const [viewing, setViewing] = useIdParam();
  useLiveBillings();
  return (
    <>
      <PageHeader title="Billing review" description="Check each progress billing's lines and figures before the client receives it; approve, reject or return it." />
      <Stack gap="md">
        <DocumentApprovalQueue
          documentType="PROGRESS_BILLING"
          title="Waiting for my review"
          description="Billings are approved through your approvals queue, the same one as “Waiting for my approval” on the dashboard. Nobody reviews a billing they made."
          onOpen={setViewing}
          testId="billing-review-queue"
        />
        <section aria-labelledby="for-review-title">
          <Title order={2} size="h4" id="for-review-title" mb={4}>
            Every billing for review
          </Title>
          <DataTable<Billing>
            tableKey="billing-review"
            apiUrl={RECEIVABLES_URLS.billing}
            fixedFilters={FOR_REVIEW}
            emptyState={{ text: 'No progress billing is waiting for review. New billings appear here until a reviewer decides.' }}
            cardTitle="code"
            cardFields={['project', 'amountDue', 'createdAt']}
            renderCell={billingCells(setViewing)}
            renderActions={(row) => <RowAction label="Open" name={row.code} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewing(row.id)} />}
          />
        </section>
      </Stack>
      <BillingDrawer billingId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
