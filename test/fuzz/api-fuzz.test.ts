import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import request from 'supertest';
import { schemaProblems } from '../support/fuzz/schema-check.js';
import { fuzzCases, type FuzzCase } from '../support/fuzz/request-arbitraries.js';
import { cookieHeader, FuzzWorld, type FuzzActor } from '../support/fuzz/fuzz-world.js';
import { listOperations, resolveSchema, type OpenApiDocument, type Operation } from '../support/fuzz/openapi-types.js';
import { countChanges, tableCounter, type TableCounts } from '../support/fuzz/table-counts.js';
import { startTestApp } from '../support/test-app.js';

// Every operation of the OpenAPI document, fuzzed from its own description: right and wrong
// path ids, queries, bodies and content types, each sent as four actors. No answer may be a
// 5xx, every answer must match its documented shape, and a refused write must change no table.
//   FUZZ_SEED=123 npx jest --selectProjects fuzz --runInBand            replays a run
//   FUZZ_OPERATION="POST /api/guests" FUZZ_RUNS=200 ...                 one operation (or a comma-separated few), harder
//   FUZZ_VERBOSE=1 ...                                                  also lists the answers, to see how far cases get

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
/** Cases per operation; each is sent as every actor. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** Operation names, comma-separated: fuzz only those. */
const ONLY = process.env.FUZZ_OPERATION?.split(',').map((name) => name.trim());
/** Also lists what each operation answered, to tune how far cases get. */
const VERBOSE = Boolean(process.env.FUZZ_VERBOSE);
const MIN_REQUESTS = 5_000;
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

console.log(`API fuzz seed ${SEED}: replay with FUZZ_SEED=${SEED} npx jest --selectProjects fuzz --runInBand`);

// Rate limits key on the client's address; each request comes from its own, so limits do not
// hide the routes behind them (429s still happen, per account and per email).
const trustProxy = process.env.TRUST_PROXY;
process.env.TRUST_PROXY = '1';
const t = await startTestApp();
if (trustProxy === undefined) delete process.env.TRUST_PROXY;
else process.env.TRUST_PROXY = trustProxy;

const serverErrors: string[] = [];
t.app.useLogger({ log: () => {}, warn: () => {}, debug: () => {}, verbose: () => {}, error: (message: unknown) => serverErrors.push(String(message)) });

const doc = (await request(t.http).get('/api/docs/json').expect(200)).body as OpenApiDocument;
const operations = listOperations(doc).filter((op) => !ONLY || ONLY.includes(op.name));
const world = new FuzzWorld(t);
await world.prepare();
const countTables = await tableCounter(t);

afterAll(() => t.close());

interface Failure {
  operation: string;
  actor: string;
  status: number;
  problem: string;
  input: string;
  cause?: string;
}

let sent = 0;
let clientAddress = 0;
let knownCounts: TableCounts | null = null;
const statuses = new Map<number, number>();
const statusesByOperation = new Map<string, Map<number, number>>();

function seedFor(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (SEED ^ hash) | 0;
}

function send(op: Operation, c: FuzzCase, actor: FuzzActor): Promise<request.Response> {
  clientAddress++;
  let req = request(t.http)[op.method](c.url).set('X-Forwarded-For', `10.${(clientAddress >> 16) & 255}.${(clientAddress >> 8) & 255}.${clientAddress & 255}`);
  const cookie = cookieHeader(actor);
  if (cookie) req = req.set('Cookie', cookie);
  if (c.csrf) req = req.set('X-HCW-CSRF', '1');
  for (const [name, value] of Object.entries(c.headers)) req = req.set(name, value);
  // Bytes go out as they are: the client library neither serializes them nor adds a content type.
  return c.body === null ? req : req.serialize((bytes) => bytes as string).send(Buffer.isBuffer(c.body) ? c.body : Buffer.from(c.body));
}

/** How the answer departs from what the document promises for its status, if it does. */
function answerProblems(op: Operation, res: request.Response): string[] {
  const status = String(res.status);
  const documented = op.spec.responses[status] ?? op.spec.responses[`${status[0]}XX`] ?? op.spec.responses.default;
  if (!documented) return [`status ${status} is not documented`];
  const media = documented.content ?? {};
  if (!Object.keys(media).length) return res.text ? [`a body where none is documented: ${res.text.slice(0, 80)}`] : [];
  const type = String(res.headers['content-type'] ?? '').split(';')[0].trim();
  const entry = media[type];
  if (!entry) return [`content type "${type}" is not documented (${Object.keys(media).join(', ')})`];
  // A binary file (a PDF) has no shape to check beyond its documented content type.
  if (entry.schema && resolveSchema(doc, entry.schema).format === 'binary') return [];
  let body: unknown = res.text;
  if (type === 'application/json') {
    try {
      body = JSON.parse(res.text);
    } catch {
      return [`the body is not JSON: ${res.text.slice(0, 80)}`];
    }
  }
  const problems = entry.schema ? schemaProblems(doc, entry.schema, body) : [];
  const statusCode = (body as { statusCode?: unknown } | null)?.statusCode;
  if (res.status >= 400 && statusCode !== res.status) problems.push(`body.statusCode ${statusCode} is not the status ${res.status}`);
  return problems;
}

