import type { FundLedgerEntry } from '../api/treasury-types';

/**
 * Whether a ledger entry may be reversed (the server's rule, docs/api/treasury.md): not a reversal
 * itself, not a payment (it stays with its request for payment), and not reversed already.
 */
export function canReverse(entry: Pick<FundLedgerEntry, 'kind' | 'reversedById' | 'reference'>): boolean {
  if (entry.kind === 'REVERSAL' || entry.kind === 'PAYMENT') return false;
  if (entry.reference?.type === 'PAYMENT_REQUEST') return false;
  return entry.reversedById === null;
}
