/**
 * Runs work in one transaction: every row it writes, and every event it records, commits
 * together or not at all. Use cases that write more than one row go through it.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}
