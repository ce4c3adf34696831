import Decimal from 'decimal.js';

/** VAT on construction services (NIRC sec. 108): 12%. */
export const BILLING_VAT_RATE = new Decimal('0.12');

const peso = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export interface BillingLine {
  /** The line's contract amount (BOQ amount, VAT-exclusive). */
  amount: Decimal.Value;
  /** Percent accomplished as of the last billing (0-100). */
  previousPercent: Decimal.Value;
  /** Percent accomplished as of this billing (0-100, not below the previous). */
  toDatePercent: Decimal.Value;
}

export interface BillingTerms {
  /** The lead's downpaymentAmount: percent of the contract paid in advance. */
  downpaymentPercent: Decimal.Value;
  /** The lead's retentionAmount: percent of each billing withheld until acceptance. */
  retentionPercent: Decimal.Value;
  /** Down payment already recouped by earlier billings. */
  recoupedSoFar?: Decimal.Value;
}

export interface ProgressBilling {
  contractAmount: string;
  /** This billing's accomplishment: each line's amount times its percent gained, rounded per line. */
  grossAccomplishment: string;
  /** The down payment recouped: the same percent of this billing, never more than is left of it. */
  downpaymentRecoupment: string;
  /** VAT on what is billed anew (the down payment was invoiced with its VAT when it was paid). */
  vat: string;
  /** Retention withheld from this billing's gross accomplishment. */
  retention: string;
  /** gross - recoupment + VAT - retention */
  amountDue: string;
  /** Percent of the whole contract accomplished to date. */
  percentToDate: string;
}

/**
 * A progress billing (Philippine construction practice, decision 0061): accomplishment by percent
 * of each BOQ line, the down payment recouped in proportion, retention withheld, VAT on the net.
 */
export function progressBilling(lines: readonly BillingLine[], terms: BillingTerms): ProgressBilling {
  const contract = lines.reduce((sum, l) => sum.plus(l.amount), new Decimal(0));
  let gross = new Decimal(0);
  let toDate = new Decimal(0);
  for (const line of lines) {
    const previous = new Decimal(line.previousPercent);
    const current = new Decimal(line.toDatePercent);
    if (current.lessThan(previous)) throw new RangeError('The percent to date is below the previous billing');
    if (current.greaterThan(100) || previous.lessThan(0)) throw new RangeError('A percent is outside 0-100');
    gross = gross.plus(peso(new Decimal(line.amount).times(current.minus(previous)).dividedBy(100)));
    toDate = toDate.plus(new Decimal(line.amount).times(current).dividedBy(100));
  }
  const dpPercent = new Decimal(terms.downpaymentPercent);
  const downpayment = peso(contract.times(dpPercent).dividedBy(100));
  const leftToRecoup = Decimal.max(0, downpayment.minus(terms.recoupedSoFar ?? 0));
  const recoupment = Decimal.min(leftToRecoup, peso(gross.times(dpPercent).dividedBy(100)));
  const vat = peso(gross.minus(recoupment).times(BILLING_VAT_RATE));
  const retention = peso(gross.times(terms.retentionPercent).dividedBy(100));
  return {
    contractAmount: contract.toFixed(2),
    grossAccomplishment: gross.toFixed(2),
    downpaymentRecoupment: recoupment.toFixed(2),
    vat: vat.toFixed(2),
    retention: retention.toFixed(2),
    amountDue: gross.minus(recoupment).plus(vat).minus(retention).toFixed(2),
    percentToDate: contract.isZero() ? '0.00' : toDate.dividedBy(contract).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
  };
}
