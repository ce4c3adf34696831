import type { ComponentType } from 'react';
import { PayableOrdersPage } from './pages/payable-orders-page';
import { PayableSuppliersPage } from './pages/payable-suppliers-page';
import { PaymentRequestsPage } from './pages/payment-requests-page';
import { TreasuryDashboardPage } from './pages/treasury-dashboard-page';

/** Treasury screens by route name (treasury, treasury/payables/*; issue 16). */
export const TREASURY_PAGES: Record<string, ComponentType> = {
  member_treasury: TreasuryDashboardPage,
  member_treasury_payables_request_payment: PaymentRequestsPage,
  member_treasury_payables_purchase_order: PayableOrdersPage,
  member_treasury_payables_suppliers: PayableSuppliersPage,
};
