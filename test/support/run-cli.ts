import 'reflect-metadata';
import { jest } from '@jest/globals';
import { main } from '../../cli/main.js';

export interface CliRun {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** Runs the hcw program in this process, as a terminal would, capturing its output. */
export async function runCli(args: string[], env: Record<string, string | undefined>): Promise<CliRun> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  let stdout = '';
  let stderr = '';
  const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  const err = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const log = jest.spyOn(console, 'log').mockImplementation((...parts) => void (stdout += `${parts.join(' ')}\n`));
  process.exitCode = undefined;
  try {
    await main(['node', 'hcw', ...args]);
    return { stdout, stderr, exitCode: Number(process.exitCode ?? 0) };
  } finally {
    process.exitCode = undefined;
    out.mockRestore();
    err.mockRestore();
    log.mockRestore();
    process.env = saved;
  }
}
