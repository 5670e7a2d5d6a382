import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';
import { type Endpoint, FIELD_LABELS, INT4_MAX, MONEY_MAX } from './index.js';

/**
 * The contract's rules for input, checked over every endpoint it declares (docs/product/rules.md#input-rules-on-the-server): each rule lives in a shared
 * helper of `common.ts`, and these tests find any field that does not go through it.
 */
const ENDPOINTS = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object' && value !== null)
  .flatMap(([group, value]) =>
    Object.entries(value as Record<string, Endpoint>).map(([name, e]) => ({ name: `${group}.${name}`, e })),
  );

type Node = {
  shape?: Record<string, z.ZodType>;
  _zod: { def: { type: string; in?: Node; out?: Node; innerType?: Node } };
};

/** The fields of an object schema, through preprocessing, transforms, refinements, defaults and the like. */
function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let node = schema as unknown as Node | undefined;
  while (node && !node.shape) {
    const def: Node['_zod']['def'] = node._zod.def;
    node = def.in?._zod.def.type === 'transform' ? def.out : (def.in ?? def.innerType);
  }
  return node?.shape ?? {};
}

interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  maximum?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  enum?: unknown[];
  pattern?: string;
  format?: string;
}
const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
/** The JSON types a field takes, through `nullable` and arrays' items (`node_ids`). */
const typesOf = (js: JsonSchema): JsonSchema[] => [js, ...(js.anyOf ?? []).flatMap(typesOf)];
const numeric = (js: JsonSchema) =>
  typesOf(js).find((t) => t.type === 'integer' || t.type === 'number') ??
  typesOf(js)
    .map((t) => t.items)
    .find((t) => t && (t.type === 'integer' || t.type === 'number'));

const parts = (e: Endpoint) =>
  (['params', 'query', 'body'] as const).flatMap((part) =>
    Object.entries(fieldsOf(e[part])).map(([key, schema]) => ({ part, key, schema })),
  );
const ALL_FIELDS = ENDPOINTS.flatMap(({ name, e }) =>
  parts(e).map((f) => ({ ...f, where: `${name} ${f.part}.${f.key}` })),
);

