import fc from 'fast-check';
import { resolveSchema, type OpenApiDocument, type Operation, type SchemaObject } from './openapi-types.js';

/** Ids that exist in the fuzzed app, by kind, so requests reach past "not found". */
export interface IdPools {
  venue: string[];
  booking: string[];
  guest: string[];
  inquiry: string[];
  package: string[];
  /** RSVP link tokens. */
  token: string[];
  /** The fuzz couple's timeline tasks and expenses. */
  task: string[];
  expense: string[];
}

/** One request, sent alike as every actor. */
export interface FuzzCase {
  url: string;
  headers: Record<string, string>;
  body: string | Buffer | null;
  /** Whether the X-HCW-CSRF header goes with it (actors with cookies need it on writes). */
  csrf: boolean;
  /** What is odd about it, for the report. */
  traits: string[];
}

type IdKind = keyof IdPools | 'date';

const KIND_BY_SEGMENT: Record<string, keyof IdPools> = {
  venues: 'venue',
  bookings: 'booking',
  guests: 'guest',
  inquiries: 'inquiry',
  packages: 'package',
  rsvp: 'token',
  tasks: 'task',
  expenses: 'expense',
};

const LONE_SURROGATE = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Strings that have broken servers before: NUL, lone surrogates, emoji, control and bidi characters, injections. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'lone\udfffsurrogate',
  '👰🏽‍♀️💍🤠',
  'Zoë Brontë José',
  '\u202egnp.exe',
  '\r\n\t',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  'null',
  'NaN',
  '-0',
  '1e309',
];

/** Dates a calendar does not have, or written the wrong way. */
const BAD_DATES = ['2026-02-30', '2026-13-01', '0000-00-00', '10000-01-01', '2026-1-1', '2027-06-12T10:00:00Z', '1900-01-01', '2099-12-31', 'today', '20270612'];

const NASTY_NUMBERS = [0, -1, -0.5, 1.5, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, 1e308, -1e308, 5e-324, 1e21];

/** A value of any wrong shape: wrong type, null, huge, negative, NUL, surrogates, emoji, very long. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }, ['\u0000']), weight: 3 },
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom(...BAD_DATES), weight: 2 },
  { arbitrary: fc.string({ unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), LONE_SURROGATE), maxLength: 30 }), weight: 2 },
  { arbitrary: fc.constantFrom('x'.repeat(5_000), 'é'.repeat(70_000)), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer({ min: 2, max: 20_000 }).map((depth) => deepMarker(depth)), weight: 1 },
);

// Deep nesting is written into the JSON text after stringify (which would recurse as deep itself).
const DEEP = /"\\u0001deep:(\d+)\\u0001"/g;
function deepMarker(depth: number): string {
  return `\u0001deep:${depth}\u0001`;
}
function toJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(DEEP, (_, depth: string) => '['.repeat(Number(depth)) + ']'.repeat(Number(depth)));
}

function pick<T>(items: readonly T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return items.length ? fc.oneof({ arbitrary: fc.constantFrom(...items), weight: 4 }, { arbitrary: fallback, weight: 1 }) : fallback;
}

const dateIn = (min: number, max: number) => fc.integer({ min, max }).map((days) => new Date(Date.UTC(2026, 10, 21) + days * 86_400_000).toISOString().slice(0, 10));
const futureDate = dateIn(30, 400);
/** For an end date: mostly after a start date drawn from futureDate, and less than a year on. */
const laterDate = dateIn(380, 420);

function idKindOfField(name: string): keyof IdPools | null {
  const match = /^(venue|booking|guest|inquiry|package)Id$/.exec(name);
  return match ? (match[1] as keyof IdPools) : null;
}

/** Words a real client might send in a free-text field. */
const WORDS = ['Hill Country', 'Sarah & Michael', 'Fredericksburg', 'A barn with a view of the river', 'Zoë Brontë', 'Vegetarian', 'Table 4'];

