import { hasPermission } from '@haligi/shared';
import { useAccount } from '../../../lib/session';

/** Whether the signed-in member holds any of the scopes (developers hold every one). */
export function useCan(scopes: string | readonly string[]): boolean {
  const account = useAccount();
  return Boolean(account.isDeveloper) || hasPermission(account.role, scopes);
}

/** The scopes of the receivables screens and of what they borrow (the project's BOQ, the client list). */
export const RECEIVABLES_SCOPES = {
  project: 'TREASURY_RECEIVABLES_PROJECT_ACCESS',
  review: 'TREASURY_RECEIVABLES_REVIEW_ACCESS',
  logs: 'TREASURY_RECEIVABLES_LOGS_ACCESS',
  client: 'TREASURY_RECEIVABLES_CLIENT_ACCESS',
  /** GET /project, /boq/{id}, /select-box/project-list answer PROJECT_ACCESS. */
  projects: 'PROJECT_ACCESS',
  /** GET /select-box/client-list answers these. */
  clientList: ['LEADS_ACCESS', 'PROJECT_ACCESS'],
  /** Reading billings (table, detail, PDF). */
  billings: ['TREASURY_RECEIVABLES_PROJECT_ACCESS', 'TREASURY_RECEIVABLES_REVIEW_ACCESS'],
} as const;
