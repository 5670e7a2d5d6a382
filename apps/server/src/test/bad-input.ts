/**
 * Generated invalid requests for one contract endpoint (decision 022, docs/RELIABILITY.md#bad-input), and the checks every answer to one must
 * pass. A case counts only if the endpoint's own zod schemas reject it (parsed the way Fastify parses it) or it is
 * malformed at the HTTP level (bad JSON, an unsupported content type, a bad percent-escape, a `__proto__` key); any
 * other generated request is dropped, so a case never expects 400 for something the server must accept.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { type Endpoint, ERRORS, ErrorBodySchema } from '@pishkhan/contract';
import fc from 'fast-check';
import { parse as parseQuery } from 'fast-querystring';
import { z } from 'zod';

export interface BadCase {
  /** Bytes the client library would refuse to send (raw Persian in the query): written to a socket as they are. */
  socket?: boolean;
  /** What was made invalid, e.g. `body.mobile ← array` or `malformed JSON`. */
  kind: string;
  method: Endpoint['method'];
  /** Path and query as the client sends them (already percent-encoded). */
  url: string;
  contentType?: string;
  payload?: string;
  /** The path holds a dot segment (`%2e%2e`) that a client library folds away: send it over a real socket. */
  raw?: boolean;
}

/** A JSON literal written as is (numbers JSON can hold but JavaScript cannot: `1e400`, 20-digit integers). */
class Raw {
  constructor(readonly text: string) {}
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
}

const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** JSON text of a value that may hold `Raw` literals. */
function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// ---- values ------------------------------------------------------------------------------------------------------

const LONG = 'x'.repeat(100_000);
/** Long strings in a URL stay under what a real server reads (Node refuses request lines over 16 KB). */
const LONG_IN_URL = 'x'.repeat(8_000);

const WRONG_TYPES: unknown[] = ['x', 'abc', 0, 1, -1, 1.5, true, false, null, [], [1], ['a'], {}, { a: 1 }];

const BAD_NUMBERS: unknown[] = [
  -1,
  0,
  1.5,
  -0.5,
  0.1,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER + 2,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '12',
  '١٢',
  '۱۲',
  '0x10',
  ' ',
  '1,000',
  // Read as numbers before decision 075: {"package_id": true} bought package 1.
  true,
  [1],
  '1',
  '0x1',
  '0b11',
  ' 1 ',
  '1e0',
  '',
  2 ** 31 + 1,
  -(2 ** 31) - 1,
  new Raw('99999999999999999999'),
  new Raw('-99999999999999999999'),
  new Raw('1e400'),
  new Raw('-1e400'),
  new Raw('1E-400'),
  new Raw('123456789012345678901234567890.5'),
];

const SQLISH = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT * FROM users',
  "1' UNION SELECT password FROM users --",
  "admin'--",
  '\\',
  "'",
];

const BAD_STRINGS: unknown[] = [
  '',
  ' ',
  '\t\n',
  LONG,
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31mred',
  '\u202e\u200b\u200f\u200c\u2066',
  '\u200b',
  '\ufeff',
  'ي ك ٠١٢',
  '۰۹۱۲۱۲۳۴۵۶۷',
  '%00',
  '%',
  '%zz',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection text, sent as is
  '${7*7}',
  '{{7*7}}',
  '\ud800',
  '\udfff\ud800',
  '🙂'.repeat(2_000),
  'null',
  'undefined',
  'true',
  '-1',
  '1.5',
  '1e308',
  'NaN',
  '__proto__',
  'constructor',
  ...SQLISH,
];

const BAD_ENUMS: unknown[] = [
  '',
  'xyz',
  'admin',
  'ADMIN ',
  ' RESELLER',
  'all ',
  'trx',
  'ALL',
  'Customer',
  'null',
  0,
  1,
];

