/**
 * Real mail servers for tests (issue 17: never a mock of the protocol).
 *
 * - `startSmtpServer()`: smtp-server on a free 127.0.0.1 port, AUTH PLAIN/LOGIN over plain TCP for
 *   one user; every accepted mail is kept with its envelope and parsed by mailparser.
 * - `startImapServer()`: Debian's dovecot (`dovecot-imapd`, installed by .ci/run) in the foreground
 *   with its own configuration in a temporary folder: one user with a plain-text password in a
 *   passwd-file, maildir under the folder, IMAP on a free 127.0.0.1 port, no TLS. It runs as root
 *   (the CI machine's user); mail files belong to the `dovecot` system user.
 *
 * Both answer `stop()`; call it in `afterAll`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const DOVECOT_BINARY = '/usr/sbin/dovecot';

/** A free TCP port on 127.0.0.1 (asked of the system, then released). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and every RCPT TO (Bcc recipients appear only here). */
  envelope: { from: string; to: string[] };
  /** The account that logged in to send it. */
  user: string | undefined;
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  host: string;
  port: number;
  user: string;
  password: string;
  /** Accepted mails, oldest first. */
  received: ReceivedMail[];
  /** The first received mail matching `match` (any mail when omitted), waiting up to `timeoutMs`. */
  waitForMail(match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export interface SmtpServerOptions {
  user?: string;
  password?: string;
  /** A recipient this answers with a reason is refused with `550 <reason>`. */
  refuseRecipient?: (address: string) => string | null;
}

/** An SMTP server that requires a login (`user` / `password`) and keeps what it accepts. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const user = options.user ?? 'sender@haligi.test';
  const password = options.password ?? 'smtp-secret-1';
  const received: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user: auth.username });
      const refusal = Object.assign(new Error('Invalid username or password'), { responseCode: 535 });
      return callback(refusal);
    },
    onRcptTo(address, _session, callback) {
      const reason = options.refuseRecipient?.(address.address);
      if (reason) return callback(Object.assign(new Error(reason), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address) },
              user: typeof session.user === 'string' ? session.user : undefined,
              raw,
              parsed,
            });
            for (const wake of waiting) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    received,
    waitForMail(match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        if (!check()) waiting.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TestImapServer {
  host: string;
  port: number;
  user: string;
  password: string;
  /** The temporary folder holding the configuration, log and maildir. */
  dir: string;
  /** Puts a raw RFC 822 message into a folder through IMAP APPEND; answers its UID. */
  append(raw: string | Buffer, folder?: string, flags?: string[], date?: Date): Promise<number | undefined>;
  /** Dovecot's log so far (for a failing test's message). */
  log(): string;
  stop(): Promise<void>;
}

export interface ImapServerOptions {
  user?: string;
  password?: string;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;
function stopAllOnExit() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGTERM');
  });
}

/** Resolves once something on 127.0.0.1:`port` sends an IMAP greeting ("* OK"). */
async function waitForGreeting(port: number, child: ChildProcess, log: () => string, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dovecot exited (${child.exitCode}): ${log()}`);
    const greeted = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(1000, () => done(false));
      socket.once('error', () => done(false));
      socket.once('data', (data) => done(data.toString('utf8').startsWith('* OK')));
      socket.connect(port, '127.0.0.1');
    });
    if (greeted) return;
    if (Date.now() - started > timeoutMs) throw new Error(`dovecot did not answer on port ${port} within ${timeoutMs} ms: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function dovecotConfig(dir: string, port: number, mailOwner: string): string {
  return `# Written by apps/server/test/mail-servers.ts for one test run.
protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
# Trusted: no growing penalty after failed logins (tests fail logins on purpose).
login_trusted_networks = 127.0.0.0/8
first_valid_uid = 1
mail_uid = ${mailOwner}
mail_gid = ${mailOwner}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Drafts {
    special_use = \\Drafts
    auto = subscribe
  }
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Junk {
    special_use = \\Junk
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
}
`;
}

/** Dovecot for one user (`user` / `password`); INBOX, Drafts, Sent, Junk and Trash exist. */
export async function startImapServer(options: ImapServerOptions = {}): Promise<TestImapServer> {
  if (!existsSync(DOVECOT_BINARY)) throw new Error(`${DOVECOT_BINARY} is missing: install Debian's dovecot-imapd (.ci/run does)`);
  if (process.getuid?.() !== 0) throw new Error(`dovecot for the tests runs as root; this process runs as ${userInfo().username}`);
  const user = options.user ?? 'reader@haligi.test';
  const password = options.password ?? 'imap-secret-1';
  if (/[:\s]/.test(user) || /[:\s]/.test(password)) throw new Error('user and password must not hold ":" or spaces (passwd-file)');
  const dir = mkdtempSync(join(tmpdir(), 'haligi-dovecot-'));
  chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'mail']) mkdirSync(join(dir, sub));
  const mailOwner = 'dovecot';
  const owner = ownerIds(mailOwner);
  chownSync(join(dir, 'mail'), owner.uid, owner.gid);
  // Dovecot's auth process reads it as the dovecot user.
  writeFileSync(join(dir, 'passwd'), `${user}:{PLAIN}${password}\n`, { mode: 0o600 });
  chownSync(join(dir, 'passwd'), owner.uid, owner.gid);
  const port = await freePort();
  writeFileSync(join(dir, 'dovecot.conf'), dovecotConfig(dir, port, mailOwner));

  const output: string[] = [];
  const child = spawn(DOVECOT_BINARY, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  running.add(child);
  stopAllOnExit();
  const log = () => {
    const file = join(dir, 'dovecot.log');
    return output.join('') + (existsSync(file) ? readFileSync(file, 'utf8') : '');
  };

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    running.delete(child);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitForGreeting(port, child, log);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    dir,
    log,
    async append(raw, folder = 'INBOX', flags = [], date) {
      const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: password }, logger: false });
      await client.connect();
      try {
        const answer = await client.append(folder, raw, flags, date);
        return answer ? answer.uid : undefined;
      } finally {
        await client.logout();
      }
    },
    stop,
  };
}

/** uid and gid of a system user, from /etc/passwd. */
function ownerIds(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`system user ${name} is missing (it comes with dovecot-core)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
