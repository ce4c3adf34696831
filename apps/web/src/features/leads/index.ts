import type { ComponentType } from 'react';
import { ClientsPage } from './pages/clients-page';
import { CompaniesPage } from './pages/companies-page';
import { PeoplePage } from './pages/people-page';

/** The leads screens by route name (packages/shared access/routes.ts). */
export const LEADS_PAGES: Record<string, ComponentType> = {
  member_leads_clients: ClientsPage,
  member_leads_companies: CompaniesPage,
  member_leads_people: PeoplePage,
};

export { LeadDialog, type LeadDialogProps } from './components/lead-dialog';
export { LeadsTabs, LEADS_TABS } from './components/leads-tabs';
export type { LeadAnswer } from './utils/lead-form-values';
