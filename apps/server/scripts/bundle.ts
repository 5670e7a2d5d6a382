/**
 * The production server as one ESM file (decision 001): `dist/server.mjs` and `dist/cli.mjs`, with our sources and the
 * contract package inlined and every npm dependency left to `node_modules`. Under plain `node` the server needs no
 * TypeScript loader at run time (tsx held ~45 MB of the 200 MB memory budget). The V2Ray and Xray proto files go beside it,
 * in one folder (their names differ): `integrations/v2ray/v2ray-api.ts` and `integrations/xray/xray-api.ts` read them
 * from their own folder. Built anywhere but `apps/server/dist`, the bundle
 * needs `WEB_DIST` to find the panel.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
/** `dist/` for `npm start`; the benchmark and the bundle's test build into folders of their own (an argument). */
const outdir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(root, 'src/server.ts'), cli: path.join(root, 'src/cli.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [
    {
      // Every package stays in node_modules, declared or not (protobufjs finds `fs` through a CommonJS `require`
      // that an ESM bundle does not have); only the contract, TypeScript source in this repository, is compiled in.
      name: 'packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@pishkhan/') ? undefined : { external: true },
        );
      },
    },
  ],
  sourcemap: 'linked',
  logLevel: 'warning',
});
for (const core of ['v2ray', 'xray']) {
  fs.cpSync(path.join(root, `src/integrations/${core}/proto`), path.join(outdir, 'proto'), { recursive: true });
}
console.log(`bundled the server into ${path.relative(process.cwd(), outdir)}`);
