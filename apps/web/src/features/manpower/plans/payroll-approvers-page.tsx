import { PageHeader } from '../../../components/page-header';
import { WorkflowEditor } from '../../approvals';

/** manpower/payroll-approvers: who approves a payroll cutoff (the PAYROLL_CUTOFF workflow; decision 0044). */
export function PayrollApproversPage() {
  return (
    <>
      <PageHeader
        title="Payroll Approvers"
        description="The steps a payroll cutoff goes through before it is approved and can be posted. Changes apply to cutoffs submitted after saving."
      />
      <WorkflowEditor documentType="PAYROLL_CUTOFF" />
    </>
  );
}
