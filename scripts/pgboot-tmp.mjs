import fs from 'node:fs'; import * as tar from 'tar';
import { PGlite } from '@electric-sql/pglite'; import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const file = '/tmp/hcw-pglite-templates/' + fs.readdirSync('/tmp/hcw-pglite-templates').filter(f => f.endsWith('embedded.tar.gz')).map(f => [f, fs.statSync('/tmp/hcw-pglite-templates/' + f).mtimeMs]).sort((a, b) => b[1] - a[1])[0][0];
const dir = '/tmp/pgboot'; fs.rmSync(dir, { recursive: true, force: true }); fs.mkdirSync(dir);
tar.x({ file, cwd: dir, sync: true });
for (const round of [1, 2, 3]) {
  const t = performance.now();
  const db = new PGlite({ dataDir: dir, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });
  await db.waitReady; const ready = performance.now() - t;
  await db.query('select 1'); const q = performance.now() - t;
  await db.close();
  console.log('round', round, 'ready', ready.toFixed(0), 'first query', q.toFixed(0), 'close', (performance.now() - t - q).toFixed(0));
}
