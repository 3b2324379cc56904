import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { Application } from '../composition/application.js';
import { OPERATIONS, runOperation } from './operator-operations.js';

// Beside a running server on the embedded database, `hcw` cannot open DATA_DIR itself
// (PGlite serves one process). The server listens on a Unix socket in DATA_DIR that only
// this machine's user can open (mode 0600); the CLI sends one operation as a JSON line and reads
// JSON lines back: {"progress":[done,total]}..., then {"result":...} or {"error":{...}}.

export const ADMIN_SOCKET_FILE = 'admin.sock';
/** The largest request (an imported catalogue file travels in it). */
const MAX_REQUEST_BYTES = 512 * 1024 * 1024;

export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, ADMIN_SOCKET_FILE);
}

export interface AdminErrorBody {
  kind: string | null;
  code: string;
  message: string;
  field?: string;
  details?: unknown;
}

/** A DomainError as JSON, with what it carries for the operator (an import's report). */
export function errorBody(error: unknown): AdminErrorBody {
  if (error instanceof DomainError) {
    const details = (error as { report?: unknown }).report;
    return { kind: error.kind, code: error.code, message: error.message, field: error.field, ...(details === undefined ? {} : { details: JSON.parse(JSON.stringify(details)) }) };
  }
  return { kind: null, code: 'SERVER.ERROR', message: error instanceof Error ? error.message : String(error) };
}

/** Starts the socket; returns how to close it (and remove the file). */
export async function startAdminSocket(options: {
  dataDir: string;
  app: Application;
  where: string;
  /** Called when an operation has answered, with the time it took (the server collects its garbage after a long one). */
  afterOperation?: (durationMs: number) => void;
}): Promise<{ close(): Promise<void> }> {
  const file = adminSocketPath(options.dataDir);
  fs.rmSync(file, { force: true }); // left by a server that did not stop cleanly (the data-dir lock says none runs)
  const server = net.createServer((socket) => {
    let buffer = '';
    let size = 0;
    socket.setEncoding('utf8');
    const send = (message: object) => socket.write(`${JSON.stringify(message)}\n`);
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      size += Buffer.byteLength(chunk);
      if (size > MAX_REQUEST_BYTES) {
        send({ error: { kind: 'INVALID_INPUT', code: 'REQUEST.TOO_LARGE', message: 'The request is too large' } });
        socket.end();
        return;
      }
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      socket.removeAllListeners('data');
      void handle(buffer.slice(0, newline));
    });
    const handle = async (line: string) => {
      const startedAt = performance.now();
      try {
        const request = JSON.parse(line) as { op?: unknown; params?: unknown };
        if (typeof request.op !== 'string' || !Object.hasOwn(OPERATIONS, request.op)) throw new Error(`Unknown operation ${String(request.op)}`);
        const params = request.params && typeof request.params === 'object' ? (request.params as Record<string, unknown>) : {};
        let lastShown = 0;
        const result = await runOperation(request.op, params, {
          app: options.app,
          where: options.where,
          progress: (done, total) => {
            // At most ten a second: the CLI only draws a bar.
            if (Date.now() - lastShown < 100 && done < total) return;
            lastShown = Date.now();
            send({ progress: [done, total] });
          },
        });
        send({ result });
      } catch (error) {
        if (!(error instanceof DomainError)) console.error(`Admin socket: ${error instanceof Error ? error.message : String(error)}`);
        send({ error: errorBody(error) });
      }
      socket.end();
      options.afterOperation?.(performance.now() - startedAt);
    };
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // Only this user: the socket is made with no access for group and others.
      const umask = process.umask(0o177);
      try {
        server.listen(file, () => resolve());
      } finally {
        process.umask(umask);
      }
    });
    fs.chmodSync(file, 0o600);
  } catch (error) {
    // The server still serves the site; only hcw beside it is refused (it says so).
    console.warn(`No admin socket at ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)}): hcw cannot run beside this server.`);
    return { close: async () => {} };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

/** The server holding DATA_DIR does not answer on its socket. */
export class AdminSocketUnreachableError extends Error {}

/** A refusal the server's use cases gave, as the CLI reports it (same kind and code). */
export class RemoteDomainError extends DomainError {
  constructor(
    body: AdminErrorBody,
    readonly details?: unknown,
  ) {
    super(body.kind as DomainError['kind'], body.code as DomainError['code'], body.message, body.field);
  }
}

/** Sends one operation to the server on DATA_DIR and gives its answer, reporting progress as it comes. */
export function callAdminSocket(dataDir: string, holder: number, op: string, params: object, onProgress?: (done: number, total: number) => void): Promise<unknown> {
  const file = adminSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(file);
    let buffer = '';
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ op, params })}\n`));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          new AdminSocketUnreachableError(
            `A server or another hcw command (pid ${holder}) holds ${dataDir}, but no admin socket answers at ${file} ` +
              `(${error.code ?? error.message}). If it is a command, wait for it to end; if a server, it may still be starting, ` +
              'or be older than this CLI: try again in a moment, or stop it and run the command again.',
          ),
        ),
      ),
    );
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const message = JSON.parse(buffer.slice(0, newline)) as { progress?: [number, number]; result?: unknown; error?: AdminErrorBody };
        buffer = buffer.slice(newline + 1);
        if (message.progress) onProgress?.(...message.progress);
        else if (message.error) {
          const body = message.error;
          settle(() => reject(body.kind ? new RemoteDomainError(body, body.details) : new Error(body.message)));
        } else if ('result' in message) settle(() => resolve(message.result));
      }
    });
    socket.on('close', () => settle(() => reject(new AdminSocketUnreachableError(`The server on ${dataDir} closed the admin socket without answering.`))));
  });
}
