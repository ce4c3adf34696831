import { defineConfig, devices } from '@playwright/test';
import { E2E_AI_PORT } from './e2e/ai-port';

const PORT = Number(process.env.E2E_PORT ?? 3310);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/haligi-e2e-${PORT}`;
// A PostgreSQL database for the server (dropped and created anew, then migrated and seeded by the
// server as it starts); blank: PGlite in DATA_DIR, which is removed first. Either way each run,
// and each shard of `npm test` (scripts/test-all.mjs, decision 0052), starts on fresh demo data.
const DATABASE_URL = process.env.E2E_DATABASE_URL?.trim() ?? '';
// Spec file names (comma-separated) for one shard; blank: every spec.
const SPECS = (process.env.E2E_SPECS ?? '').split(',').map((name) => name.trim()).filter(Boolean);
const freshDatabase = DATABASE_URL ? 'node scripts/e2e-database.mjs && ' : '';

/** Browser tests drive Debian's Chromium against the built app served by the real server. */
export default defineConfig({
  testDir: './e2e',
  ...(SPECS.length ? { testMatch: SPECS.map((name) => `**/${name}`) } : {}),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Shards share two cores (decision 0060): a flow that takes 90 s alone may take three times that,
  // and a page that shows in a second alone may take many beside the other shard.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json']],
  outputDir: '../../test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && ${freshDatabase}npx tsx apps/server/src/main.ts`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL,
      REDIS_URL: '',
      SMTP_URL: '',
      // The AI assistant talks to the fake model ai-assistant.spec.ts starts on this port.
      AI_BASE_URL: `http://127.0.0.1:${E2E_AI_PORT}/v1`,
      AI_API_KEY: 'e2e-key',
      AI_MODEL: 'e2e-model',
    },
  },
});
