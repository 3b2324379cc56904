import fs from 'node:fs';
import path from 'node:path';

// PGlite serves one process: a second process writing the same directory loses data.
// The server (and each CLI command) leaves a lock in the directory naming its process;
// anyone else checks it before opening.

const LOCK_FILE = 'server.pid';

/** Kernel file systems: they look like directories but keep nothing. */
const VIRTUAL_ROOTS = ['/proc', '/sys', '/dev'];

export class DataDirHeldError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by a running server (pid ${pid}). ` +
        'Embedded PostgreSQL serves one process at a time: stop the server first, ' +
        'or point both at a PostgreSQL server with DATABASE_URL.',
    );
  }
}

/** DATA_DIR cannot hold the embedded database, or its lock cannot be trusted: nothing was opened. */
export class DataDirUnusableError extends Error {}

/** What the lock file says: the process, and when it started (to tell a reused pid apart). */
interface LockRecord {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat), where /proc exists. */
  startTime: string | null;
}

function readLock(file: string): LockRecord | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  // Locks written before the start time was recorded hold just the pid.
  if (/^\d+$/.test(text)) return { pid: Number(text), startTime: null };
  try {
    const record = JSON.parse(text) as Partial<LockRecord>;
    return Number.isInteger(record.pid) && record.pid! > 0 ? { pid: record.pid!, startTime: record.startTime ?? null } : null;
  } catch {
    return null;
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

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces); null without /proc. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function processCommand(pid: number): string | null {
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return command || null;
  } catch {
    return null;
  }
}

/** How a lock written before start times were recorded is judged: by what the process runs. */
const HCW_COMMAND = /adapters\/http\/start-server\.js|cli\/hcw\.js|(^|\/)hcw(\s|$)|dist\/server\//;

/**
 * Whether the live process the lock names is the one that wrote it. With a recorded start time
 * that is exact (a pid reused after a reboot starts at another time); for an older lock, the
 * process must at least be running the server or the CLI. Without /proc nothing can be told,
 * and the lock is believed.
 */
function isLockOwner(lock: LockRecord): boolean {
  const started = processStartTime(lock.pid);
  if (lock.startTime !== null && started !== null) return started === lock.startTime;
  const command = processCommand(lock.pid);
  return command === null || HCW_COMMAND.test(command);
}

function staleLockError(dataDir: string, file: string, pid: number): DataDirUnusableError {
  const command = processCommand(pid);
  return new DataDirUnusableError(
    `The data directory ${dataDir} has a lock (${file}) naming process ${pid}, which is running but is not the ` +
      `Hill Country Weddings server or command that wrote it${command ? ` (it is "${command.slice(0, 80)}")` : ''}: ` +
      `a server stopped without removing its lock, and the pid has been reused. If no hcw server or command is using ` +
      `${dataDir}, delete ${file} and start again.`,
  );
}

/** The pid of a live process holding the directory, or null. */
export function dataDirHolder(dataDir: string): number | null {
  const lock = readLock(path.join(dataDir, LOCK_FILE));
  if (!lock || lock.pid === process.pid || !isAlive(lock.pid)) return null;
  return isLockOwner(lock) ? lock.pid : null;
}

export function assertDataDirFree(dataDir: string): void {
  const file = path.join(dataDir, LOCK_FILE);
  const lock = readLock(file);
  if (!lock || lock.pid === process.pid || !isAlive(lock.pid)) return;
  if (!isLockOwner(lock)) throw staleLockError(dataDir, file, lock.pid);
  throw new DataDirHeldError(dataDir, lock.pid);
}

function isUnder(dir: string, root: string): boolean {
  return dir === root || dir.startsWith(`${root}${path.sep}`);
}

/** The deepest part of the path that exists (DATA_DIR itself, or the parent it would be made in). */
function nearestExisting(dir: string): string {
  let current = dir;
  while (!fs.existsSync(current)) {
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return current;
}

/**
 * Checks, creating nothing that stays, that DATA_DIR can hold the embedded database: an ordinary
 * directory (or one that can be made) that this process can write, not a kernel file system.
 */
export function assertDataDirUsable(dataDir: string): void {
  const existing = nearestExisting(dataDir);
  let real = existing;
  try {
    real = fs.realpathSync(existing);
  } catch {
    // unreadable: the write probe below says so
  }
  const resolved = path.join(real, path.relative(existing, dataDir));
  const virtualRoot = VIRTUAL_ROOTS.find((root) => isUnder(resolved, root));
  if (virtualRoot) {
    throw new DataDirUnusableError(
      `DATA_DIR ${dataDir} is under ${virtualRoot}, a view the kernel gives of the running system, not storage: nothing ` +
        `written there is kept. Point DATA_DIR at a directory on disk (for example DATA_DIR=./data), or set DATABASE_URL.`,
    );
  }
  const unusable = (why: string) =>
    new DataDirUnusableError(
      `DATA_DIR ${dataDir} cannot hold the embedded database: ${why}. Choose a directory this user can write ` +
        `(for example DATA_DIR=./data), or fix its permissions, or set DATABASE_URL.`,
    );
  if (!fs.statSync(existing).isDirectory()) {
    throw unusable(existing === dataDir ? 'it is a file, not a directory' : `${existing} is a file, so no directory can be made under it`);
  }
  const probe = path.join(existing, `.hcw-write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, '');
    fs.rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw unusable(`${existing === dataDir ? 'it' : `its parent ${existing}`} is not writable (${code})`);
  }
}

/**
 * Takes the directory for this process; returns the release function. Every check comes first,
 * so a refused start leaves the directory as it was.
 */
export function holdDataDir(dataDir: string): () => void {
  assertDataDirUsable(dataDir);
  assertDataDirFree(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  fs.rmSync(file, { force: true }); // stale: its process is gone (checked above)
  const record: LockRecord = { pid: process.pid, startTime: processStartTime(process.pid) };
  try {
    fs.writeFileSync(file, JSON.stringify(record), { flag: 'wx' });
  } catch {
    throw new DataDirHeldError(dataDir, dataDirHolder(dataDir) ?? 0);
  }
  return () => {
    try {
      if (readLock(file)?.pid === process.pid) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
