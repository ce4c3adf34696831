import { Anchor } from '@mantine/core';
import { formatDisplayDate } from '@haligi/shared';
import type { ReactNode } from 'react';
import type { Billing } from '../api/receivables-types';
import { BillingStatusBadge } from './billing-status-badge';
import { MoneyText } from './money-text';

/** How the billing tables show each column; `onOpen` opens the billing's drawer from its code. */
export function billingCells(onOpen: (id: number) => void): Partial<Record<string, (row: Billing) => ReactNode>> {
  return {
    code: (row) => (
      <Anchor component="button" type="button" size="sm" fw={500} onClick={() => onOpen(row.id)} ta="left" style={{ whiteSpace: 'nowrap' }}>
        {row.code}
      </Anchor>
    ),
    project: (row) => row.project.name,
    client: (row) => row.client?.name ?? '-',
    status: (row) => <BillingStatusBadge status={row.status} />,
    amountDue: (row) => <MoneyText value={row.amountDue} />,
    balance: (row) => <MoneyText value={row.balance} />,
    dueDate: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(row.dueDate)}</span>,
  };
}
