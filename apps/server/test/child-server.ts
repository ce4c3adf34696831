import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './helper';

/** The real server as a child process (`apps/server/src/main.ts` under tsx), for kill -9 tests. */
export interface ChildServer {
  process: ChildProcess;
  url: string;
  /** Everything it printed, for a failure message. */
  output: string[];
  exited: Promise<number | null>;
}

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/**
 * Starts the server on a free port with its own data folder and database (PGlite in `dataDir`
 * when `databaseUrl` is blank), no demo data, no Redis, and `env` on top; resolves once
 * /api/health answers (or rejects with its output if it exits first). tsx compiles the server as
 * it starts: beside other suites on two cores that can take most of a minute.
 */
export async function startChildServer(options: { dataDir: string; databaseUrl?: string; env?: Record<string, string> }): Promise<ChildServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    REDIS_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: 'http://haligi.test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const started: ChildServer = { process: child, url: `http://127.0.0.1:${port}`, output, exited };
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
      try {
        return (await fetch(`${started.url}/api/health`)).ok;
      } catch {
        return false;
      }
    }, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return started;
}

/** Sends the signal and waits for the process to end. */
export async function stopChildServer(child: ChildServer, signal: NodeJS.Signals) {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill(signal);
  await child.exited;
}
