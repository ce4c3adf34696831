// Mutation testing of the shared rules: `npm run test:mutation` from the root.
// Runs from packages/shared so the sandbox copies only this package (modules resolve up to the
// root node_modules). Reports go to packages/shared/reports/mutation (git-ignored).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  mutate: ['src/**/*.ts', '!src/**/*.test.ts'],
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  concurrency: 2,
  timeoutMS: 10_000,
};
