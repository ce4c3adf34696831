import { describe, expect, it } from 'vitest';
import { formatAttlogLine, handshakeAnswer, isDeviceSerial, parseAttlog, parseAttlogLine, parseManilaLocalTime, toManilaIso } from './iclock.protocol';

describe('parseManilaLocalTime', () => {
  it('reads the terminal time as Asia/Manila', () => {
    expect(parseManilaLocalTime('2026-11-23 07:58:12')?.toISOString()).toBe('2026-11-22T23:58:12.000Z');
    expect(parseManilaLocalTime('2026-11-23T00:00:00')?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(parseManilaLocalTime('2026-11-23 08:00')?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(parseManilaLocalTime('2026-12-31 23:59:59')?.toISOString()).toBe('2026-12-31T15:59:59.000Z');
  });
  it('refuses what is not a real time', () => {
    for (const bad of ['2026-13-01 08:00:00', '2026-04-31 08:00:00', '2026-02-29 08:00:00', '2026-11-23 24:00:00', '2026-11-23 23:60:00', '2026-11-23 23:59:60', '2026-00-10 08:00:00', '2026-11-00 08:00:00', 'yesterday', '', '2026-11-23']) {
      expect(parseManilaLocalTime(bad), bad).toBeNull();
    }
    expect(parseManilaLocalTime('2028-02-29 08:00:00')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('toManilaIso', () => {
  it('writes the instant in Philippine time with its offset', () => {
    expect(toManilaIso(new Date('2026-11-22T23:58:12Z'))).toBe('2026-11-23T07:58:12+08:00');
    expect(toManilaIso('2026-11-23T16:00:00.000Z')).toBe('2026-11-24T00:00:00+08:00');
  });
});

describe('parseAttlogLine', () => {
  it('reads id, time, status, verify and work code, ignoring extra columns', () => {
    expect(parseAttlogLine('1001\t2026-11-23 07:58:12\t0\t1\t0\t0\t0\t0')).toEqual({
      biometricId: '1001',
      punchedAt: new Date('2026-11-22T23:58:12Z'),
      status: 0,
      verify: 1,
      workCode: '0',
    });
    expect(parseAttlogLine('2002\t2026-11-23 17:01:00\t1\t15\tOT')).toEqual({ biometricId: '2002', punchedAt: new Date('2026-11-23T09:01:00Z'), status: 1, verify: 15, workCode: 'OT' });
  });
  it('defaults missing codes to 0 and an empty work code', () => {
    expect(parseAttlogLine('7\t2026-11-23 07:00:00')).toEqual({ biometricId: '7', punchedAt: new Date('2026-11-22T23:00:00Z'), status: 0, verify: 0, workCode: '' });
  });
  it('skips lines that are not punches', () => {
    expect(parseAttlogLine('1001')).toBeNull();
    expect(parseAttlogLine('\t2026-11-23 07:58:12\t0')).toBeNull();
    expect(parseAttlogLine('10 01\t2026-11-23 07:58:12\t0')).toBeNull();
    expect(parseAttlogLine(`${'9'.repeat(33)}\t2026-11-23 07:58:12`)).toBeNull();
    expect(parseAttlogLine(`${'9'.repeat(32)}\t2026-11-23 07:58:12`)?.biometricId).toBe('9'.repeat(32));
    expect(parseAttlogLine('1001\tnot a time\t0')).toBeNull();
    expect(parseAttlogLine('1001\t2026-11-23 07:58:12\tx\t1')).toBeNull();
    expect(parseAttlogLine('1001\t2026-11-23 07:58:12\t0\t-1')).toBeNull();
    expect(parseAttlogLine('1001\t2026-11-23 07:58:12\t32768\t1')).toBeNull();
    expect(parseAttlogLine('1001\t2026-11-23 07:58:12\t32767\t1')?.status).toBe(32767);
    expect(parseAttlogLine('OPLOG 4\t0\t2026-11-23 07:58:12')).toBeNull();
  });
});

describe('parseAttlog', () => {
  it('reads CRLF and LF lines, skips blank lines, counts bad lines apart', () => {
    const body = '1001\t2026-11-23 07:58:12\t0\t1\t0\r\n\r\n1002\t2026-11-23 08:01:00\t0\t1\t0\nbroken line\n1003\t2026-11-31 08:00:00\t0\t1\n   \n1001\t2026-11-23 17:00:00\t1\t1\t0\r\n';
    const { punches, skipped } = parseAttlog(body);
    expect(punches.map((p) => `${p.biometricId} ${p.punchedAt.toISOString()} ${p.status}`)).toEqual([
      '1001 2026-11-22T23:58:12.000Z 0',
      '1002 2026-11-23T00:01:00.000Z 0',
      '1001 2026-11-23T09:00:00.000Z 1',
    ]);
    expect(skipped).toBe(2);
  });
  it('an empty body has nothing', () => {
    expect(parseAttlog('')).toEqual({ punches: [], skipped: 0 });
    expect(parseAttlog('\r\n\n')).toEqual({ punches: [], skipped: 0 });
  });
  it('reads old Mac line ends too', () => {
    expect(parseAttlog('1\t2026-11-23 07:00:00\r2\t2026-11-23 07:01:00').punches).toHaveLength(2);
  });
});

describe('handshakeAnswer', () => {
  it('starts with GET OPTION FROM and tells the stamps and options', () => {
    expect(handshakeAnswer('CQZ7224460245', '9999')).toBe(
      [
        'GET OPTION FROM: CQZ7224460245',
        'ATTLOGStamp=9999',
        'OPERLOGStamp=9999',
        'ATTPHOTOStamp=None',
        'ErrorDelay=30',
        'Delay=10',
        'TransTimes=00:00;14:05',
        'TransInterval=1',
        'TransFlag=TransData AttLog',
        'TimeZone=8',
        'Realtime=1',
        'Encrypt=0',
        '',
      ].join('\n'),
    );
    expect(handshakeAnswer('A1', '').split('\n')[1]).toBe('ATTLOGStamp=0');
  });
});

describe('serials and lines', () => {
  it('accepts terminal serials only', () => {
    expect(isDeviceSerial('CQZ7224460245')).toBe(true);
    expect(isDeviceSerial('A-1_b')).toBe(true);
    expect(isDeviceSerial('')).toBe(false);
    expect(isDeviceSerial('A 1')).toBe(false);
    expect(isDeviceSerial('x'.repeat(64))).toBe(true);
    expect(isDeviceSerial('x'.repeat(65))).toBe(false);
    expect(isDeviceSerial(12)).toBe(false);
  });
  it('formats a punch as the terminal sends it and reads it back', () => {
    const line = formatAttlogLine({ biometricId: '1001', punchedAt: new Date('2026-11-22T23:58:12Z') });
    expect(line).toBe('1001\t2026-11-23 07:58:12\t0\t1\t0\t0');
    expect(parseAttlogLine(line)?.punchedAt.toISOString()).toBe('2026-11-22T23:58:12.000Z');
    expect(formatAttlogLine({ biometricId: '5', punchedAt: new Date('2026-11-23T09:00:00Z'), status: 1, verify: 15, workCode: '3' })).toBe('5\t2026-11-23 17:00:00\t1\t15\t3\t0');
  });
});