const often = <T>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<T>) => fc.oneof({ arbitrary: usual, weight: 4 }, { arbitrary: odd, weight: 1 });

/** A value the schema would accept, or close to it: what a real client sends. */
function plausible(doc: OpenApiDocument, schema: SchemaObject, name: string, pools: IdPools, depth = 0): fc.Arbitrary<unknown> {
  const s = resolveSchema(doc, schema);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  // One of several shapes (an amount as a decimal string or a number): any of them.
  if (s.oneOf?.length) return fc.oneof(...s.oneOf.map((option) => plausible(doc, option, name, pools, depth)));
  const example = s.example === undefined ? [] : [s.example];
  switch (s.type) {
    case 'string': {
      const kind = idKindOfField(name);
      if (s.format === 'uuid' || kind) return pick(kind ? pools[kind] : [...pools.venue, ...pools.booking], fc.uuid());
      if (/date/i.test(name)) return often(/^end/i.test(name) ? laterDate : futureDate, fc.constantFrom(...example, '2027-06-12', '2026-11-21'));
      if (/email/i.test(name)) return often(fc.nat({ max: 1_000_000 }).map((n) => `fuzz${n}@example.com`), fc.oneof(fc.constant('owner@hillcountryweddings.example'), fc.emailAddress()));
      if (/password/i.test(name)) return often(fc.constant('long-enough-pass'), fc.constant('short'));
      if (/phone/i.test(name)) return often(fc.constantFrom('(830) 555-0142', '+1 512 555 0199'), fc.constant(''));
      if (/csv/i.test(name)) return fc.constantFrom('Name,Email\nAna Ruiz,ana@example.com\nBen Okafor,\n', 'Name\n"Unclosed', 'Email\nx@example.com', '');
      if (/image|portfolio|url/i.test(name)) return often(fc.constantFrom('https://example.com/photo.jpg', '/media/scenes/barn-1.svg'), fc.constant('javascript:alert(1)'));
      const words = fc.constantFrom(...WORDS);
      return often(example.length ? fc.oneof(fc.constantFrom(...example), words) : words, fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 })));
    }
    case 'integer':
    case 'number':
      return often(fc.constantFrom(...example, 1, 80, 120), fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.double({ min: 0, max: 100_000, noNaN: true })));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return s.items && depth < 4 ? fc.array(plausible(doc, s.items, name, pools, depth + 1), { maxLength: 3 }) : fc.constant([]);
    default: {
      if (!s.properties || depth >= 4) return often(fc.constant({}), fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }));
      const model = Object.fromEntries(Object.entries(s.properties).map(([key, sub]) => [key, plausible(doc, sub, key, pools, depth + 1)]));
      return fc.record(model, { requiredKeys: s.required ?? [] });
    }
  }
}

type Json = unknown;

/** Every place inside a value a mutation may hit: the root, each key and each item. */
function placesIn(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, index) => placesIn(item, [...at, index], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) placesIn(item, [...at, key], out);
  return out;
}

