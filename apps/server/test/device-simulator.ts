import { formatAttlogLine } from '@haligi/shared';
import { request as httpRequest, Agent } from 'node:http';

/**
 * A ZKTeco-compatible terminal speaking the push protocol over real HTTP (issue 14): handshake,
 * ATTLOG uploads (tab-separated, local Manila time, no content type unless told), polling. Used by
 * the timekeeping tests and the benchmark.
 */
export interface SimulatedPunch {
  biometricId: string;
  punchedAt: Date;
  status?: number;
  verify?: number;
  workCode?: string;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** A raw HTTP request (fetch always adds a content type to a string body; terminals often send none). */
export function send(baseUrl: string, method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, agent, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export class DeviceSimulator {
  stamp = 0;

  constructor(
    readonly baseUrl: string,
    readonly serial: string,
    /** The content type the firmware puts on uploads (many send none). */
    readonly contentType: string | null = null,
  ) {}

  private q = (extra = '') => `?SN=${encodeURIComponent(this.serial)}${extra}`;

  handshake() {
    return send(this.baseUrl, 'GET', `/iclock/cdata${this.q('&options=all&pushver=2.4.1&language=69')}`);
  }

  /** The handshake's options as a map (first line apart). */
  async options(): Promise<{ first: string; options: Record<string, string>; answer: Answer }> {
    const answer = await this.handshake();
    const [first, ...lines] = answer.text.split('\n').filter(Boolean);
    return { first, options: Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])), answer };
  }

  /** Uploads punches as ATTLOG lines; `lineEnd` CRLF like some firmware, `extra` raw lines appended. */
  upload(punches: SimulatedPunch[], options: { lineEnd?: string; extra?: string[]; stamp?: number } = {}) {
    this.stamp = options.stamp ?? this.stamp + 1;
    const body = [...punches.map(formatAttlogLine), ...(options.extra ?? [])].join(options.lineEnd ?? '\n');
    return this.uploadRaw('ATTLOG', body);
  }

  uploadRaw(table: string, body: string) {
    const headers: Record<string, string> = this.contentType ? { 'content-type': this.contentType } : {};
    return send(this.baseUrl, 'POST', `/iclock/cdata${this.q(`&table=${table}&Stamp=${this.stamp}`)}`, body, headers);
  }

  poll() {
    return send(this.baseUrl, 'GET', `/iclock/getrequest${this.q()}`);
  }

  deviceCommandReply() {
    return send(this.baseUrl, 'POST', `/iclock/devicecmd${this.q()}`, 'ID=1&Return=0&CMD=INFO', this.contentType ? { 'content-type': this.contentType } : {});
  }
}

/** Four punches a day (in, lunch out, lunch in, out) for each id over `days` days from `firstDay` (Manila). */
export function workPunches(ids: string[], firstDay: string, days: number): SimulatedPunch[] {
  const punches: SimulatedPunch[] = [];
  const base = Date.parse(`${firstDay}T00:00:00+08:00`);
  const times = [
    [7, 50, 0],
    [12, 1, 1],
    [12, 58, 0],
    [17, 5, 1],
  ] as const;
  for (let d = 0; d < days; d++) {
    for (const [index, id] of ids.entries()) {
      for (const [hour, minute, status] of times) {
        punches.push({ biometricId: id, punchedAt: new Date(base + d * 86_400_000 + (hour * 3600 + minute * 60 + (index % 50)) * 1000), status });
      }
    }
  }
  return punches;
}
