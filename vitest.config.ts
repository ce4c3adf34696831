import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    // Two workers share two cores with PostgreSQL: a test is about its outcome, not its time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // Test files share loaded modules (each owns its server, database and folders) and run two at
    // a time: re-importing the server for every file was most of the run (decision 0060).
    isolate: false,
    maxWorkers: 2,
  },
});