const deepArray = (depth: number) => new Raw(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new Raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

const TOP_LEVEL = ['1', '0', '-1', '1.5', '"text"', '""', 'true', 'false', 'null', '[]', '[{}]', '[1,2,3]', '"{}"'];

const MALFORMED = [
  '{',
  '}',
  '[',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{"a" 1}',
  '{a:1}',
  'undefined',
  'NaN',
  'Infinity',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":01}',
  '{"a":"\\x41"}',
  '{"a":"\u0000"}',
  '{"a":"b\nc"}',
  '{"a":1}}',
  '{"a":1}{"b":2}',
  '\u0000',
  '/* */{}',
  '{"a":1} // x',
  '{"a":"\\ud800',
  '{"a":tru}',
  '--',
  ' ',
];

/** Refused by Fastify's JSON parser whatever follows. */
const POISON = [
  '{"__proto__":{"type":"ADMIN","balance":1}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'{"a":'.repeat(3_000)}{"__proto__":{"isAdmin":true}}${'}'.repeat(3_000)}`,
];

/** Content types the server has no parser for (answered 415, which the error handler turns into 400). */
const UNSUPPORTED_TYPES = [
  undefined,
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'text/html',
  'application/octet-stream',
  'image/png',
  'application/javascript',
];

/** Path segments that are not positive integers or tokens, as a client would send them. */
const PARAM_RAWS = [
  'abc',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3x',
  '2147483648',
  '99999999999999999999',
  '9'.repeat(400),
  '%2e%2e',
  '%2E%2E',
  '..',
  '%2e',
  '%00',
  '1%00',
  '%zz',
  '%',
  '%E0%A4%A',
  '%20',
  '%201',
  '1%2F2',
  '%2F',
  'NaN',
  'Infinity',
  'null',
  'true',
  '0x1',
  // Read as numbers before decision 075: DELETE /api/users/0x15 deleted user 21.
  '0x15',
  '0b11',
  '0o7',
  '1e0',
  '%201%20',
  '+1',
  '1.0',
  '%D9%A1',
  '%DB%B1',
  "1'%20OR%20'1'%3D'1",
  '1%3B%20DROP%20TABLE%20users',
  '%E2%80%AE1',
  '1%E2%80%8B',
  LONG_IN_URL,
];

/** Query values that are wrong for most fields. */
const QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e308',
  'NaN',
  'Infinity',
  '2147483648',
  '99999999999999999999',
  '٢',
  ' ',
  '\u0000',
  '\u202e\u200b',
  LONG_IN_URL,
  "' OR 1=1 --",
  'true',
  'null',
  'xyz',
  'ADMIN ',
  '0x1',
  '0b11',
  '1e0',
  ' 1 ',
  '+1',
];

/** Query strings of raw (not percent-encoded) Persian, as a hand-typed address sends them: Node's parser refuses them. */
const RAW_QUERIES = ['search=سلام', 'page=۲', 'name=علی رضا', 'q=\u202eabc', 'x=یک&y=دو'];

// ---- a valid example to mutate -----------------------------------------------------------------------------------

/** A value the schema accepts, or undefined when none was found (the part's check below notices). */
function example(js: JsonSchema, seed: number, fill = 'a'): unknown {
  if (js.anyOf) {
    for (const option of js.anyOf) {
      const v = example(option, seed, fill);
      if (v !== undefined) return v;
    }
    return undefined;
  }
  if (js.enum) return js.enum[0];
  const type = Array.isArray(js.type) ? js.type.find((t) => t !== 'null') : js.type;
  switch (type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number': {
      const lo = js.minimum ?? (js.exclusiveMinimum !== undefined ? Math.floor(js.exclusiveMinimum) + 1 : 1);
      const hi = js.maximum ?? Number.MAX_SAFE_INTEGER;
      return Math.min(Math.max(1, lo), hi);
    }
    case 'string': {
      if (js.format === 'email') return 'reseller@example.com';
      if (js.pattern) {
        try {
          const re = new RegExp(js.pattern, 'u');
          const [s] = fc.sample(
            fc.stringMatching(re).filter((v) => v.length >= (js.minLength ?? 0) && v.length <= (js.maxLength ?? 1e9)),
            { seed, numRuns: 1 },
          );
          return s;
        } catch {
          return undefined;
        }
      }
      return fill.repeat(Math.ceil(Math.max(1, js.minLength ?? 1) / fill.length));
    }
    case 'array':
      return Array.from({ length: js.minItems ?? 0 }, () => (js.items ? example(js.items, seed, fill) : 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of js.required ?? []) out[key] = example(js.properties?.[key] ?? {}, seed, fill);
      return out;
    }
    default:
      return 'a';
  }
}

const FILLS = ['a', '09121234567', 'reseller@example.com'];

// ---- wrong values per field --------------------------------------------------------------------------------------

