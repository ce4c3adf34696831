import type { ComponentType } from 'react';
import { ClientsPage } from './pages/clients-page';
import { CompaniesPage } from './pages/companies-page';
import { DealsPage } from './pages/deals-page';
import { LeadListPage } from './pages/lead-list-page';
import { LeadPage } from './pages/lead-page';
import { LeadsDashboardPage } from './pages/leads-dashboard-page';
import { PeoplePage } from './pages/people-page';
import { ContractLeadsPage, PresentationLeadsPage, ProposalLeadsPage } from './pages/stage-leads-page';

/** The leads screens by route name (packages/shared access/routes.ts). */
export const LEADS_PAGES: Record<string, ComponentType> = {
  member_leads_clients: ClientsPage,
  member_leads_companies: CompaniesPage,
  member_leads_people: PeoplePage,
  member_leads_dashboard: LeadsDashboardPage,
  member_leads_deals: DealsPage,
  member_leads_list: LeadListPage,
  member_leads_proposal: ProposalLeadsPage,
  member_leads_presentation: PresentationLeadsPage,
  member_leads_contract: ContractLeadsPage,
  member_lead_page: LeadPage,
};

export { LeadDialog, type LeadDialogProps } from './components/lead-dialog';
export { LeadsTabs, LEADS_TABS } from './components/leads-tabs';
export type { LeadAnswer } from './utils/lead-form-values';
export { MeetingDialog, type MeetingDialogProps } from './components/lead-page/meeting-dialog';
