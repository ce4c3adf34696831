/** The product's date notation (spec part 2 section 9). */
// @ts-nocheck

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** The business runs on Philippine time. */
export const BUSINESS_TIME_ZONE = 'Asia/Manila';

const pad = (n: number) => String(n).padStart(2, '0');

/** Slashes become dashes (spec part 1 section 5): 2026/11/21 -> 2026-11-21. */
export function normalizeDateInput(value: string): string {
  return value.trim().replace(/\//g, '-');
}

function partsIn(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** YYYY-MM-DD of an instant, in Philippine time unless told otherwise. */
export function formatDate(value: Date | string | number | null | undefined, timeZone = BUSINESS_TIME_ZONE): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && /^\d{4}[-/]\d{2}[-/]\d{2}$/.test(value)) return normalizeDateInput(value);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** YYYY-MM-DD HH:mm of an instant. */
export function formatDateTime(value: Date | string | number | null | undefined, timeZone = BUSINESS_TIME_ZONE): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** Adds calendar days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = normalizeDateInput(date).split('-').map(Number);
  const utc = new Date(Date.UTC(y, m - 1, d + days));
  return `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

function displayParts(value: Date | string | number | null | undefined, timeZone: string) {
  if (value == null || value === '') return null;
  // A bare calendar date is that day everywhere: read it at noon UTC so no time zone moves it.
  const date =
    typeof value === 'string' && /^\d{4}[-/]\d{2}[-/]\d{2}$/.test(value)
      ? new Date(`${normalizeDateInput(value)}T12:00:00Z`)
      : value instanceof Date
        ? value
        : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const zone = typeof value === 'string' && /^\d{4}[-/]\d{2}[-/]\d{2}$/.test(value) ? 'UTC' : timeZone;
  const parts = new Intl.DateTimeFormat('en-PH', {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: get('day'), month: get('month'), year: get('year'), hour: get('hour'), minute: get('minute'), dayPeriod: get('dayPeriod').toUpperCase() };
}

/** How a date reads on screen (en-PH, day first): "23 Nov 2026". Empty for no or a bad date. */
export function formatDisplayDate(value: Date | string | number | null | undefined, timeZone = BUSINESS_TIME_ZONE): string {
  const p = displayParts(value, timeZone);
  return p ? `${p.day} ${p.month} ${p.year}` : '';
}

/** How an instant reads on screen: "23 Nov 2026, 2:05 PM" in Philippine time. */
export function formatDisplayDateTime(value: Date | string | number | null | undefined, timeZone = BUSINESS_TIME_ZONE): string {
  const p = displayParts(value, timeZone);
  return p ? `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod}` : '';
}
