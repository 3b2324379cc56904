import path from 'node:path';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { bookingPolicyFromEnv } from '../composition/booking-policy-from-env.js';
import { databaseTargetFromEnv, describeTarget, shouldSeedDemoData } from '../persistence/database-config.js';
import { isNewDatabase, openDatabase } from '../persistence/database.js';
import { holdDataDir } from '../persistence/data-dir-lock.js';
import { openApplication } from '../composition/application.js';
import { demoPasswordHashes, seedCatalogue } from '../runtime/catalogue.js';
import { clockFromEnv } from '../runtime/clock-from-env.js';
import { collectGarbageWhenQuiet } from '../runtime/collect-garbage-when-quiet.js';
import { createApp } from './create-app.js';
import { startAdminSocket } from '../admin-socket/admin-socket.js';

const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../../web', import.meta.url));
/** How long an idle keep-alive connection stays open (see where the server listens). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function portFromEnv(): number {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  return port;
}

/** Fails before anything is opened or created when another program has the port. */
async function assertPortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} on ${host} is already in use by another program (perhaps another server of this app). Stop it, or start on another port, e.g. PORT=${port === 3000 ? 3001 : port + 1} npm start.`));
      } else if (error.code === 'EACCES') {
        reject(new Error(`This user may not listen on port ${port}: choose a port above 1023, e.g. PORT=3000 npm start.`));
      } else reject(error);
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * Starts the server. Every check that can fail (settings, the port, DATA_DIR and its lock, the
 * database named in DATABASE_URL) runs before anything is created, so a refused start changes
 * nothing and says what to do.
 */
export async function main(): Promise<void> {
  const port = portFromEnv();
  const host = process.env.HOST ?? '0.0.0.0';
  const target = databaseTargetFromEnv();
  const seedDemoData = shouldSeedDemoData(target);
  bookingPolicyFromEnv(process.env); // read again when the app is composed; a bad value stops here first
  const { clock, shifted } = clockFromEnv(process.env);
  await assertPortFree(port, host);
  const release = target.kind === 'embedded' ? holdDataDir(target.dataDir) : () => {};
  if (shifted) console.warn(`HCW_NOW is set: this server's clock reads ${clock.now().toISOString()} (for rehearsals and tests only).`);
  // A new database will be seeded: its demo accounts get the hashes made ahead of their password.
  const demoHashes = seedDemoData && isNewDatabase(target) ? demoPasswordHashes() : undefined;
  const orm = await openDatabase(target);
  // RUN_JOBS=false: this instance serves requests and queues work; other instances send the mail.
  // READ_CACHE=off serves every read from the database (to compare, or to rule the cache out).
  const application = await openApplication({
    orm,
    target,
    clock,
    clockShifted: shifted,
    workJobs: process.env.RUN_JOBS !== 'false',
    cacheReads: process.env.READ_CACHE !== 'off',
  });
  if (seedDemoData) {
    const seeded = await seedCatalogue(application, demoHashes);
    if (!seeded.skipped) console.log(`Seeded ${seeded.venues} demo venues and ${seeded.vendors} vendors.`);
  }
  // A month whose rating snapshot was missed while the server was off is booked to run now, in the background.
  await application.useCases.snapshotVenueRatings.bookMissedRun();
  const webDir = process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : DEFAULT_WEB_DIR;
  const hasWeb = fs.existsSync(path.join(webDir, 'index.html'));
  if (!hasWeb) console.warn(`No built web app in ${webDir} (run npm run build): serving the API only.`);
  const app = await createApp({ app: application, webDir: hasWeb ? webDir : undefined });
  // An idle keep-alive connection stays open 65 s instead of Node's 5: a client that reuses one just
  // as the server closes it gets ECONNRESET (tests saw it between steps); 65 s outlasts the 60 s a
  // load balancer in front commonly keeps its connections. Headers must arrive within 66 s.
  const httpServer = app.getHttpServer() as http.Server;
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  await app.listen(port, host);
  // The workers' first fetches ran beside the demo seed and took 0.3 s of an empty start (README, Speed).
  await application.startWorkingJobs();
  const quietCollection = collectGarbageWhenQuiet(httpServer);
  // `hcw` beside this server reaches the embedded database through it (adapters/admin-socket).
  const adminSocket =
    target.kind === 'embedded'
      ? await startAdminSocket({ dataDir: target.dataDir, app: application, where: describeTarget(target), afterOperation: quietCollection.workDone })
      : null;
  // The port listened on: PORT=0 lets the system choose one (the tests' servers do).
  const listening = (httpServer.address() as net.AddressInfo).port;
  console.log(`Hill Country Weddings on http://localhost:${listening} (${describeTarget(target)})`);

  const stop = async () => {
    quietCollection.stop();
    await adminSocket?.close();
    await app.close();
    await application.close();
    await orm.close();
    release();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
