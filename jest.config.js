// Three projects: pure domain rules, API/persistence tests (PGlite in memory, or the
// PostgreSQL server when TEST_DATABASE_URL is set), and browser tests in Chromium.
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'es6' },
}];
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.(t|j)sx?$': swc },
  testEnvironment: 'node',
};
export default {
  cacheDirectory: '<rootDir>/.jest-cache',
  // API tests start a database and browser tests a server; a global option (projects ignore it).
  testTimeout: 60_000,
  // Each test file leaves some tens of MB behind in its worker (ESM module graphs, PGlite's memory);
  // a worker past this is replaced between files. Without it the workers' heaps reached 1 GB and
  // the API suite spent half its CPU collecting garbage (9.5 min against 5.5 on two cores).
  workerIdleMemoryLimit: '512MB',
  projects: [
    { ...common, displayName: 'domain', testMatch: ['<rootDir>/test/domain/**/*.test.ts'] },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/{api,persistence,cli,mail,jobs}/**/*.test.ts'],
      // On the PostgreSQL server each worker has a database of its own, so the suite can run in parallel.
      globalSetup: '<rootDir>/test/support/worker-databases.global-setup.ts',
      setupFiles: ['<rootDir>/test/support/worker-database.setup.ts'],
    },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.test.ts'] },
    { ...common, displayName: 'fuzz', testMatch: ['<rootDir>/test/fuzz/**/*.test.ts'] },
  ],
};
