// @ts-nocheck
import { defineConfig } from 'vitest/config';

// The shared package's own tests, alone: the mutation run (stryker.config.mjs) uses this config so
// each mutant runs only the shared unit tests, never the server or web suites.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});
