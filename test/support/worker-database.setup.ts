import { workerDatabaseUrl } from './worker-databases.global-setup.js';

// Runs before each test file in a worker: from here on TEST_DATABASE_URL names this worker's own
// database (made by worker-databases.global-setup.ts), whatever reads it.
if (process.env.TEST_DATABASE_URL && process.env.JEST_WORKER_ID && !process.env.TEST_DATABASE_URL_IS_WORKERS) {
  process.env.TEST_DATABASE_URL = workerDatabaseUrl(process.env.TEST_DATABASE_URL, process.env.JEST_WORKER_ID);
  process.env.TEST_DATABASE_URL_IS_WORKERS = '1';
}
