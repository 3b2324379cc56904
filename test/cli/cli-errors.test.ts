import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirHeldError } from '../../adapters/persistence/data-dir-lock.js';
import { reportError } from '../../cli/cli-output.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { runCli } from '../support/run-cli.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-cli-errors-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a refused hcw command', () => {
  it('prints the same error code the API sends, before the message', async () => {
    const run = await runCli(['bookings', 'show', UNKNOWN_ID], env);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('Error [BOOKING.NOT_FOUND]: Booking not found\n');
  });

  it('reports the code and message as JSON on stderr when run with --json', async () => {
    const run = await runCli(['bookings', 'show', UNKNOWN_ID, '--json'], env);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe('');
    expect(JSON.parse(run.stderr)).toEqual({ error: { code: 'BOOKING.NOT_FOUND', message: 'Booking not found' } });
  });
});

describe('reportError', () => {
  it('shows no stack for an unexpected failure, only its first line', () => {
    capture();
    expect(reportError(new Error('disk on fire\nmore detail'))).toBe(1);
    expect(stderr).toBe('Error [SERVER.ERROR]: Unexpected error: disk on fire\n');
  });

  let stderr = '';
  const capture = () => jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  afterEach(() => {
    stderr = '';
    jest.restoreAllMocks();
  });

  it('exits 2 for invalid input, with its code', () => {
    capture();
    expect(reportError(new InvalidInputError('VENUE.INVALID_SEARCH', 'page', 'page must be 1 or more'))).toBe(2);
    expect(stderr).toBe('Error [VENUE.INVALID_SEARCH]: page must be 1 or more\n');
  });

  it('names a data directory held by a server CLI.DATA_DIR_IN_USE, exit 3 (cannot reach)', () => {
    capture();
    expect(reportError(new DataDirHeldError('/srv/hcw', 42), { json: true })).toBe(3);
    expect(JSON.parse(stderr).error).toMatchObject({ code: 'CLI.DATA_DIR_IN_USE', message: expect.stringMatching(/pid 42/) });
  });
});
