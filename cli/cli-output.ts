import { DomainError } from '../domain/shared/domain-error.js';
import type { ErrorCode } from '../domain/shared/error-codes.js';
import { DataDirHeldError, DataDirUnusableError } from '../adapters/persistence/data-dir-lock.js';
import { DatabaseMissingError } from '../adapters/persistence/server-database.js';

/** Exit codes: 1 for a refused or failed command, 2 for bad usage or input. */
export function exitCodeFor(error: unknown): number {
  if (error instanceof DomainError && error.kind === 'INVALID_INPUT') return 2;
  return 1;
}

/** The code and message of an expected failure, the same code the API sends; null otherwise. */
function expectedFailure(error: unknown): { code: ErrorCode; message: string } | null {
  if (error instanceof DomainError) return { code: error.code, message: error.message };
  if (error instanceof DataDirHeldError) return { code: 'CLI.DATA_DIR_IN_USE', message: error.message };
  if (error instanceof DataDirUnusableError) return { code: 'CLI.DATA_DIR_UNUSABLE', message: error.message };
  if (error instanceof DatabaseMissingError) return { code: 'CLI.DATABASE_MISSING', message: error.message };
  return null;
}

/**
 * The CLI's one error translator, always on stderr: `Error [CODE]: message`, or under --json
 * `{"error":{"code","message"}}`. Only an unexpected failure shows its stack, and only as text.
 */
export function reportError(error: unknown, options: { json?: boolean } = {}): number {
  const failure = expectedFailure(error);
  if (options.json) {
    const body = failure ?? { code: 'SERVER.ERROR', message: error instanceof Error ? error.message : String(error) };
    process.stderr.write(`${JSON.stringify({ error: body })}\n`);
  } else if (failure) {
    process.stderr.write(`Error [${failure.code}]: ${failure.message}\n`);
  } else {
    process.stderr.write(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  return exitCodeFor(error);
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A plain aligned table for terminals. */
export function printTable(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
  process.stdout.write(`${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}\n`);
  for (const row of rows) process.stdout.write(`${line(columns.map((c) => String(row[c])))}\n`);
}