const typeOf = (js: JsonSchema) =>
  js.enum ? 'enum' : ((Array.isArray(js.type) ? js.type.find((t) => t !== 'null') : js.type) ?? js.anyOf?.[0]?.type);

/** Wrong JSON values for a body field of this schema. */
function badValue(js: JsonSchema, seed: number): fc.Arbitrary<unknown> {
  const common = [
    fc.constantFrom(...WRONG_TYPES),
    fc.integer({ min: 2, max: 3_000 }).map(deepArray),
    fc.integer({ min: 2, max: 3_000 }).map(deepObject),
  ];
  const type = typeOf(js);
  const options: fc.Arbitrary<unknown>[] = [...common];
  if (type === 'integer' || type === 'number') {
    options.push(
      fc.constantFrom(...BAD_NUMBERS),
      fc.double(),
      fc.integer().map((n) => n * 1_000_003),
    );
    if (js.maximum !== undefined) options.push(fc.constant(js.maximum + 1), fc.constant(js.maximum + 0.5));
    if (js.minimum !== undefined) options.push(fc.constant(js.minimum - 1));
  } else if (type === 'string') {
    options.push(
      fc.constantFrom(...BAD_STRINGS),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
    );
    // Over the field's limit, while the body stays under the server's 1 MB limit (past it the answer is 413).
    if (js.maxLength !== undefined && js.maxLength < 200_000) options.push(fc.constant('ی'.repeat(js.maxLength + 1)));
  } else if (type === 'enum') {
    options.push(fc.constantFrom(...BAD_ENUMS), fc.string({ maxLength: 12 }));
  } else if (type === 'boolean') {
    options.push(fc.constantFrom('true', 'false', 'yes', 1, 0, 'on', ''));
  } else if (type === 'array') {
    const item = js.items ?? {};
    const valid = example(item, seed);
    options.push(
      fc.constantFrom<unknown>({}, 'x', { 0: valid }, [null], [[valid]]),
      fc.array(badValue(item, seed), { minLength: 1, maxLength: 3 }),
      fc.constant(Array.from({ length: (js.maxItems ?? 1_000) + 1 }, () => valid)),
    );
  } else if (type === 'object' && js.properties) {
    options.push(
      fc.constant([example(js, seed)]),
      fieldMutation(js, seed).map((m) => m.apply(example(js, seed) as Record<string, unknown>)),
    );
  }
  return fc.oneof(...options);
}

interface Mutation {
  kind: string;
  apply(base: Record<string, unknown>): Record<string, unknown>;
}

/** One to three fields given wrong values, or required fields left out. */
function fieldMutation(js: JsonSchema, seed: number): fc.Arbitrary<Mutation> {
  const keys = Object.keys(js.properties ?? {});
  const required = js.required ?? [];
  const options: fc.Arbitrary<Mutation>[] = [];
  if (keys.length > 0) {
    const one = fc
      .constantFrom(...keys)
      .chain((key) => badValue(js.properties?.[key] ?? {}, seed).map((value) => ({ key, value })));
    options.push(
      fc.array(one, { minLength: 1, maxLength: 3 }).map((changes) => ({
        kind: changes.map((c) => `${c.key} ← ${brief(c.value)}`).join(', '),
        apply: (base) => ({ ...base, ...Object.fromEntries(changes.map((c) => [c.key, c.value])) }),
      })),
      // An unknown field beside a wrong one: the unknown one is dropped, the wrong one still refused.
      fc
        .tuple(one, fc.constantFrom('zz_unknown', 'balance', 'is_admin', 'type'), fc.constantFrom(...WRONG_TYPES))
        .filter(([change, extra]) => change.key !== extra && !keys.includes(extra))
        .map(([change, extra, value]) => ({
          kind: `${change.key} ← ${brief(change.value)}, unknown ${extra}`,
          apply: (base) => ({ ...base, [change.key]: change.value, [extra]: value }),
        })),
    );
  }
  if (required.length > 0) {
    options.push(
      fc.subarray(required, { minLength: 1 }).map((missing) => ({
        kind: `missing ${missing.join(', ')}`,
        apply: (base) => Object.fromEntries(Object.entries(base).filter(([k]) => !missing.includes(k))),
      })),
    );
  }
  return options.length > 0 ? fc.oneof(...options) : fc.constant({ kind: 'unchanged', apply: (b) => b });
}