function describeInput(op: Operation, c: FuzzCase): string {
  const body = c.body === null ? '' : ` ${String(c.body).slice(0, 200)}${String(c.body).length > 200 ? '…' : ''}`;
  const headers = Object.entries(c.headers).map(([k, v]) => `${k}: ${v}`).join(', ');
  return `${op.method.toUpperCase()} ${c.url.slice(0, 160)}${headers ? ` [${headers}]` : ''}${c.csrf ? '' : ' [no CSRF]'}${body}`;
}

async function fuzzOperation(op: Operation): Promise<Failure[]> {
  await world.ensureCoupleBooking();
  const pools = await world.idPools(op.path.includes('{token}'));
  knownCounts = null;
  const failures: Failure[] = [];
  const answers: string[] = [];
  const write = WRITES.has(op.method);
  for (const c of fc.sample(fuzzCases(doc, op, pools), { seed: seedFor(op.name), numRuns: RUNS })) {
    for (const actor of world.actors) {
      const before = write ? (knownCounts ??= await countTables()) : null;
      const errorsBefore = serverErrors.length;
      const res = await send(op, c, actor);
      sent++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const tally = statusesByOperation.get(op.name) ?? new Map<number, number>();
      statusesByOperation.set(op.name, tally.set(res.status, (tally.get(res.status) ?? 0) + 1));
      const problems = res.status >= 500 ? [`answered ${res.status}`] : [];
      if (VERBOSE && res.status < 400) answers.push(`${res.status} ${res.text.slice(0, 300)} <- ${actor.name}: ${describeInput(op, c).slice(0, 300)}`);
      if (VERBOSE && res.status >= 400) answers.push(`${res.status} ${res.body?.code} ${res.body?.field ?? ''} ${String(res.body?.message).slice(0, 80)} <- ${actor.name}: ${describeInput(op, c).slice(0, 200)}`);
      problems.push(...answerProblems(op, res));
      if (before) {
        const after = await countTables();
        const changed = countChanges(before, after);
        if (res.status >= 400 && res.status < 500 && changed) problems.push(`refused with ${res.status} but changed ${changed}`);
        knownCounts = after;
      } else {
        knownCounts = null;
      }
      if (op.path.startsWith('/api/auth/')) {
        await world.keepSignedIn(actor);
        knownCounts = null;
      }
      const cause = serverErrors.slice(errorsBefore).join(' | ').split('\n').slice(0, 3).join(' ').slice(0, 300) || undefined;
      for (const problem of problems) failures.push({ operation: op.name, actor: actor.name, status: res.status, problem, input: describeInput(op, c), cause });
    }
  }
  if (VERBOSE) console.log(`${op.name} answers:\n${[...new Set(answers)].slice(0, 40).join('\n')}`);
  return failures;
}

/** One line per distinct problem, with its first example. */
function report(op: Operation, failures: Failure[]): string {
  const distinct = new Map<string, { count: number; first: Failure }>();
  for (const f of failures) {
    const key = `${f.status} ${f.problem.replace(/\[\d+\]/g, '[]').replace(/ is .*, not /, ' is …, not ')}`;
    const entry = distinct.get(key) ?? { count: 0, first: f };
    entry.count++;
    distinct.set(key, entry);
  }
  const lines = [...distinct.entries()].map(
    ([key, { count, first }]) => `  ${count}× ${key}\n      as ${first.actor}: ${first.input}${first.cause ? `\n      server: ${first.cause}` : ''}`,
  );
  const replay = `replay: FUZZ_SEED=${SEED} npx jest --selectProjects fuzz --runInBand (FUZZ_OPERATION="${op.name}" for this operation alone)`;
  return `${op.name}: ${failures.length} problem(s); ${replay}\n${lines.join('\n')}`;
}

describe(`the API under fuzzing (seed ${SEED})`, () => {
  it.each(operations.map((op) => [op.name, op] as const))('%s: no 5xx, documented answers, no write when refused', async (_name, op) => {
    const failures = await fuzzOperation(op);
    if (failures.length) throw new Error(report(op, failures));
  });

  it(`sent at least ${MIN_REQUESTS} requests (when fuzzing every operation)`, () => {
    const summary = (tally: Map<number, number>) => [...tally.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
    const perOperation = [...statusesByOperation.entries()].map(([name, tally]) => `  ${name}: ${summary(tally)}`).join('\n');
    console.log(`API fuzz seed ${SEED}: ${sent} requests; statuses ${summary(statuses)}\n${perOperation}`);
    if (!ONLY) expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
