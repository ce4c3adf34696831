import type { PayslipLine } from '@haligi/shared';

export const LINE_SECTIONS = [
  { kind: 'EARNING', title: 'Earnings' },
  { kind: 'DEDUCTION', title: 'Deductions' },
  { kind: 'CONTRIBUTION', title: 'Contributions' },
  { kind: 'EMPLOYER', title: 'Employer shares' },
] as const;

const UNIT: Record<string, [string, string]> = { DAY: ['day', 'days'], HOUR: ['hour', 'hours'], MINUTE: ['minute', 'minutes'] };

/** "2 days", "1.5 hours", "45 minutes"; blank without a quantity. */
export function lineQuantity(line: Pick<PayslipLine, 'quantity' | 'unit'>): string {
  if (!line.quantity) return '';
  const n = Number(line.quantity);
  const words = line.unit ? UNIT[line.unit] : undefined;
  const shown = String(n);
  return words ? `${shown} ${n === 1 ? words[0] : words[1]}` : shown;
}

export const FLAG_LABEL: Record<string, string> = {
  NO_ATTENDANCE: 'No attendance',
  NEGATIVE_NET_PAY: 'Negative net pay',
  NO_RATE: 'No rate',
  FINAL_PAY: 'Final pay',
};
