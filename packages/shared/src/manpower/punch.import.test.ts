import { describe, expect, it } from 'vitest';
import { deviceRequest, parseDatFile, parseExportedTime, parsePunchRows } from './punch.import';

describe('parseExportedTime', () => {
  it('reads the spellings exports use, as Manila time', () => {
    expect(parseExportedTime('2026-11-23 07:58:12')?.toISOString()).toBe('2026-11-22T23:58:12.000Z');
    expect(parseExportedTime('2026/11/23 07:58')?.toISOString()).toBe('2026-11-22T23:58:00.000Z');
    expect(parseExportedTime('2026/1/3 07:58:01')?.toISOString()).toBe('2026-01-02T23:58:01.000Z');
    expect(parseExportedTime('11/23/2026 7:58:12 AM')?.toISOString()).toBe('2026-11-22T23:58:12.000Z');
    expect(parseExportedTime('11/23/2026 12:05 AM')?.toISOString()).toBe('2026-11-22T16:05:00.000Z');
    expect(parseExportedTime('11/23/2026 12:05 PM')?.toISOString()).toBe('2026-11-23T04:05:00.000Z');
    expect(parseExportedTime('11/23/2026 5:30 pm')?.toISOString()).toBe('2026-11-23T09:30:00.000Z');
    expect(parseExportedTime('11/23/2026 17:30')?.toISOString()).toBe('2026-11-23T09:30:00.000Z');
  });
  it('refuses the rest', () => {
    expect(parseExportedTime('11/23/2026 13:05 PM')).toBeNull();
    expect(parseExportedTime('11/23/2026 0:05 AM')).toBeNull();
    expect(parseExportedTime('23/11/2026 07:00')).toBeNull();
    expect(parseExportedTime('soon')).toBeNull();
  });
});

describe('parseDatFile', () => {
  it('reads the .dat lines with their line numbers, the problems and the date range', () => {
    const result = parseDatFile('1001\t2026-11-23 07:58:12\t0\t1\t0\t0\r\n\r\nbad\n  1002\t2026-11-24 18:01:00\t1\t1\t0\t0\n');
    expect(result.punches.map((p) => [p.row, p.biometricId, p.status])).toEqual([
      [1, '1001', 0],
      [4, '1002', 1],
    ]);
    expect(result.problems).toEqual([{ row: 3, message: 'is not a punch line (biometric id, tab, YYYY-MM-DD HH:mm:ss)' }]);
    expect(result.range).toEqual({ from: '2026-11-23', to: '2026-11-24' });
  });
  it('reads space-separated exports', () => {
    const result = parseDatFile('     1001  2026-11-23 07:58:12  0  1  0  0');
    expect(result.punches).toHaveLength(1);
    expect(result.punches[0].punchedAt.toISOString()).toBe('2026-11-22T23:58:12.000Z');
    expect(result.punches[0].verify).toBe(1);
  });
  it('a day in Manila is its own date: 00:30 is the next day, not the UTC one', () => {
    expect(parseDatFile('1\t2026-11-24 00:30:00').range).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(parseDatFile('').range).toBeNull();
  });
});

describe('parsePunchRows', () => {
  it('finds the columns by their headers', () => {
    const result = parsePunchRows([
      ['No.', 'Name', 'Date/Time', 'Status'],
      ['1001', 'Ligaya', '2026-11-23 07:58:12', '0'],
      [1002, 'Jose', '11/23/2026 5:01 PM', 1],
      ['', '', '', ''],
      ['1003', 'Ana', 'later', '0'],
      ['', 'nobody', '2026-11-23 08:00:00', ''],
    ]);
    expect(result.punches.map((p) => [p.row, p.biometricId, p.punchedAt.toISOString(), p.status])).toEqual([
      [2, '1001', '2026-11-22T23:58:12.000Z', 0],
      [3, '1002', '2026-11-23T09:01:00.000Z', 1],
    ]);
    expect(result.problems).toEqual([
      { row: 5, message: 'Date/Time "later" is not a date and time (YYYY-MM-DD HH:mm:ss)' },
      { row: 6, message: 'Biometric ID is required' },
    ]);
    expect(result.range).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });
  it('takes separate date and time columns and Excel dates at face value', () => {
    const result = parsePunchRows([
      ['Biometric ID', 'Date', 'Time'],
      ['7', new Date('2026-11-23T00:00:00Z'), '07:30:00'],
      ['8', '2026-11-23', '7:30 PM'.length ? '19:30:00' : ''],
      ['9', new Date('2026-11-23T00:00:00Z'), new Date('1899-12-30T06:15:00Z')],
    ]);
    expect(result.punches.map((p) => p.punchedAt.toISOString())).toEqual(['2026-11-22T23:30:00.000Z', '2026-11-23T11:30:00.000Z', '2026-11-22T22:15:00.000Z']);
    expect(result.punches[0].workCode).toBe('');
  });
  it('reads a file without a header in the .dat order, and numbers like 1001.0 as 1001', () => {
    const result = parsePunchRows([[1001.0, '2026-11-23 07:00:00', 1, 15, 2]]);
    expect(result.punches).toEqual([{ row: 1, biometricId: '1001', punchedAt: new Date('2026-11-22T23:00:00Z'), status: 1, verify: 15, workCode: '2' }]);
    expect(parsePunchRows([['1001.0', '2026-11-23 07:00:00']]).punches[0].biometricId).toBe('1001');
  });
  it('names a missing column', () => {
    expect(parsePunchRows([['Name', 'When']]).problems).toEqual([{ row: 1, message: 'the file has no "Biometric ID" column' }]);
    expect(parsePunchRows([['PIN', 'Name']]).problems).toEqual([{ row: 1, message: 'the file has no "Date/Time" column (or "Date" and "Time")' }]);
    expect(parsePunchRows([]).problems).toEqual([{ row: 1, message: 'the file has no rows' }]);
    expect(parsePunchRows([['PIN', 'Date/Time'], ['a b', '2026-11-23 07:00:00']]).problems[0].message).toBe('Biometric ID "a b" may hold only letters, digits, dash and underscore (at most 32)');
  });
});

describe('deviceRequest', () => {
  it('checks the serial and keeps IMPORT for files', () => {
    expect(deviceRequest.parse({ serialNumber: ' CQZ1 ', name: 'Gate' })).toEqual({ serialNumber: 'CQZ1', name: 'Gate', kind: 'TERMINAL' });
    expect(deviceRequest.safeParse({ serialNumber: 'import', name: 'x' }).success).toBe(false);
    expect(deviceRequest.safeParse({ serialNumber: 'A B', name: 'x' }).success).toBe(false);
    expect(deviceRequest.safeParse({ serialNumber: 'AB', name: '' }).success).toBe(false);
  });
});