/** A value shortened for a case's name. */
function brief(value: unknown): string {
  if (value instanceof Raw)
    return value.text.length > 24 ? `${value.text.slice(0, 12)}… (${value.text.length})` : value.text;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 24)}… (${text.length} chars)` : text;
}

// ---- whole requests ----------------------------------------------------------------------------------------------

interface Draft {
  kind: string;
  params: Record<string, string>;
  query: string;
  /** A query of raw (not percent-encoded) Unicode, sent over a socket as it is. */
  rawQuery?: string;
  contentType?: string;
  payload?: string;
}

const serializeQuery = (q: Record<string, string | string[]>) =>
  Object.entries(q)
    .flatMap(([k, v]) => [v].flat().map((item) => `${encodeURIComponent(k)}=${encodeURIComponent(item)}`))
    .join('&');

/** encodeURIComponent, or undefined for text it cannot encode (a lone surrogate). */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return undefined;
  }
};

/** Decodes a path segment as the router does; undefined for a bad escape (Fastify answers FST_ERR_BAD_URL). */
const decodeSegment = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
};

/** A segment a URL parser folds as `.` or `..`. */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

/** The keys Fastify's JSON parser (secure-json-parse) refuses, searched breadth-first as it does. */
function hasPoisonKey(root: unknown): boolean {
  let level = [root];
  while (level.length > 0) {
    const next: unknown[] = [];
    for (const node of level) {
      if (!node || typeof node !== 'object') continue;
      if (Object.hasOwn(node, '__proto__')) return true;
      const ctor = (node as Record<string, unknown>).constructor;
      if (Object.hasOwn(node, 'constructor') && ctor && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) {
        return true;
      }
      next.push(...Object.values(node));
    }
    level = next;
  }
  return false;
}

/** Whether a validated value holds U+0000 anywhere (breadth-first: values may be thousands deep). */
function hasNul(root: unknown): boolean {
  const queue = [root];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i];
    if (typeof v === 'string' && v.includes('\u0000')) return true;
    if (v && typeof v === 'object') queue.push(...Object.values(v));
  }
  return false;
}

export interface Verdict {
  invalid: boolean;
  /** Why, for the report. */
  why: string;
}

/**
 * Whether the server must refuse this request: an HTTP-level fault, or one of the endpoint's zod schemas rejecting
 * the value Fastify would hand it.
 */
export function judge(e: Endpoint, d: Draft): Verdict {
  if (d.rawQuery !== undefined) return { invalid: true, why: 'raw Unicode in the request line' };
  const params: Record<string, string> = {};
  for (const [name, segment] of Object.entries(d.params)) {
    const decoded = decodeSegment(segment);
    if (decoded === undefined) return { invalid: true, why: 'bad percent-escape in the path' };
    params[name] = decoded;
  }
  const refused = (part: string, schema: z.ZodType | undefined, value: unknown): Verdict | undefined => {
    if (!schema) return undefined;
    const parsed = schema.safeParse(value);
    if (!parsed.success) return { invalid: true, why: part };
    // The server's own rule on top of the schemas (plugins/route.ts): no U+0000 in any validated field.
    if (hasNul(parsed.data)) return { invalid: true, why: `${part}: U+0000` };
    return undefined;
  };
  const inPath = refused('params', e.params, params) ?? refused('query', e.query, d.query ? parseQuery(d.query) : {});
  if (inPath) return inPath;
  if (e.method === 'GET') return { invalid: false, why: '' };

  let body: unknown;
  if (d.payload !== undefined) {
    const type = d.contentType?.split(';')[0]?.trim().toLowerCase();
    if (type === 'application/json') {
      const text = d.payload.replace(/^\ufeff/, '');
      if (text.trim() === '') return { invalid: true, why: 'empty JSON body' };
      try {
        body = JSON.parse(text);
      } catch {
        return { invalid: true, why: 'malformed JSON' };
      }
      if (hasPoisonKey(body)) return { invalid: true, why: '__proto__ / constructor.prototype' };
    } else if (type === 'text/plain') {
      body = d.payload;
    } else if (d.payload.length > 0) {
      return { invalid: true, why: 'unsupported content type' };
    }
  }
  return refused('body', e.body, body) ?? { invalid: false, why: '' };
}

/** Bodies of any shape that Fastify's JSON parser or the content-type check refuses, for any endpoint. */
function httpLevelBody(base: string): fc.Arbitrary<Omit<Draft, 'params' | 'query'>> {
  const json = 'application/json';
  return fc.oneof(
    fc.constantFrom(...MALFORMED).map((payload) => ({ kind: 'malformed JSON', contentType: json, payload })),
    fc.string({ unit: 'binary', maxLength: 80 }).map((s) => ({
      kind: 'malformed JSON (random)',
      contentType: json,
      payload: `{${s}`,
    })),
    fc.integer({ min: 1, max: Math.max(1, base.length - 1) }).map((n) => ({
      kind: `truncated JSON at ${n}`,
      contentType: json,
      payload: base.slice(0, n),
    })),
    fc.constantFrom('x', '}', ',', '"', ' garbage', '\u0000').map((tail) => ({
      kind: 'JSON with trailing text',
      contentType: json,
      payload: `${base}${tail}`,
    })),
    fc.constantFrom('', '   ').map((payload) => ({ kind: 'empty JSON body', contentType: json, payload })),
    fc.constantFrom(...POISON).map((payload) => ({ kind: '__proto__ key', contentType: json, payload })),
    fc
      .constantFrom(...UNSUPPORTED_TYPES)
      .chain((contentType) =>
        fc
          .constantFrom(base, 'a=1&b=2', '<a>1</a>', '\u0000\u0001\u0002')
          .map((payload) => ({ kind: `content-type ${contentType ?? '(none)'}`, contentType, payload })),
      ),
  );
}

function bodyDrafts(e: Endpoint, base: Record<string, unknown>, seed: number) {
  const js = jsonSchemaOf(e.body as z.ZodType);
  const json = 'application/json';
  const baseText = toJson(base);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fieldMutation(js, seed).map((m) => ({
        kind: `body: ${m.kind}`,
        contentType: json,
        payload: toJson(m.apply(base)),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...TOP_LEVEL)
        .map((payload) => ({ kind: 'top-level non-object JSON', contentType: json, payload })),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constant({ kind: 'array instead of object', contentType: json, payload: `[${baseText}]` }),
        fc
          .integer({ min: 2, max: 5_000 })
          .map((n) => ({ kind: `${n}-deep array`, contentType: json, payload: deepArray(n).text })),
        fc
          .integer({ min: 2, max: 5_000 })
          .map((n) => ({ kind: `${n}-deep object`, contentType: json, payload: deepObject(n).text })),
        fc.constant({ kind: 'text/plain body', contentType: 'text/plain', payload: baseText }),
        fc.constant({ kind: 'no body', contentType: undefined, payload: undefined }),
        fc.constantFrom('null', '[]').map((payload) => ({ kind: `${payload} body`, contentType: json, payload })),
      ),
    },
    { weight: 2, arbitrary: httpLevelBody(baseText) },
  );
}

function queryDrafts(e: Endpoint, base: Record<string, string>) {
  const js = jsonSchemaOf(e.query as z.ZodType);
  const keys = Object.keys(js.properties ?? {});
  const required = js.required ?? [];
  const value = fc.oneof(
    fc.constantFrom(...QUERY_VALUES),
    fc.string({ maxLength: 20 }),
    fc.constantFrom(...BAD_ENUMS.map(String)),
  );
  const options: fc.Arbitrary<{ kind: string; query: string }>[] = [
    fc
      .constantFrom(...keys)
      .chain((key) =>
        value.map((v) => ({ kind: `query ${key}=${brief(v)}`, query: serializeQuery({ ...base, [key]: v }) })),
      ),
    fc.constantFrom(...keys).chain((key) =>
      fc.array(value, { minLength: 2, maxLength: 3 }).map((vs) => ({
        kind: `query ${key} repeated`,
        query: serializeQuery({ ...base, [key]: vs }),
      })),
    ),
    fc.constantFrom(...keys).chain((key) =>
      fc
        .constantFrom(`${key}[]=1`, `${key}[0]=1`, `${key}=%zz`, `${key}=%`, `${key}`, `${key}=1&${key}=`, `=${key}`)
        .map((extra) => ({
          kind: `query ${extra}`,
          query: [serializeQuery(base), extra].filter(Boolean).join('&'),
        })),
    ),
  ];
  if (required.length > 0) {
    options.push(
      fc.subarray(required, { minLength: 1 }).map((missing) => ({
        kind: `query missing ${missing.join(', ')}`,
        query: serializeQuery(Object.fromEntries(Object.entries(base).filter(([k]) => !missing.includes(k)))),
      })),
    );
  }
  return keys.length > 0 ? fc.oneof(...options) : fc.constant({ kind: 'query', query: '' });
}

function paramDrafts(base: Record<string, string>) {
  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...PARAM_RAWS) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map((s) => encode(s) ?? 'x') },
    { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
  );
  return fc
    .constantFrom(...Object.keys(base))
    .chain((name) => segment.map((seg) => ({ kind: `param ${name}=${brief(seg)}`, params: { ...base, [name]: seg } })));
}

const url = (e: Endpoint, params: Record<string, string>, query: string) =>
  `/api${e.path.replace(/:([a-zA-Z_]+)/g, (_, name: string) => params[name] ?? '1')}${query ? `?${query}` : ''}`;

export interface Plan {
  cases: BadCase[];
  /** Candidates generated, including the valid ones dropped. */
  tried: number;
  /** The valid request the mutations start from, and whether the endpoint's schemas accept it. */
  base: { url: string; payload?: string; valid: boolean };
}

/** Whether an endpoint takes anything a client could get wrong. */
export const takesInput = (e: Endpoint) => Boolean(e.params || e.query || e.body) || e.method !== 'GET';

/**
 * `count` distinct invalid requests for one endpoint, the same for the same seed. Endpoints whose input no schema
 * describes (provider webhooks) pass `anyBody`: every generated body counts, since none carries a valid signature.
 */
/**
 * `opts.body` is the valid body to mutate where a refinement ties fields together (one of two fields, a repeat) and no
 * example built from the JSON schema alone passes.
 */
export function planBadInput(
  e: Endpoint,
  count: number,
  seed: number,
  opts: { anyBody?: boolean; body?: Record<string, unknown> } = {},
): Plan {
  const paramsBase: Record<string, string> = {};
  if (e.params) {
    const js = jsonSchemaOf(e.params);
    for (const key of Object.keys(js.properties ?? {})) {
      paramsBase[key] = encode(String(example(js.properties?.[key] ?? {}, seed))) ?? '1';
    }
  }
  const queryBase: Record<string, string> = {};
  if (e.query) {
    const example_ = example(jsonSchemaOf(e.query), seed) as Record<string, unknown>;
    for (const [k, v] of Object.entries(example_)) queryBase[k] = String(v);
  }
  // Free text fills with 'a' unless a refinement wants more (a contact is a mobile or an email).
  const bodyJs = e.body ? jsonSchemaOf(e.body) : undefined;
  const bodyBase = opts.body
    ? opts.body
    : bodyJs
      ? ((FILLS.map((fill) => example(bodyJs, seed, fill)).find((v) => e.body?.safeParse(v).success) ??
          example(bodyJs, seed)) as Record<string, unknown>)
      : undefined;
  const baseDraft: Draft = {
    kind: 'base',
    params: paramsBase,
    query: serializeQuery(queryBase),
    ...(bodyBase !== undefined ? { contentType: 'application/json', payload: toJson(bodyBase) } : {}),
  };
  const base = {
    url: url(e, baseDraft.params, baseDraft.query),
    ...(baseDraft.payload !== undefined ? { payload: baseDraft.payload } : {}),
    valid: !judge(e, baseDraft).invalid,
  };

  const parts: Array<{ weight: number; arbitrary: fc.Arbitrary<Draft> }> = [];
  const withBase = (p: Partial<Draft> & { kind: string }): Draft => ({ ...baseDraft, ...p });
  if (e.params) parts.push({ weight: 3, arbitrary: paramDrafts(paramsBase).map(withBase) });
  if (e.query) parts.push({ weight: 3, arbitrary: queryDrafts(e, queryBase).map(withBase) });
  parts.push({
    weight: 1,
    arbitrary: fc.constantFrom(...RAW_QUERIES).map((rawQuery) => withBase({ kind: `raw query ${rawQuery}`, rawQuery })),
  });
  if (e.method !== 'GET') {
    if (bodyBase !== undefined) parts.push({ weight: 5, arbitrary: bodyDrafts(e, bodyBase, seed).map(withBase) });
    else if (opts.anyBody) {
      const json = 'application/json';
      parts.push({
        weight: 5,
        arbitrary: fc
          .oneof(
            fc
              .jsonValue({ maxDepth: 3 })
              .map((v) => ({ kind: 'unsigned JSON', contentType: json, payload: JSON.stringify(v) })),
            fc
              .record({
                order_id: fc.oneof(
                  fc.string(),
                  fc.constantFrom(...SQLISH),
                  fc.string().map((s) => `store-${s}`),
                ),
                sign: fc.string(),
              })
              .map((v) => ({ kind: 'unsigned order_id', contentType: json, payload: JSON.stringify(v) })),
            fc.constantFrom(...BAD_STRINGS).map((s) => ({
              kind: 'order_id odd text',
              contentType: json,
              payload: toJson({ order_id: s, uuid: s, sign: s }),
            })),
            httpLevelBody('{"uuid":"x","order_id":"store-abc","status":"paid","sign":"00"}'),
          )
          .map(withBase),
      });
    } else parts.push({ weight: 5, arbitrary: httpLevelBody('{}').map(withBase) });
  }
  if (parts.length === 0) return { cases: [], tried: 0, base };
  const arbitrary = fc.oneof(...parts);

  const cases: BadCase[] = [];
  const seen = new Set<string>();
  let tried = 0;
  for (let round = 0; cases.length < count && round < 20; round++) {
    for (const d of fc.sample(arbitrary, { seed: seed + round, numRuns: count * 3 })) {
      tried += 1;
      const verdict = opts.anyBody ? { invalid: true, why: 'unsigned' } : judge(e, d);
      if (!verdict.invalid) continue;
      const c: BadCase = {
        kind: d.kind,
        method: e.method,
        url: url(e, d.params, d.rawQuery ?? d.query),
        ...(d.contentType !== undefined ? { contentType: d.contentType } : {}),
        ...(d.payload !== undefined && e.method !== 'GET' ? { payload: d.payload } : {}),
        ...(Object.values(d.params).some((s) => DOT_SEGMENT.test(s)) ? { raw: true } : {}),
        ...(d.rawQuery !== undefined ? { socket: true } : {}),
      };
      const key = `${c.url}\n${c.contentType}\n${c.payload}`;
      if (seen.has(key)) continue;
      seen.add(key);
      cases.push(c);
      if (cases.length >= count) break;
    }
  }
  return { cases, tried, base };
}

// ---- checking an answer ------------------------------------------------------------------------------------------

export const PERSIAN = /[\u0600-\u06FF]/;

const LATIN_WORD = /[A-Za-z]+/g;

/**
 * The Latin words the contract deliberately shows in its Persian messages (`V2Ray`, `RADIUS`, `ADMIN یا RESELLER`,
 * `host:port`, `.ovpn`, `https`): every Latin word of a string in its sources that also holds Persian. Any other Latin
 * in an error answer is English leaking (as once: zod's "expected object, received null", Fastify's "Client Error").
 */
export const DELIBERATE_LATIN: ReadonlySet<string> = (() => {
  const root = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
  const words = new Set<string>();
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const [literal] of text.matchAll(/'[^'\n]*'|`[^`]*`/g)) {
      // Words in `${…}` are the code's names, not text shown.
      const shown = literal.replace(/\$\{[^}]*\}/g, '');
      if (PERSIAN.test(shown)) for (const [word] of shown.matchAll(LATIN_WORD)) words.add(word);
    }
  }
  return words;
})();

