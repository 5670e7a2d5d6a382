import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from './endpoint.js';
import * as contract from './index.js';

const endpoints = Object.entries(contract)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([group, members]) =>
    Object.entries(members as Record<string, Endpoint>).map(([name, e]) => [`${group}.${name}`, e] as const),
  );

/**
 * The kinds of schema a response may be built of: each reads an answer the same forward (parse) as backward
 * (encode). A transform, a pipe (and so a preprocess or a codec), a default, a prefault or a catch does not.
 */
const SAME_BOTH_WAYS = new Set([
  'object',
  'array',
  'tuple',
  'record',
  'union',
  'intersection',
  'nullable',
  'optional',
  'readonly',
  'lazy',
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'literal',
  'enum',
  'unknown',
  'any',
]);

/** Every kind a schema holds, at any depth (zod's JSON Schema writer visits each node; `override` sees it). */
function kindsIn(schema: z.ZodType) {
  const kinds = new Set<string>();
  for (const io of ['input', 'output'] as const) {
    z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      override: ({ zodSchema }) => {
        kinds.add(zodSchema._zod.def.type);
      },
    });
  }
  return kinds;
}

// The server checks each answer with the response schema compiled and read forward (decision 067).
describe('response schemas', () => {
  it('are built only of kinds that read an answer the same forward and backward', () => {
    expect(endpoints.length).toBeGreaterThan(100);
    const odd = endpoints.flatMap(([name, e]) =>
      [...kindsIn(e.response)].filter((kind) => !SAME_BOTH_WAYS.has(kind)).map((kind) => `${name}: ${kind}`),
    );
    expect(odd).toEqual([]);
  });

  it('would be caught holding a transform, a default, a preprocess or a catch', () => {
    const field = (inner: z.ZodType) => kindsIn(z.object({ list: z.array(z.object({ inner }).nullable()) }));
    expect(field(z.string().transform((s) => s.length))).toContain('transform');
    expect(field(z.string().default('x'))).toContain('default');
    expect(field(z.preprocess((v) => v, z.string()))).toContain('pipe');
    expect(field(z.number().catch(0))).toContain('catch');
    expect(field(z.lazy(() => z.string().default('x')))).toContain('default');
  });

  it('each compile without zod falling back to its runtime parser', () => {
    for (const [name, e] of endpoints) expect(() => z.compile(e.response, { strict: true }), name).not.toThrow();
  });
});
