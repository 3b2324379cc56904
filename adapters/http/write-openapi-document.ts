import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { openApplication } from '../composition/application.js';
import { openDatabase } from '../persistence/database.js';
import { SystemClock } from '../runtime/system-clock.js';
import { createApp } from './create-app.js';
import { buildOpenApiDocument } from './openapi-document.js';

/**
 * Writes the OpenAPI document to the file named on the command line, without serving: the app
 * is composed on an empty in-memory database only so Nest can resolve its controllers.
 * `npm run api:types` turns the file into web/src/types/api.generated.ts.
 */
async function main(file: string | undefined): Promise<void> {
  if (!file) throw new Error('Usage: write-openapi-document.js FILE');
  const target = { kind: 'memory' } as const;
  const orm = await openDatabase(target);
  const application = await openApplication({ orm, target, clock: new SystemClock(), workJobs: false, env: {} });
  const app = await createApp({ app: application, logger: false });
  try {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
  } finally {
    await app.close();
    await application.close();
    await orm.close();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
