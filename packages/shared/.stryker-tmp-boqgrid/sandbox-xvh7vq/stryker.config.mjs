// @ts-nocheck
// Mutation testing of the shared rules: `npm run test:mutation` from the root.
// Runs from packages/shared so the sandbox copies only this package (modules resolve up to the
// root node_modules). Reports go to packages/shared/reports/mutation (git-ignored).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  // Static mutants (module-level schema, table and constant definitions, evaluated once at import)
  // are left out: see docs/decisions/0023-mutation-testing.md.
  ignoreStatic: true,
  // Test files and their fixtures are not mutated.
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.fixture.ts'],
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  concurrency: 2,
  // Incremental: a run re-tests only the mutants whose code or covering tests changed since the
  // committed result file, and reuses the rest (decision 0023). The file is committed with the code.
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
};
