import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './database.js';

// Run by `npm run build:server`: saves the migrated templates of this schema (migrated-template.ts)
// for both kinds of embedded database, so even the first start on an empty DATA_DIR skips the migrations.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-warm-'));
try {
  for (const target of [{ kind: 'memory' as const }, { kind: 'embedded' as const, dataDir }]) await (await openDatabase(target)).close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
