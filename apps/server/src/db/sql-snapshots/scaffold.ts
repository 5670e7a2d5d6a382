/**
 * Prints cases for the functions of a repository that have none yet, with arguments guessed from their types (ids
 * numbered, times `NOW`, every required column of a row): a start to edit into the shapes that matter, not a case to
 * commit unread. With no cases file for the repository yet, prints the whole file.
 *
 *   npx tsx apps/server/src/db/sql-snapshots/scaffold.ts services/services.repository.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { uncovered } from './recorder.js';
import { REGISTRY } from './registry.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../../..');
const repository = process.argv[2];
if (!repository?.endsWith('.repository.ts')) {
  console.error('usage: scaffold.ts <module>/<name>.repository.ts (its path under apps/server/src/modules)');
  process.exit(1);
}
const file = path.join(serverRoot, 'src/modules', repository);

const parsed = ts.getParsedCommandLineOfConfigFile(
  path.join(serverRoot, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => console.error(d.messageText),
  },
);
if (!parsed) process.exit(1);
const program = ts.createProgram([file], parsed.options);
const checker = program.getTypeChecker();
const source = program.getSourceFile(file);
const moduleSymbol = source && checker.getSymbolAtLocation(source);
if (!source || !moduleSymbol) throw new Error(`${file} is not a module`);

const existing = REGISTRY[repository];
const wanted = existing ? new Set(uncovered(existing)) : undefined;

let counter = 0;
const isTime = (name: string) => /^(now|at|since|until|before|after|from|to|cutoff)$|(_at|At|Until|Since)$/.test(name);

/** A value of `type` a case can pass, guessed from the type and the parameter's or property's name. */
function sample(type: ts.Type, name: string, depth: number): string {
  if (depth > 4) return 'undefined as never';
  if (type.isUnion()) {
    const some = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
    if (some.length > 0 && some.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) return 'true';
    return some[0] ? sample(some[0], name, depth) : 'null';
  }
  if (type.isStringLiteral()) return `'${type.value}'`;
  if (type.isNumberLiteral()) return String(type.value);
  if (type.flags & ts.TypeFlags.BooleanLike) return 'true';
  if (type.flags & ts.TypeFlags.NumberLike) {
    if (/limit|size|count/i.test(name)) return '20';
    if (/offset|skip/i.test(name)) return '0';
    return name === 'page' ? '1' : String(++counter);
  }
  if (type.flags & ts.TypeFlags.StringLike) return isTime(name) ? 'NOW' : `'${name}'`;
  if (checker.typeToString(type) === 'Date') return 'new Date(NOW)';
  if (checker.isArrayType(type)) {
    const element = checker.getTypeArguments(type as ts.TypeReference)[0];
    return element ? `[${sample(element, name, depth + 1)}, ${sample(element, name, depth + 1)}]` : '[]';
  }
  if (type.flags & ts.TypeFlags.Object || type.isIntersection()) {
    const required = checker.getPropertiesOfType(type).filter((p) => !(p.flags & ts.SymbolFlags.Optional));
    const fields = required.map((p) => `${p.name}: ${sample(checker.getTypeOfSymbol(p), p.name, depth + 1)}`);
    return `{ ${fields.join(', ')} }`;
  }
  return 'null';
}

const queries: string[] = [];
const pure: string[] = [];
for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
  if (wanted && !wanted.has(symbol.name)) continue;
  const signature = checker.getTypeOfSymbolAtLocation(symbol, source).getCallSignatures()[0];
  if (!signature) continue;
  const params = signature.getParameters();
  const first = params[0] && checker.typeToString(checker.getTypeOfSymbol(params[0]));
  if (first !== 'Executor') {
    pure.push(symbol.name);
    continue;
  }
  counter = 0;
  const args: string[] = [];
  for (const p of params) {
    const decl = p.valueDeclaration;
    if (decl && ts.isParameter(decl) && (decl.questionToken || decl.initializer)) break;
    const type = checker.getTypeOfSymbol(p);
    const text = checker.typeToString(type);
    args.push(text === 'Executor' ? 'db' : text === 'Dialect' ? 'dialect' : sample(type, p.name, 0));
  }
  const dialect = args.includes('dialect') ? ', dialect' : '';
  queries.push(`  ${symbol.name}: (db${dialect}) => repo.${symbol.name}(${args.join(', ')}),`);
}

const notQueries = pure.length > 0 ? `\n// Pure, if they send no SQL: notQueries ['${pure.join("', '")}']` : '';
if (existing) {
  console.log(
    queries.length + pure.length === 0 ? 'Every exported function has cases.' : queries.join('\n') + notQueries,
  );
} else {
  console.log(`import * as repo from '../../../modules/${repository.replace(/\.ts$/, '.js')}';
import { cases, NOW } from '../case.js';

export default cases(repo, {
${queries.join('\n')}
});${notQueries}
// Then list it in registry.ts.`);
}
