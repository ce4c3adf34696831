import Decimal from 'decimal.js';

/**
 * Expanded withholding tax (EWT) on what the company pays its suppliers, as a withholding agent
 * (RR 2-98 section 2.57.2 as amended by RR 11-2018): the alphanumeric tax codes (ATC) a
 * construction company uses most and their rates. The tax is withheld from each payment and
 * certified to the supplier quarterly on BIR Form 2307.
 */
export const EWT_CODES = [
  { atc: 'WC158', description: 'Purchase of goods from regular suppliers by top withholding agents (corporate)', rate: '1' },
  { atc: 'WI158', description: 'Purchase of goods from regular suppliers by top withholding agents (individual)', rate: '1' },
  { atc: 'WC160', description: 'Purchase of services from regular suppliers by top withholding agents (corporate)', rate: '2' },
  { atc: 'WI160', description: 'Purchase of services from regular suppliers by top withholding agents (individual)', rate: '2' },
  { atc: 'WC120', description: 'Income payments to contractors and subcontractors (corporate)', rate: '2' },
  { atc: 'WI120', description: 'Income payments to contractors and subcontractors (individual)', rate: '2' },
  { atc: 'WC100', description: 'Rentals of real and personal property (corporate)', rate: '5' },
  { atc: 'WI100', description: 'Rentals of real and personal property (individual)', rate: '5' },
] as const;
export type EwtAtc = (typeof EWT_CODES)[number]['atc'];
export const EWT_ATCS = EWT_CODES.map((c) => c.atc) as [EwtAtc, ...EwtAtc[]];

/** The VAT in a VAT-inclusive payment is not income of the supplier: the base is the amount / 1.12. */
export const VAT_DIVISOR = new Decimal('1.12');

/** The EWT of one payment: base = amount / 1.12, withheld = base x rate, the supplier gets the rest. */
export function expandedWithholding(amount: Decimal.Value, atc: string): { atc: string; rate: string; taxBase: string; withheld: string; net: string } {
  const code = EWT_CODES.find((c) => c.atc === atc);
  if (!code) throw new RangeError(`Unknown ATC ${atc}`);
  const gross = new Decimal(amount);
  const taxBase = gross.dividedBy(VAT_DIVISOR).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const withheld = taxBase.times(code.rate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { atc, rate: code.rate, taxBase: taxBase.toFixed(2), withheld: withheld.toFixed(2), net: gross.minus(withheld).toFixed(2) };
}

export interface Certificate2307Row {
  atc: string;
  description: string;
  months: [string, string, string];
  total: string;
  withheld: string;
}

/**
 * The rows of BIR Form 2307 part II for one supplier and quarter: per ATC, the income payments
 * (tax bases) of each month of the quarter, their total and the tax withheld.
 */
export function certificate2307Rows(payments: readonly { month: string; atc: string; taxBase: Decimal.Value; withheld: Decimal.Value }[], months: readonly [string, string, string]): Certificate2307Row[] {
  const byAtc = new Map<string, { months: Decimal[]; withheld: Decimal }>();
  for (const p of payments) {
    const index = months.indexOf(p.month);
    if (index < 0) continue;
    const row = byAtc.get(p.atc) ?? { months: [new Decimal(0), new Decimal(0), new Decimal(0)], withheld: new Decimal(0) };
    row.months[index] = row.months[index].plus(p.taxBase);
    row.withheld = row.withheld.plus(p.withheld);
    byAtc.set(p.atc, row);
  }
  return [...byAtc.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([atc, row]) => ({
      atc,
      description: EWT_CODES.find((c) => c.atc === atc)?.description ?? atc,
      months: row.months.map((m) => m.toFixed(2)) as [string, string, string],
      total: row.months.reduce((s, m) => s.plus(m), new Decimal(0)).toFixed(2),
      withheld: row.withheld.toFixed(2),
    }));
}
