/** A select option (spec part 2 section 3). */
// @ts-nocheck

export interface SelectOption {
  label: string;
  value: string | number;
  [extra: string]: unknown;
}

export const SELECT_NO_DATA = 'No Data';
export const SELECT_ERROR_OPTION = 'Error loading options';
export const SELECT_MISSING_URL = 'API URL is required';
export const SELECT_INVALID_RESPONSE = 'Invalid response from server';
export const SELECT_MAX_LENGTH = 20;
export const SELECT_FILTER_DEBOUNCE_MS = 500;
export const SELECT_CACHE_DB = 'anteSelectCache';
export const SELECT_CACHE_STORE = 'selectOptions';
export const SELECT_CACHE_VERSION = 1;

export const failedToLoadOptions = (reason: string) => `Failed to load options: ${reason}`;

const pick = (row: Record<string, unknown>, keys: string[]) => {
  for (const key of keys) if (row[key] !== undefined && row[key] !== null) return row[key];
  return undefined;
};

/**
 * Normalises an options answer: an array, or an object with a list field. A label comes from
 * label, name, title or description; a value from value, id or key. Anything else is a wrongly
 * shaped answer and reads as empty (`isMalformed` tells the caller to warn).
 */
export function normalizeOptions(response: unknown): { options: SelectOption[]; isMalformed: boolean } {
  const rows = Array.isArray(response)
    ? response
    : response && typeof response === 'object' && Array.isArray((response as { list?: unknown }).list)
      ? (response as { list: unknown[] }).list
      : null;
  if (!rows) return { options: [], isMalformed: true };
  const options: SelectOption[] = [];
  for (const row of rows) {
    if (row == null || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    const label = pick(r, ['label', 'name', 'title', 'description']);
    const value = pick(r, ['value', 'id', 'key']);
    if (value === undefined) continue;
    options.push({ ...r, label: String(label ?? value), value: value as string | number });
  }
  return { options, isMalformed: false };
}

/** Adds the null option with value 0 at the top when a null-option label is given. */
export function withNullOption(options: SelectOption[], nullOptionLabel?: string | null): SelectOption[] {
  return nullOptionLabel ? [{ label: nullOptionLabel, value: 0 }, ...options] : options;
}

const has = (options: SelectOption[], value: unknown) =>
  value !== undefined && value !== null && value !== '' && options.some((o) => String(o.value) === String(value));

/**
 * The auto-selection order of spec part 2 section 4: the bound value, then the earlier
 * auto-selected value, then the first real option (not the null option). No options clears it.
 */
export function chooseSelectValue(
  options: SelectOption[],
  boundValue: unknown,
  previousAutoValue: unknown,
  hasNullOption = false,
): string | number | null {
  if (options.length === 0) return null;
  if (has(options, boundValue)) return options.find((o) => String(o.value) === String(boundValue))!.value;
  if (has(options, previousAutoValue)) return options.find((o) => String(o.value) === String(previousAutoValue))!.value;
  const real = hasNullOption ? options.slice(1) : options;
  return (real[0] ?? options[0]).value;
}

/** The browser cache key: per user and per URL. */
export function selectCacheKey(accountId: number | string | null | undefined, apiUrl: string): string {
  return `${accountId ?? 'guest'}:${apiUrl}`;
}
