import type { ComponentType } from 'react';
import { LiquidationsPage } from './pages/liquidations-page';
import { PettyCashPage } from './pages/petty-cash-page';

/** Petty cash screens by route name (treasury/pettycash, treasury/pettycash/liquidation; issue 16). */
export const PETTY_CASH_PAGES: Record<string, ComponentType> = {
  member_treasury_pettycash: PettyCashPage,
  member_treasury_pettycash_liquidation: LiquidationsPage,
};
