import type { ComponentType } from 'react';
import { MyFilingsPage } from './pages/my-filings-page';

/** The filings screens by route name (issue 14). */
export const FILINGS_PAGES: Record<string, ComponentType> = {
  member_filings: MyFilingsPage,
};
