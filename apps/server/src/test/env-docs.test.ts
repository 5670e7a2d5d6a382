import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Every variable config.ts reads: the keys of its env schema, and ENV_FILE, read before the schema. */
function configVariables() {
  const source = read('apps/server/src/config.ts');
  const schema = source.slice(source.indexOf('const EnvSchema'), source.indexOf('.superRefine('));
  return ['ENV_FILE', ...[...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] as string)];
}

describe('configuration docs', () => {
  it("name every variable config.ts reads, in README's table and in .env.example", () => {
    const variables = configVariables();
    expect(variables).toContain('APP_SECRET');
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Production'));
    const example = read('.env.example');
    expect(variables.filter((v) => !table.includes(`\`${v}\``))).toEqual([]);
    expect(variables.filter((v) => !new RegExp(`^#? ?${v}=`, 'm').test(example))).toEqual([]);
  });
});