describe('input rules', () => {
  it('finds the fields of every endpoint', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(100);
    expect(ALL_FIELDS.length).toBeGreaterThan(200);
  });

  it('every field a client sends has a Persian label, so a validation line never names a field in English', () => {
    const persian = /[\u0600-\u06ff]/;
    const missing = [...new Set(ALL_FIELDS.map((f) => f.key))].filter((key) => !persian.test(FIELD_LABELS[key] ?? ''));
    expect(missing).toEqual([]);
  });

  it('a number in a JSON body is a JSON number: true, [1], "1", "0x1", " 1 ", "1e0" and "" are refused', () => {
    // Found by the audit: {"package_id": true} bought package 1, {"service_id": true, "banned": true} banned service 1.
    const loose: unknown[] = [true, false, [1], '1', '0x1', ' 1 ', '1e0', '', { a: 1 }];
    const accepted = ALL_FIELDS.filter((f) => f.part === 'body' && numeric(jsonOf(f.schema))).flatMap((f) => {
      const item = typesOf(jsonOf(f.schema)).some((t) => t.type === 'array');
      return loose
        .filter((v) => f.schema.safeParse(item ? [v] : v).success)
        .map((v) => `${f.where} ← ${JSON.stringify(v)}`);
    });
    expect(accepted).toEqual([]);
  });

  it('a number in a path or a query string is plain decimal digits: 0x15, 0b11, 1e0, padded or signed are refused', () => {
    // Found by the audit: DELETE /api/users/0x15 deleted user 21; 0b11 deleted user 3.
    const loose = ['0x15', '0b11', '0o7', '1e0', ' 1', '1 ', '+1', '-1', '1.0', '1,000', 'true', 'Infinity', '١e١'];
    const fields = ALL_FIELDS.filter((f) => f.part !== 'body' && numeric(jsonOf(f.schema)));
    expect(fields.length).toBeGreaterThan(10);
    const accepted = fields.flatMap((f) =>
      loose.filter((v) => f.schema.safeParse(v).success).map((v) => `${f.where} ← ${JSON.stringify(v)}`),
    );
    expect(accepted).toEqual([]);
    // Persian and Arabic-Indic digits are read as ASCII (text.ts): the panel's addresses may carry them.
    const ids = fields.filter((f) => f.key === 'id');
    expect(ids.length).toBeGreaterThan(10);
    for (const f of ids) {
      expect(f.schema.parse('21'), f.where).toBe(21);
      expect(f.schema.parse('۲۱'), f.where).toBe(21);
      expect(f.schema.parse('٢١'), f.where).toBe(21);
    }
  });

  it('every number a client sends is bounded by what its column stores (int4, or a money bound for bigint amounts)', () => {
    // Found by the audit: on PostgreSQL `sort: 2147483648` failed the insert with a 500.
    // The ledger's amounts are bigint columns.
    const unbounded = ALL_FIELDS.flatMap((f) => {
      const js = numeric(jsonOf(f.schema));
      if (!js) return [];
      const money = f.part === 'body' && f.key === 'amount' && f.where.includes('Balance');
      const max = money ? MONEY_MAX : INT4_MAX;
      const min = js.minimum ?? js.exclusiveMinimum;
      const ok = js.maximum !== undefined && js.maximum <= max && min !== undefined && min >= -max;
      return ok ? [] : [`${f.where}: ${js.minimum} … ${js.maximum}`];
    });
    expect(unbounded).toEqual([]);
  });

  it('an empty query parameter means the parameter was not given', () => {
    // Found by the audit: /api/transactions/my?page=&from=&to=&type=&search= answered 422.
    const differs = ENDPOINTS.filter(({ e }) => e.query).flatMap(({ name, e }) => {
      const query = e.query as z.ZodType;
      const absent = query.safeParse({});
      return Object.keys(fieldsOf(query))
        .filter((key) => JSON.stringify(query.safeParse({ [key]: '' })) !== JSON.stringify(absent))
        .map((key) => `${name} ?${key}=`);
    });
    expect(differs).toEqual([]);
  });

  it('free text keeps no bidirectional override or zero-width character, and keeps ZWNJ and emoji', () => {
    const hidden = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b\u2060\ufeff]/;
    const tricked = 'علی\u202e\u2066\u200b\u200f\u061c\ufeff\u2060رضا\u200d';
    // Secrets and the provider's own values are compared as sent and never shown to anyone: they keep what was typed.
    const asSent = new Set([
      'password',
      'current_password',
      'password_confirmation',
      'token',
      'secret',
      'pass',
      'user',
      'content',
      'order',
      'Authority',
    ]);
    const texts = ALL_FIELDS.filter((f) => {
      if (asSent.has(f.key)) return false;
      const js = jsonOf(f.schema);
      return typesOf(js).some((t) => t.type === 'string' && !t.enum && !t.pattern && !t.format);
    });
    expect(texts.length).toBeGreaterThan(30);
    const kept = texts.flatMap((f) => {
      const parsed = f.schema.safeParse(tricked);
      return parsed.success && hidden.test(JSON.stringify(parsed.data)) ? [f.where] : [];
    });
    expect(kept).toEqual([]);
    const name = fieldsOf(contract.PackageGroupBodySchema).name as z.ZodType;
    expect(name.parse('می\u200cخواهم 👨\u200d👩\u200d👧')).toBe('می\u200cخواهم 👨\u200d👩\u200d👧');
    expect(name.parse('\u202eabc\u200d')).toBe('abc');
  });

  it('a code, serial or token reads the same with invisible characters, Persian digits and spaces around it', () => {
    // Found by the audit of issue #47: a gift-card serial pasted with a trailing ZWNJ counted as a wrong try.
    const samples = [
      '12345',
      'DEMO1111',
      'ABCD-EFGH-JKLM',
      '12345678',
      '123456789012',
      'Zm9vYmFyYmF6cXV4MTIzNDU2',
      'de1.ovpn',
    ];
    const pasted = (code: string) =>
      ` \u00a0\u202b\u200f${code.slice(0, 2)}\u200c\u200b\u2066\u00ad${code
        .slice(2)
        .replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d)}\u2069\u200d\u200e\ufeff\u180e\u061c\u200c\u00a0 `;
    // Compared as sent (decision 076): passwords, shared secrets, RADIUS credentials, the payment providers' values.
    // The login's `token` is a password or a code: the object decides, below.
    const asSent = new Set(['authEndpoints.login body.token', 'storeEndpoints.zarinpalCallback query.order']);
    const codes = ALL_FIELDS.filter(
      (f) =>
        /code|serial|token|voucher|activation|reference|file/i.test(f.key) &&
        !asSent.has(f.where) &&
        !typesOf(jsonOf(f.schema)).some((t) => t.enum),
    );
    expect(codes.map((f) => f.key).sort()).toEqual(
      expect.arrayContaining(['activationcode', 'code', 'evoucher', 'file', 'reference', 'serial', 'token']),
    );
    const skipped = codes.flatMap((f) => {
      const valid = samples.filter((code) => f.schema.safeParse(code).success);
      if (valid.length === 0) return [`${f.where}: no sample fits; add one`];
      return valid
        .filter((code) => {
          const read = f.schema.safeParse(pasted(code));
          return !read.success || JSON.stringify(read.data) !== JSON.stringify(f.schema.parse(code));
        })
        .map((code) => `${f.where} ← ${JSON.stringify(pasted(code))}`);
    });
    expect(skipped).toEqual([]);

    const login = (token: string, loginWithPassword: boolean) =>
      contract.LoginBodySchema.parse({ mobile: '09121234567', token, loginWithPassword }).token;
    expect(login(pasted('12345'), false)).toBe('12345');
    expect(login(pasted('Zm9vYmFyYmF6cXV4MTIzNDU2'), false)).toBe('Zm9vYmFyYmF6cXV4MTIzNDU2');
    expect(login(pasted('pass-word'), true)).toBe(pasted('pass-word'));
    const empty = contract.LoginBodySchema.safeParse({
      mobile: '09121234567',
      token: '\u200c',
      loginWithPassword: false,
    });
    expect(empty.error?.issues).toEqual([
      expect.objectContaining({ path: ['token'], message: expect.stringMatching(/خالی/) }),
    ]);
  });

  it("zod's own messages are Persian with no English type names", () => {
    const lines = [
      z.object({ a: z.boolean() }).safeParse(null),
      z.object({ a: z.boolean() }).safeParse({ a: 'x' }),
      z.object({ a: z.number() }).safeParse({}),
      z.string().max(3).safeParse('abcd'),
      z.enum(['a', 'b']).safeParse('c'),
    ].flatMap((r) => r.error?.issues.map((i) => i.message) ?? []);
    expect(lines.length).toBe(5);
    for (const line of lines) expect(line).toMatch(/^[^A-Za-z]+$/);
  });
});
