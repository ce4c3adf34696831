/** Month names for pickers: value 1-12. */
export const MONTH_OPTIONS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((label, index) => ({
  value: String(index + 1),
  label,
}));

/** Today in the Philippines (UTC+8) as year and month. */
export function currentPhilippineMonth(now = new Date()): { year: number; month: number } {
  const manila = new Date(now.getTime() + 8 * 3_600_000);
  return { year: manila.getUTCFullYear(), month: manila.getUTCMonth() + 1 };
}

/** The year/month filters of the cutoff table: `month` (2026-11) when a month is picked, else `year`. */
export function periodFilters(year: number | null, month: number | null): { key: string; value: string }[] {
  if (!year) return [];
  if (month) return [{ key: 'month', value: `${year}-${String(month).padStart(2, '0')}` }];
  return [{ key: 'year', value: String(year) }];
}
