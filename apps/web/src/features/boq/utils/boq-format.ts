/** A quantity or percentage as typed: no trailing zeros, up to 4 decimals. */
export function formatAmount(value: string | number | null | undefined): string {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n)) return '0';
  return n.toLocaleString('en-PH', { maximumFractionDigits: 4 });
}

/** The value an inline editor starts from (no grouping commas). */
export function toEditText(value: string | number | null | undefined): string {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? String(n) : '0';
}
