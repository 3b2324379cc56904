import fs from 'node:fs';
import path from 'node:path';

// PGlite serves one process: a second process writing the same directory loses data.
// The server leaves its pid in the directory; anyone else checks it before opening.

const LOCK_FILE = 'server.pid';

export class DataDirHeldError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by a running server (pid ${pid}). ` +
        'Embedded PostgreSQL serves one process at a time: stop the server first, ' +
        'or point both at a PostgreSQL server with DATABASE_URL.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the directory, or null. */
export function dataDirHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function assertDataDirFree(dataDir: string): void {
  const holder = dataDirHolder(dataDir);
  if (holder !== null) throw new DataDirHeldError(dataDir, holder);
}

/** Takes the directory for this process; returns the release function. */
export function holdDataDir(dataDir: string): () => void {
  assertDataDirFree(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  fs.rmSync(file, { force: true }); // stale: its process is gone (checked above)
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    throw new DataDirHeldError(dataDir, dataDirHolder(dataDir) ?? 0);
  }
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
