import type { ComponentType } from 'react';
import { BillingReviewPage } from './pages/billing-review-page';
import { ClientReceivablesPage } from './pages/client-receivables-page';
import { CollectionsPage } from './pages/collections-page';
import { ProjectBillingsPage } from './pages/project-billings-page';

/** Receivables screens by route name (treasury/receivables/*; issue 16). */
export const RECEIVABLES_PAGES: Record<string, ComponentType> = {
  member_treasury_receivables_project: ProjectBillingsPage,
  member_treasury_receivables_review: BillingReviewPage,
  member_treasury_receivables_logs: CollectionsPage,
  member_treasury_receivables_client: ClientReceivablesPage,
};

/** The treasury overview's receivables section (also in ./overview, which loads without the pages). */
export { ReceivablesOverview } from './components/receivables-overview';
