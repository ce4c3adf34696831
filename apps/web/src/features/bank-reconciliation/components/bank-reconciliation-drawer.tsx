import { Drawer } from '@mantine/core';
import { BankReconciliation } from './bank-reconciliation';

export interface BankReconciliationDrawerProps {
  /** The BANK account to reconcile; null closes the drawer. */
  fundAccount: { id: number; name: string } | null;
  onClose: () => void;
}

/** Bank reconciliation in a drawer, opened from a bank account's row ("Reconcile"). */
export function BankReconciliationDrawer({ fundAccount, onClose }: BankReconciliationDrawerProps) {
  return (
    <Drawer opened={fundAccount !== null} onClose={onClose} position="right" size="min(1200px, 100vw)" title={fundAccount ? `Reconcile ${fundAccount.name}` : 'Reconcile'} styles={{ title: { fontWeight: 700 } }}>
      {fundAccount && <BankReconciliation fundAccount={fundAccount} />}
    </Drawer>
  );
}
