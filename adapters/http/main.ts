import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { databaseTargetFromEnv, describeTarget } from '../persistence/database-config.js';
import { openDatabase } from '../persistence/database.js';
import { holdDataDir } from '../persistence/data-dir-lock.js';
import { seedCatalogue } from '../runtime/catalogue.js';
import { SystemClock } from '../runtime/system-clock.js';
import { UuidGenerator } from '../runtime/uuid-generator.js';
import { createApp } from './create-app.js';

const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../../web', import.meta.url));

function portFromEnv(): number {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  return port;
}

export async function main(): Promise<void> {
  const port = portFromEnv();
  const target = databaseTargetFromEnv();
  const release = target.kind === 'embedded' ? holdDataDir(target.dataDir) : () => {};
  const clock = new SystemClock();
  const orm = await openDatabase(target);
  if (process.env.SEED_DEMO_DATA !== 'false') {
    const seeded = await seedCatalogue(orm, clock, new UuidGenerator());
    if (!seeded.skipped) console.log(`Seeded ${seeded.venues} demo venues and ${seeded.vendors} vendors.`);
  }
  const webDir = process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : DEFAULT_WEB_DIR;
  const hasWeb = fs.existsSync(path.join(webDir, 'index.html'));
  if (!hasWeb) console.warn(`No built web app in ${webDir} (run npm run build): serving the API only.`);
  const app = await createApp({ orm, clock, webDir: hasWeb ? webDir : undefined });
  await app.listen(port, process.env.HOST ?? '0.0.0.0');
  console.log(`Hill Country Weddings on http://localhost:${port} (${describeTarget(target)})`);

  const stop = async () => {
    await app.close();
    await orm.close();
    release();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
