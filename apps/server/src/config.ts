import { resolve } from 'node:path';
import { DEFAULT_LEASE_SECONDS } from './modules/jobs/queue';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Prefix of the live channel's Redis pub/sub channels, so deployments can share one Redis. */
  redisPrefix: string;
  smtpUrl?: string;
  /**
   * The key that seals saved mail passwords (SECRETS_KEY: 32 bytes as 64 hex digits or base64).
   * Without it the server makes one in DATA_DIR/secrets.key on its first start and reuses it
   * (`lib/secret-box.ts`, decision 0062).
   */
  secretsKey?: string;
  publicUrl: string;
  seedAdminEmail?: string;
  seedAdminPassword?: string;
  seedDemo: boolean;
  /** Serve the built web app from this folder when it exists. */
  webDist?: string;
  logLevel: string;
  tokenTtlHours: number;
  /** Behind a reverse proxy: take the client IP (login rate limit) from X-Forwarded-For. */
  trustProxy: boolean;
  /** How long a running job's claim holds without a heartbeat (JOB_LEASE_SECONDS, default 20; decision 0024). */
  jobLeaseSeconds: number;
  /** Test-only: a pause after each saved import batch (IMPORT_BATCH_PAUSE_MS), so a test can kill the server mid-import. */
  importBatchPauseMs: number;
  /** The AI assistant's OpenAI-compatible chat-completions endpoint (AI_BASE_URL, e.g. https://host/v1); unset: the assistant is off. */
  aiBaseUrl?: string;
  aiApiKey?: string;
  /** AI_MODEL, default gpt-4o-mini. */
  aiModel: string;
}

const blankToUndefined = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    redisUrl: blankToUndefined(env.REDIS_URL),
    redisPrefix: blankToUndefined(env.REDIS_PREFIX) ?? 'haligi',
    smtpUrl: blankToUndefined(env.SMTP_URL),
    secretsKey: blankToUndefined(env.SECRETS_KEY),
    publicUrl: (blankToUndefined(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    seedAdminEmail: blankToUndefined(env.SEED_ADMIN_EMAIL),
    seedAdminPassword: blankToUndefined(env.SEED_ADMIN_PASSWORD),
    seedDemo: env.SEED_DEMO !== 'false',
    webDist: blankToUndefined(env.WEB_DIST),
    logLevel: env.LOG_LEVEL ?? 'info',
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 24 * 14),
    trustProxy: env.TRUST_PROXY === 'true',
    jobLeaseSeconds: Number(env.JOB_LEASE_SECONDS ?? DEFAULT_LEASE_SECONDS),
    importBatchPauseMs: Number(env.IMPORT_BATCH_PAUSE_MS ?? 0),
    aiBaseUrl: blankToUndefined(env.AI_BASE_URL)?.replace(/\/+$/, ''),
    aiApiKey: blankToUndefined(env.AI_API_KEY),
    aiModel: blankToUndefined(env.AI_MODEL) ?? 'gpt-4o-mini',
  };
}
