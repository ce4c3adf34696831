import { MANILA_OFFSET_MINUTES } from './manpower.constants';

/**
 * The ZKTeco "push" (ADMS / iclock) protocol the terminals on Philippine sites speak (issue 14,
 * decision 0049): pure parsing and answers, no Node or database code.
 */

/** One punch as a terminal (or its exported .dat file) sends it. */
export interface DevicePunch {
  biometricId: string;
  /** The instant, read from the terminal's local Asia/Manila time. */
  punchedAt: Date;
  /** The device's status code (0 check-in, 1 check-out, 4/5 overtime in/out…). */
  status: number;
  verify: number;
  workCode: string;
}

/** A biometric id the terminals use: the PIN, letters, digits, dash or underscore, at most 32. */
const BIOMETRIC_ID = /^[A-Za-z0-9_-]{1,32}$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
/** The smallint columns: a status or verify code outside it is not a terminal's code. */
const SMALLINT_MAX = 32767;

/**
 * A terminal's local `YYYY-MM-DD HH:mm[:ss]` read as Asia/Manila (UTC+8), or null when it is not a
 * real date and time (month 13, 31 April, hour 24…).
 */
export function parseManilaLocalTime(text: string): Date | null {
  const match = LOCAL_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - MANILA_OFFSET_MINUTES * 60_000);
}

/** An instant as ISO 8601 in Philippine time with its offset: `2026-11-23T07:58:12+08:00`. */
export function toManilaIso(instant: Date | string): string {
  const time = typeof instant === 'string' ? new Date(instant) : instant;
  return `${new Date(time.getTime() + MANILA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19)}+08:00`;
}

const smallCode = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return 0;
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= SMALLINT_MAX ? value : null;
};

/** One ATTLOG line (`{id}\t{YYYY-MM-DD HH:mm:ss}\t{status}\t{verify}\t{workcode}…`), or null when it is not a punch. */
export function parseAttlogLine(line: string): DevicePunch | null {
  const columns = line.replace(/\r$/, '').split('\t');
  if (columns.length < 2) return null;
  const biometricId = columns[0].trim();
  if (!BIOMETRIC_ID.test(biometricId)) return null;
  const punchedAt = parseManilaLocalTime(columns[1]);
  if (!punchedAt) return null;
  const status = smallCode(columns[2]);
  const verify = smallCode(columns[3]);
  if (status === null || verify === null) return null;
  return { biometricId, punchedAt, status, verify, workCode: (columns[4] ?? '').trim().slice(0, 32) };
}

/**
 * An ATTLOG upload's body: one punch per line, CRLF or LF, blank lines ignored, extra columns
 * ignored; a line that is not a punch is skipped and counted in `skipped`, never in `punches`.
 */
export function parseAttlog(body: string): { punches: DevicePunch[]; skipped: number } {
  const punches: DevicePunch[] = [];
  let skipped = 0;
  for (const line of body.split(/\r?\n|\r/)) {
    if (line.trim() === '') continue;
    const punch = parseAttlogLine(line);
    if (punch) punches.push(punch);
    else skipped++;
  }
  return { punches, skipped };
}

/** The handshake's options, told back to the terminal (`GET /iclock/cdata?options=all`). */
export const ICLOCK_OPTIONS = {
  ErrorDelay: 30,
  Delay: 10,
  TransTimes: '00:00;14:05',
  TransInterval: 1,
  TransFlag: 'TransData AttLog',
  TimeZone: 8,
  Realtime: 1,
  Encrypt: 0,
} as const;

/** The handshake answer: `GET OPTION FROM: {serial}`, the stamps, then the options, one per line. */
export function handshakeAnswer(serial: string, attlogStamp: string): string {
  const lines = [
    `GET OPTION FROM: ${serial}`,
    `ATTLOGStamp=${attlogStamp || '0'}`,
    'OPERLOGStamp=9999',
    'ATTPHOTOStamp=None',
    ...Object.entries(ICLOCK_OPTIONS).map(([key, value]) => `${key}=${value}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** A serial as terminals send it: letters, digits, dash, at most 64. */
export const DEVICE_SERIAL = /^[A-Za-z0-9_-]{1,64}$/;
export const isDeviceSerial = (value: unknown): value is string => typeof value === 'string' && DEVICE_SERIAL.test(value);

/** The ATTLOG lines of punches (what a terminal sends and what the simulator writes). */
export function formatAttlogLine(punch: { biometricId: string; punchedAt: Date; status?: number; verify?: number; workCode?: string }): string {
  const local = toManilaIso(punch.punchedAt).slice(0, 19).replace('T', ' ');
  return `${punch.biometricId}\t${local}\t${punch.status ?? 0}\t${punch.verify ?? 1}\t${punch.workCode ?? '0'}\t0`;
}