function replaceAt(value: Json, at: (string | number)[], replacement: Json): Json {
  if (!at.length) return replacement;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** A valid-ish body with one thing wrong, or nothing wrong. */
function bodyValue(doc: OpenApiDocument, schema: SchemaObject, pools: IdPools): fc.Arbitrary<{ value: Json; trait: string | null }> {
  const base = plausible(doc, schema, 'body', pools);
  return fc.oneof(
    { arbitrary: base.map((value) => ({ value, trait: null })), weight: 8 },
    {
      arbitrary: fc.tuple(base, fc.nat(), nastyValue).map(([value, index, nasty]) => {
        const places = placesIn(value);
        const at = places[index % places.length];
        return { value: replaceAt(value, at, nasty), trait: `${at.join('.') || 'body'} = ${toJson(nasty).slice(0, 40)}` };
      }),
      weight: 6,
    },
    {
      arbitrary: fc.tuple(base, fc.nat()).map(([value, index]) => {
        const keys = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
        if (!keys.length) return { value, trait: null };
        const key = keys[index % keys.length];
        const { [key]: _dropped, ...rest } = value as Record<string, Json>;
        return { value: rest, trait: `without ${key}` };
      }),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(base, fc.constantFrom('unexpected', 'constructor', 'id', 'status', 'ownerId', 'customerId'), nastyValue).map(([value, key, extra]) =>
        value && typeof value === 'object' && !Array.isArray(value) ? { value: { ...value, [key]: extra }, trait: `extra ${key}` } : { value, trait: null },
      ),
      weight: 1,
    },
  );
}

/** How the body travels: mostly JSON, sometimes under another content type, malformed, or not at all. */
function encoded(value: Json, trait: string | null): fc.Arbitrary<Pick<FuzzCase, 'headers' | 'body' | 'traits'>> {
  const traits = trait ? [trait] : [];
  const json = toJson(value);
  const as = (contentType: string | null, body: string | Buffer | null, note: string | null, extra: Record<string, string> = {}) => ({
    headers: { ...(contentType ? { 'Content-Type': contentType } : {}), ...extra },
    body,
    traits: note ? [...traits, note] : traits,
  });
  const form = value && typeof value === 'object' && !Array.isArray(value)
    ? new URLSearchParams(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : toJson(v)])).toString()
    : 'a=1';
  return fc.oneof(
    { arbitrary: fc.constant(as('application/json', json, null)), weight: 20 },
    { arbitrary: fc.constant(as('application/json; charset=utf-8', json, null)), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        as('text/plain', json, 'as text/plain'),
        as('application/x-www-form-urlencoded', form, 'as a form'),
        as('multipart/form-data; boundary=fuzz', `--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n`, 'as multipart'),
        as('application/xml', '<booking><id>1</id></booking>', 'as XML'),
        as(null, json, 'no content type'),
        as('application/json', null, 'no body'),
        as('application/json', '{"a":', 'malformed JSON'),
        as('application/json', "{'single':'quotes'}", 'malformed JSON'),
        as('application/json', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}', 'prototype keys'),
        as('application/json', `\ufeff${json}`, 'byte order mark'),
        as('application/json; charset=utf-16', json, 'charset utf-16'),
        as('application/json', Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]), 'invalid UTF-8'),
        as('application/json', json, 'gzip claimed', { 'Content-Encoding': 'gzip' }),
        as('application/json', 'null', 'null body'),
        as('application/json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`, 'deep nesting'),
      ),
      weight: 4,
    },
  );
}

/** Raw, already encoded path segments a router or a database may trip on. */
const NASTY_SEGMENTS = [
  '0',
  '-1',
  '1e309',
  'null',
  'undefined',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%ZZ',
  'a%2Fb',
  '..',
  '%2E%2E',
  encodeURIComponent('👰🏽‍♀️'),
  'x'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '%27%20or%201%3D1',
  '%20',
];

const TOKEN_CHARACTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];

function pathValue(kind: IdKind, pools: IdPools): fc.Arbitrary<{ segment: string; trait: string | null }> {
  const valid: fc.Arbitrary<string> =
    kind === 'date' ? futureDate : kind === 'token' ? pick(pools.token, fc.string({ unit: fc.constantFrom(...TOKEN_CHARACTERS), minLength: 43, maxLength: 43 })) : pick(pools[kind], fc.uuid());
  return fc.oneof(
    { arbitrary: valid.map((v) => ({ segment: encodeURIComponent(v), trait: null })), weight: 8 },
    { arbitrary: fc.uuid().map((v) => ({ segment: v, trait: 'unknown id' })), weight: 1 },
    { arbitrary: fc.constantFrom(...NASTY_SEGMENTS, ...BAD_DATES.map(encodeURIComponent)).map((v) => ({ segment: v, trait: `path ${v.slice(0, 30)}` })), weight: 2 },
  );
}

