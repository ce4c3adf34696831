import { SimpleGrid } from '@mantine/core';
import { BILLING_VAT_RATE, formatCurrency } from '@haligi/shared';
import { formatPercent } from '../utils/billing-lines';
import { Figure } from './figure';

export interface BillingFiguresProps {
  figures: { grossAccomplishment: string; downpaymentRecoupment: string; vat: string; retention: string; amountDue: string };
  downpaymentPercent: string | number;
  retentionPercent: string | number;
  /** Prefixes each figure's test id ("preview" -> preview-amount-due). */
  testIdPrefix?: string;
}

/** Gross accomplishment, down payment recouped, VAT, retention and the amount due, in that order. */
export function BillingFigures({ figures, downpaymentPercent, retentionPercent, testIdPrefix = 'billing' }: BillingFiguresProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
      <Figure label="Gross accomplishment" testId={`${testIdPrefix}-gross`}>
        {formatCurrency(figures.grossAccomplishment)}
      </Figure>
      <Figure label={`Down payment recouped (${formatPercent(downpaymentPercent)})`} testId={`${testIdPrefix}-recoupment`}>
        {formatCurrency(figures.downpaymentRecoupment)}
      </Figure>
      <Figure label={`VAT ${formatPercent(BILLING_VAT_RATE.times(100).toString())}`} testId={`${testIdPrefix}-vat`}>
        {formatCurrency(figures.vat)}
      </Figure>
      <Figure label={`Retention (${formatPercent(retentionPercent)})`} testId={`${testIdPrefix}-retention`}>
        {formatCurrency(figures.retention)}
      </Figure>
      <Figure label="Amount due" testId={`${testIdPrefix}-amount-due`} isStrong>
        {formatCurrency(figures.amountDue)}
      </Figure>
    </SimpleGrid>
  );
}
