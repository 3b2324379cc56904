import { DomainError } from '../domain/shared/domain-error.js';
import { DataDirHeldError } from '../adapters/persistence/data-dir-lock.js';

/** Exit codes: 1 for a refused or failed command, 2 for bad usage or input. */
export function exitCodeFor(error: unknown): number {
  if (error instanceof DomainError && error.code === 'INVALID_INPUT') return 2;
  return 1;
}

/** The CLI's one error translator: a message on stderr, never a stack for expected failures. */
export function reportError(error: unknown): number {
  if (error instanceof DomainError || error instanceof DataDirHeldError) {
    process.stderr.write(`Error: ${error.message}\n`);
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
