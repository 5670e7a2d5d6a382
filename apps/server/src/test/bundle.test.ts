import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../db/seed-demo.js';
import { assertV2rayInstalled, freePort, startV2rayNode, type V2rayTestNode, waitFor } from './v2ray-node.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
// Inside the server's folder: the bundle loads its dependencies from the `node_modules` above it.
const outDir = fs.mkdtempSync(path.join(serverDir, 'dist-test-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-bundle-'));

describe('the production bundle (npm start)', () => {
  let node: V2rayTestNode | undefined;
  afterAll(async () => {
    await node?.stop();
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds, starts under plain node on an empty SQLite folder, serves the panel and the API, and provisions a sale on a real V2Ray node', {
    timeout: 120_000,
  }, async () => {
    assertV2rayInstalled();
    node = await startV2rayNode({ protocol: 'vless' });
    await run(process.execPath, ['--import', 'tsx', path.join(serverDir, 'scripts/bundle.ts'), outDir], {
      cwd: serverDir,
    });
    for (const file of ['server.mjs', 'cli.mjs', 'proto/proxyman_command.proto', 'proto/stats_command.proto']) {
      expect(fs.existsSync(path.join(outDir, file)), file).toBe(true);
    }

    const port = await freePort();
    const child = spawn(process.execPath, [path.join(outDir, 'server.mjs')], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST: path.resolve(serverDir, '../web/dist'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000);
        const check = () => {
          if (output.includes('Pishkhan is running')) {
            clearTimeout(timer);
            resolve();
          } else if (child.exitCode !== null) {
            clearTimeout(timer);
            reject(new Error(`the bundle exited (${child.exitCode}):\n${output}`));
          } else setTimeout(check, 100);
        };
        check();
      });
      expect(output).toContain(DEMO_LOGINS.fullReseller.mobile);
      const base = `http://127.0.0.1:${port}`;
      const page = await fetch(`${base}/login`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html lang="fa" dir="rtl"');
      const api = async <T>(method: string, url: string, token?: string, body?: unknown) => {
        const res = await fetch(`${base}/api${url}`, {
          method,
          headers: {
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        const answer = (await res.json()) as T;
        if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(answer)}`);
        return answer;
      };
      const login = async (who: { mobile: string; password: string }) =>
        (
          await api<{ token: string }>('POST', '/auth/login', undefined, {
            mobile: who.mobile,
            token: who.password,
            loginWithPassword: true,
          })
        ).token;
      const reseller = await login(DEMO_LOGINS.fullReseller);
      const admin = await login(DEMO_LOGINS.admin);
      expect(await api('GET', '/auth/me', reseller)).toMatchObject({ mobile: DEMO_LOGINS.fullReseller.mobile });

      // The V2Ray client reads its proto files from beside the bundle: a sale reaching a real node proves they are there.
      const groups = await api<Array<{ packages: Array<{ id: number; name: string; packagegroup_id: number }> }>>(
        'GET',
        '/packages/mypackages',
        reseller,
      );
      const pkg = groups.flatMap((g) => g.packages).find((p) => p.name === 'یک ماهه ۳۰ گیگ');
      if (!pkg) throw new Error('the demo catalogue has no «یک ماهه ۳۰ گیگ»');
      const created = await api<{ id: number }>('POST', '/admin/nodes', admin, {
        name: 'آلمان ۱',
        api_address: node.apiAddress,
        host: node.host,
        inbounds: [{ tag: node.inboundTag, protocol: 'vless', port: node.port }],
      });
      await api('PUT', `/admin/packagegroups/${pkg.packagegroup_id}/nodes`, admin, { node_ids: [created.id] });
      await api('POST', '/services', reseller, { package_id: pkg.id, servicewithoutphone: true });
      const provisioning = () =>
        api<{ pending_jobs: number; nodes: Array<{ users: number }> }>('GET', '/admin/provisioning', admin);
      // The demo data's V2Ray services go to the node with the sale: everything queued, then nothing left.
      await waitFor(
        'the sale on the node',
        async () => {
          const state = await provisioning();
          return state.pending_jobs === 0 && (state.nodes[0]?.users ?? 0) > 0;
        },
        60_000,
        200,
      ).catch(async (error: Error) => {
        throw new Error(`${error.message}: ${JSON.stringify(await provisioning())}\n${output.slice(-3000)}`);
      });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