/** Latin words of a line that the contract does not deliberately show. */
export const englishIn = (line: string) =>
  [...line.matchAll(LATIN_WORD)].map(([w]) => w).filter((w) => !DELIBERATE_LATIN.has(w));

/** Internals an answer must never show: stack frames, SQL, driver and library names, source paths. */
export const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\bat .+:\d+:\d+/],
  ['stack frame', /\n\s+at /],
  ['SQL', /\bSELECT /],
  ['SQL', /\bINSERT /],
  ['SQL', /\bUPDATE /],
  ['SQL', /\bDELETE FROM\b/],
  ['SQL', /syntax error/i],
  ['driver', /sqlite/i],
  ['driver', /postgres/i],
  ['driver', /kysely/i],
  ['source path', /node_modules|\/src\/|\.ts:\d+|\.js:\d+/],
  ['error class', /ZodError|TypeError|RangeError|ReferenceError|SyntaxError/],
  ['Fastify code', /FST_ERR/],
];

export interface Answer {
  status: number;
  body: string;
}

/**
 * What is wrong with an answer to a bad request; [] when it is right. Strict: 400 or 422 with the catalogue's shape
 * (`message` in Persian, `errors` lines in Persian, `code` whose catalogue status is the answer's). Every answer:
 * no 5xx and no internals.
 */