function kindOfParam(path: string, name: string): IdKind {
  if (/date/i.test(name)) return 'date';
  const segments = path.split('/');
  const before = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
  return KIND_BY_SEGMENT[before] ?? 'venue';
}

const RAW_QUERY_EXTRAS = ['&unknown=1', '&x=%ZZ', '&%00=1', '&a[b]=1', '&startDate=2027-01-01&startDate=2027-02-01', `&${'k=v&'.repeat(1_000)}`, '&status=%ED%A0%80'];

function queryValue(doc: OpenApiDocument, op: Operation, pools: IdPools): fc.Arbitrary<{ query: string; traits: string[] }> {
  const params = (op.spec.parameters ?? []).filter((p) => p.in === 'query');
  const one = (name: string, schema: SchemaObject | undefined) =>
    fc.oneof(
      { arbitrary: plausible(doc, schema ?? { type: 'string' }, name, pools).map((v) => ({ v, trait: null as string | null })), weight: 5 },
      // Longer than Node's 16 KB header limit, a URL gets Node's own bodiless 431 before any route sees it.
      { arbitrary: nastyValue.filter((v) => toJson(v).length < 8_000).map((v) => ({ v, trait: `query ${name} = ${toJson(v).slice(0, 30)}` })), weight: 2 },
    );
  const present = (p: (typeof params)[number]) =>
    fc.oneof({ arbitrary: fc.constant(null), weight: 1 }, { arbitrary: one(p.name, p.schema), weight: p.required ? 12 : 1 });
  const fields = fc.tuple(...params.map(present));
  const extra = fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, { arbitrary: fc.constantFrom(...RAW_QUERY_EXTRAS), weight: 1 });
  return fc.tuple(fields, extra).map(([values, raw]) => {
    const search = new URLSearchParams();
    const traits: string[] = [];
    values.forEach((entry, i) => {
      if (!entry) return;
      const { v, trait } = entry;
      if (trait) traits.push(trait);
      if (Array.isArray(v)) v.forEach((item) => search.append(params[i].name, typeof item === 'string' ? item : toJson(item)));
      else search.append(params[i].name, typeof v === 'string' ? v : toJson(v));
    });
    if (raw) traits.push(`query ${raw.slice(0, 30)}`);
    const query = search.toString() + (raw ?? '');
    return { query: query.replace(/^&/, ''), traits };
  });
}

/** Requests for one operation, from its OpenAPI description: path ids, query and body, right and wrong. */
export function fuzzCases(doc: OpenApiDocument, op: Operation, pools: IdPools): fc.Arbitrary<FuzzCase> {
  const pathParams = (op.spec.parameters ?? []).filter((p) => p.in === 'path');
  const paths = fc.tuple(...pathParams.map((p) => pathValue(kindOfParam(op.path, p.name), pools)));
  const bodySchema = op.spec.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema
    ? bodyValue(doc, bodySchema, pools).chain(({ value, trait }) => encoded(value, trait))
    : op.method === 'get'
      ? fc.constant({ headers: {}, body: null, traits: [] as string[] })
      : fc.oneof(
          { arbitrary: fc.constant({ headers: {}, body: null, traits: [] as string[] }), weight: 4 },
          { arbitrary: nastyValue.chain((v) => encoded(v, 'unexpected body')), weight: 1 },
        );
  return fc.record({ paths, query: queryValue(doc, op, pools), body, csrf: fc.oneof({ arbitrary: fc.constant(true), weight: 12 }, { arbitrary: fc.constant(false), weight: 1 }) }).map(
    ({ paths: segments, query, body: sent, csrf: withCsrf }) => {
      let url = op.path;
      pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, segments[i].segment)));
      return {
        url: query.query ? `${url}?${query.query}` : url,
        headers: sent.headers,
        body: sent.body,
        csrf: withCsrf,
        traits: [...segments.flatMap((s) => (s.trait ? [s.trait] : [])), ...query.traits, ...sent.traits, ...(withCsrf ? [] : ['no CSRF header'])],
      };
    },
  );
}
