import { APPROVAL_DOCUMENT_LABELS, type ApprovalDocumentType } from '@haligi/shared';
import { Anchor, Breadcrumbs, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { WorkflowEditor } from '../components/workflow-editor';

/** The workflow of one document type: the editor under a header and a way back to every workflow. */
export function WorkflowDocumentPage({ documentType }: { documentType: ApprovalDocumentType }) {
  const label = APPROVAL_DOCUMENT_LABELS[documentType];
  return (
    <Stack gap="sm">
      <Breadcrumbs separator="/" aria-label="Breadcrumb">
        <Anchor component={Link} to="/member/settings/workflow" size="sm">
          Workflows
        </Anchor>
        <span aria-current="page">{label}</span>
      </Breadcrumbs>
      <PageHeader
        title={`Workflow: ${label}`}
        description={`The steps a ${label.toLowerCase()} goes through before it is approved. Changes apply to documents submitted after saving.`}
      />
      <WorkflowEditor key={documentType} documentType={documentType} />
    </Stack>
  );
}

/** settings/workflow-purchase-request, workflow-delivery, workflow-liquidation: one document type each. */
export const PurchaseRequestWorkflowPage = () => <WorkflowDocumentPage documentType="PURCHASE_REQUEST" />;
export const DeliveryWorkflowPage = () => <WorkflowDocumentPage documentType="DELIVERY" />;
export const LiquidationWorkflowPage = () => <WorkflowDocumentPage documentType="LIQUIDATION" />;