export function problemsWith(answer: Answer, strict: boolean): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`${answer.status} (5xx)`);
  for (const [what, re] of LEAKS) if (re.test(answer.body)) problems.push(`shows a ${what} (${re})`);
  if (!strict) return problems;
  if (answer.status !== 400 && answer.status !== 422) problems.push(`status ${answer.status}, not 400/422`);
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    problems.push('answer is not JSON');
    return problems;
  }
  const parsed = ErrorBodySchema.safeParse(json);
  if (!parsed.success) {
    problems.push('answer is not {message, errors, code}');
    return problems;
  }
  const { message, errors, code } = parsed.data;
  if (!PERSIAN.test(message)) problems.push(`message not Persian: ${message}`);
  if (errors.length === 0) problems.push('errors is empty');
  const english = [message, ...errors].filter((line) => !PERSIAN.test(line) || englishIn(line).length > 0);
  if (english.length > 0) problems.push(`lines not Persian (or with English): ${english.join(' | ').slice(0, 200)}`);
  const entry = (ERRORS as Record<string, { status: number }>)[code];
  if (!entry) problems.push(`code ${code} not in the catalogue`);
  else if (entry.status !== answer.status) problems.push(`code ${code} is ${entry.status} in the catalogue`);
  return problems;
}

/**
 * Writes a request's bytes to a socket as they are (a raw Unicode request line, which Node's client refuses to send)
 * and reads the answer's status and body.
 */
