/**
 * A quantity from the wire ("12.5000") as people read it: thousands grouped, trailing zeros
 * dropped, at most 4 decimals ("12.5", "1,200"). Text in, text out: no float rounding.
 */
export function formatQuantity(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = ''] = match;
  const decimals = fraction.slice(0, 4).replace(/0+$/, '');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(whole) && decimals === '';
  return `${isZero ? '' : sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}
