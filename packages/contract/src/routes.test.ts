import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.js';
import * as contract from './index.js';
import * as routes from './routes.js';

const groups = Object.entries(contract).filter(([name]) => name.endsWith('Endpoints')) as Array<
  [string, Record<string, Endpoint>]
>;

describe('routes (the zod-free entry)', () => {
  it('has every endpoint of the contract with the same method and path, and nothing else', () => {
    expect(groups.length).toBeGreaterThan(10);
    const generated = Object.keys(routes).filter((name) => name.endsWith('Routes'));
    expect(generated.sort()).toEqual(groups.map(([name]) => name.replace(/Endpoints$/, 'Routes')).sort());
    for (const [name, group] of groups) {
      const routeGroup = (routes as unknown as Record<string, Record<string, { method: string; path: string }>>)[
        name.replace(/Endpoints$/, 'Routes')
      ];
      const expected = Object.fromEntries(
        Object.entries(group).map(([k, e]) => [k, { method: e.method, path: e.path }]),
      );
      expect(routeGroup, `${name}: run npm run routes -w packages/contract`).toEqual(expected);
    }
  });

  it('loads no zod: nothing it imports, directly or not, is more than types from a schema file', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const [, kind, spec] of text.matchAll(/^(import|export)(?! type)[^;]*? from '([^']+)';/gms)) {
        if (kind === 'import' && spec === 'zod') throw new Error(`${file} imports zod`);
        expect(spec, `${path.basename(file)} imports ${spec}`).not.toMatch(/^zod/);
        if (spec?.startsWith('.')) visit(path.join(path.dirname(file), spec.replace(/\.js$/, '.ts')));
      }
    };
    visit(path.join(import.meta.dirname, 'routes.ts'));
    expect(seen.size).toBeGreaterThan(3);
  });
});