export function socketRequest(
  port: number,
  c: Pick<BadCase, 'method' | 'url' | 'payload'>,
  headers: Record<string, string> = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
    const lines = [
      `${c.method} ${c.url} HTTP/1.1`,
      'host: 127.0.0.1',
      'connection: close',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ...(c.payload !== undefined ? [`content-length: ${Buffer.byteLength(c.payload)}`] : []),
    ];
    socket.end(Buffer.from(`${lines.join('\r\n')}\r\n\r\n${c.payload ?? ''}`, 'utf8'));
  });
}

/** One line naming a failing case so it can be read and replayed. */
export function describeCase(name: string, c: BadCase, answer: Answer, problems: string[]) {
  const payload =
    c.payload === undefined
      ? ''
      : ` body=${JSON.stringify(c.payload.slice(0, 160))}${c.payload.length > 160 ? `…(${c.payload.length})` : ''}`;
  return `${name} [${c.kind.slice(0, 120)}] ${c.method} ${c.url.slice(0, 200)}${c.contentType ? ` (${c.contentType})` : ''}${payload} → ${answer.status} ${answer.body.slice(0, 240)}: ${problems.join('; ')}`;
}

// ---- ids -----------------------------------------------------------------------------------------------------------

const ID_KEY = /(^id|_id|Id|_ids)$/;

/**
 * Integer ids this endpoint takes with no upper bound at or under `maxId`: such an id reaches the database, where
 * PostgreSQL fails a query comparing an integer column with a number past its range.
 */
export function unboundedIds(e: Endpoint, maxId: number): string[] {
  const found: string[] = [];
  const visit = (js: JsonSchema, path: string, idLike: boolean) => {
    for (const option of js.anyOf ?? []) visit(option, path, idLike);
    const type = Array.isArray(js.type) ? js.type : [js.type];
    if (
      idLike &&
      (type.includes('integer') || type.includes('number')) &&
      !(js.maximum !== undefined && js.maximum <= maxId)
    ) {
      found.push(`${e.method} ${e.path} ${path}`);
    }
    if (js.items) visit(js.items, `${path}[]`, idLike);
    for (const [key, child] of Object.entries(js.properties ?? {})) visit(child, `${path}.${key}`, ID_KEY.test(key));
  };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = e[part];
    if (schema) visit(jsonSchemaOf(schema), part, false);
  }
  return found;
}
