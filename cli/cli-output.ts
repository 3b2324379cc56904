import { AdminSocketUnreachableError, RemoteDomainError } from '../adapters/admin-socket/admin-socket.js';
import { DataDirHeldError, DataDirUnusableError } from '../adapters/persistence/data-dir-lock.js';
import { DatabaseMissingError, DatabaseUnreachableError } from '../adapters/persistence/server-database.js';
import { DomainError } from '../domain/shared/domain-error.js';
import type { ErrorCode } from '../domain/shared/error-codes.js';
import { DatabaseUnavailableError } from './cli-context.js';

/** hcw's exit codes, shown in `hcw --help` and the README. */
export const EXIT = {
  done: 0,
  /** A rule refused it, or what it names does not exist (the API's 404, 409, 422 ...). */
  refused: 1,
  /** Bad options, arguments or input (the API's 400). */
  badInput: 2,
  /** The database, or the server holding DATA_DIR, cannot be reached or opened. */
  unreachable: 3,
} as const;

export const EXIT_CODES_HELP = `
Exit codes:
  0  done
  1  refused by a rule, or not found (the code says which, e.g. BOOKING.INVALID_TRANSITION)
  2  bad input: unknown option, bad argument or file (CLI.USAGE, *.INVALID_*)
  3  cannot reach the database or the server holding DATA_DIR (CLI.DATABASE_*, CLI.SERVER_UNREACHABLE)

Errors go to stderr as "Error [CODE]: message"; with --json, as {"error":{"code":...,"message":...}}.
Beside a running server on the embedded database (DATA_DIR), commands run through that server.`;

interface Failure {
  code: ErrorCode;
  message: string;
  exitCode: number;
}

/** What an error means to an operator: its code, its message and the exit code. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof DomainError) return { code: error.code, message: error.message, exitCode: error.kind === 'INVALID_INPUT' ? EXIT.badInput : EXIT.refused };
  if (error instanceof DatabaseMissingError) return { code: 'CLI.DATABASE_MISSING', message: error.message, exitCode: EXIT.unreachable };
  if (error instanceof DatabaseUnreachableError || error instanceof DatabaseUnavailableError) return { code: 'CLI.DATABASE_UNREACHABLE', message: error.message, exitCode: EXIT.unreachable };
  if (error instanceof AdminSocketUnreachableError) return { code: 'CLI.SERVER_UNREACHABLE', message: error.message, exitCode: EXIT.unreachable };
  if (error instanceof DataDirHeldError) return { code: 'CLI.DATA_DIR_IN_USE', message: error.message, exitCode: EXIT.unreachable };
  if (error instanceof DataDirUnusableError) return { code: 'CLI.DATA_DIR_UNUSABLE', message: error.message, exitCode: EXIT.unreachable };
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return { code: 'SERVER.ERROR', message: `Unexpected error: ${message}`, exitCode: EXIT.refused };
}

export function exitCodeFor(error: unknown): number {
  return describeFailure(error).exitCode;
}

/**
 * The CLI's one error translator, always on stderr: `Error [CODE]: message`, or under --json
 * `{"error":{"code","message"}}`. No stack trace reaches an operator (HCW_DEBUG=1 shows it).
 */
export function reportError(error: unknown, options: { json?: boolean } = {}): number {
  const failure = describeFailure(error);
  if (options.json) process.stderr.write(`${JSON.stringify({ error: { code: failure.code, message: failure.message } })}\n`);
  else process.stderr.write(`Error [${failure.code}]: ${failure.message}\n`);
  if (process.env.HCW_DEBUG === '1' && error instanceof Error && !(error instanceof DomainError)) process.stderr.write(`${error.stack}\n`);
  return failure.exitCode;
}

/** What a refused error carries for the operator besides its message (an import's row report). */
export function detailsOf(error: unknown): unknown {
  if (error instanceof RemoteDomainError) return error.details;
  return (error as { report?: unknown } | null)?.report;
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A plain aligned table for terminals. */
export function printTable(rows: Record<string, unknown>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (cells: string[]) => cells.map((text, i) => text.padEnd(widths[i])).join('  ').trimEnd();
  process.stdout.write(`${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}\n`);
  for (const row of rows) process.stdout.write(`${line(columns.map((c) => cell(row[c])))}\n`);
}

/** One record as "field  value" lines. */
export function printRecord(record: Record<string, unknown>): void {
  const width = Math.max(...Object.keys(record).map((k) => k.length));
  for (const [field, value] of Object.entries(record)) {
    const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    process.stdout.write(`${field.padEnd(width)}  ${text}\n`);
  }
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
