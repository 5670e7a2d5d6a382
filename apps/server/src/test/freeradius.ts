import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnTied } from './child-processes.js';

const CONFIG = '/etc/freeradius/3.0';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Removes every `listen { ... }` block (they bind all addresses on the standard ports). */
function withoutListenBlocks(text: string) {
  let out = '';
  let i = 0;
  for (;;) {
    const at = text.slice(i).search(/^\s*listen\s*\{/m);
    if (at < 0) return out + text.slice(i);
    const start = i + at;
    out += text.slice(i, start);
    let depth = 0;
    let j = text.indexOf('{', start);
    for (; j < text.length; j++) {
      if (text[j] === '{') depth++;
      else if (text[j] === '}' && --depth === 0) break;
    }
    i = j + 1;
  }
}

export type RadiusDatabase = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; database: string };

/**
 * A real FreeRADIUS 3.2 on loopback private ports with its stock `sql` module pointed at our database
 * (docs/provisioning.md#connect-freeradius): a copy of Debian's configuration, changed as that section says.
 */
/**
 * `clientsFromDatabase`: FreeRADIUS takes its clients from the `nas` table the admin manages (`read_clients = yes`)
 * instead of a loopback client in clients.conf, so only NAS entries made through the API can talk to it.
 */
export async function startFreeradius(
  database: RadiusDatabase,
  options: {
    clientsFromDatabase?: boolean /** PostgreSQL: the role it logs in as (trust auth). */;
    login?: string;
    /** Also a Dynamic Authorization server (RFC 5176) on `coaPort`: Debian's `sites-available/coa`, which ACKs all. */
    coa?: boolean;
  } = {},
) {
  if (!fs.existsSync('/usr/sbin/freeradius')) {
    throw new Error('FreeRADIUS is not installed: apt-get install freeradius freeradius-utils freeradius-postgresql');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-radius-'));
  fs.cpSync(CONFIG, dir, { recursive: true, dereference: false, verbatimSymlinks: true });
  const [authPort, acctPort, innerPort] = [await freePort(), await freePort(), await freePort()];
  const secret = 'pishkhan-test-secret';
  const edit = (file: string, fn: (s: string) => string) => {
    const p = path.join(dir, file);
    const real = fs.lstatSync(p).isSymbolicLink() ? path.resolve(path.dirname(p), fs.readlinkSync(p)) : p;
    const text = fs.readFileSync(real, 'utf8');
    fs.rmSync(p);
    fs.writeFileSync(p, fn(text));
  };

  edit('radiusd.conf', (s) =>
    s
      .replace(/^(\s*)(user|group) = freerad/gm, '$1# $2 = freerad')
      .replace(/reject_delay = \d+/, 'reject_delay = 0')
      .replace(/^proxy_requests\s*=\s*yes/m, 'proxy_requests = no'),
  );
  fs.writeFileSync(
    path.join(dir, 'clients.conf'),
    options.clientsFromDatabase ? '' : `client pishkhan_test {\n  ipaddr = 127.0.0.1\n  secret = ${secret}\n}\n`,
  );
  edit('sites-enabled/default', (s) =>
    withoutListenBlocks(s).replace(
      /server default \{/,
      `server default {\nlisten {\n  type = auth\n  ipaddr = 127.0.0.1\n  port = ${authPort}\n}\nlisten {\n  type = acct\n  ipaddr = 127.0.0.1\n  port = ${acctPort}\n}\n`,
    ),
  );
  edit('sites-enabled/inner-tunnel', (s) => s.replace(/port = 18120/, `port = ${innerPort}`));
  const coaPort = options.coa ? await freePort() : undefined;
  if (coaPort !== undefined) {
    const coa = fs.readFileSync(path.join(CONFIG, 'sites-available/coa'), 'utf8');
    fs.writeFileSync(
      path.join(dir, 'sites-enabled/coa'),
      coa.replace(/ipaddr = \*\n(\s*)port = 3799/, `ipaddr = 127.0.0.1\n$1port = ${coaPort}`),
    );
  }
  // Simultaneous-Use (docs/provisioning.md#simultaneous-use): `sql` in the default site's `session` section, and its
  // count alone decides (no `simul_verify_query`, which asks `checkrad` about each session of a NAS whose type is not
  // "other", and lets the login through when checkrad cannot tell: src/main/session.c rad_check_ts, rlm_sql.c).
  edit('sites-enabled/default', (s) => s.replace(/(\nsession \{[^}]*?)#\s*sql\n\}/, '$1\tsql\n}'));
  const dialectDir = database.dialect === 'sqlite' ? 'sqlite' : 'postgresql';
  edit(`mods-config/sql/main/${dialectDir}/queries.conf`, (s) =>
    s.replace(/^simul_verify_query = "(?:[^"\\]|\\[\s\S])*"/m, '# simul_verify_query: off'),
  );
  const sql = fs
    .readFileSync(path.join(CONFIG, 'mods-available/sql'), 'utf8')
    .replace(/dialect = "sqlite"/, `dialect = "${database.dialect === 'sqlite' ? 'sqlite' : 'postgresql'}"`)
    .replace(/#\s*read_clients = yes/, options.clientsFromDatabase ? 'read_clients = yes' : '#read_clients = yes')
    .replace(/driver = "rlm_sql_null"/, `driver = "rlm_sql_${database.dialect === 'sqlite' ? 'sqlite' : 'postgresql'}"`)
    .replace(
      /filename = "\/tmp\/freeradius.db"/,
      `filename = "${database.dialect === 'sqlite' ? database.file : '/dev/null'}"`,
    )
    .replace(
      /^(\s*)radius_db = "radius"/m,
      database.dialect === 'postgres'
        ? `$1server = "127.0.0.1"\n$1port = 5432\n$1login = "${options.login ?? 'postgres'}"\n$1password = ""\n$1radius_db = "${database.database}"`
        : '$1radius_db = "radius"',
    );
  fs.writeFileSync(path.join(dir, 'mods-enabled/sql'), sql);

  const logFile = path.join(dir, 'radiusd.log');
  const child = spawnTied('/usr/sbin/freeradius', ['-f', '-l', logFile, '-d', dir], { stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  async function send(kind: 'auth' | 'acct', lines: string[], withSecret = secret) {
    const port = kind === 'auth' ? authPort : acctPort;
    const p = spawn('radclient', ['-x', '-t', '2', '-r', '1', `127.0.0.1:${port}`, kind, withSecret]);
    let out = '';
    p.stdout.on('data', (d) => {
      out += String(d);
    });
    p.stderr.on('data', (d) => {
      out += String(d);
    });
    p.stdin.end(`${lines.join('\n')}\n`);
    await new Promise((resolve) => p.once('close', resolve));
    return out;
  }

  const server = {
    authPort,
    acctPort,
    coaPort,
    secret,
    logFile,
    /**
     * PAP Access-Request: true on Access-Accept, false on Access-Reject; with `nasSecret`, sent as that NAS, and
     * 'no answer' when FreeRADIUS drops it (an unknown client or a wrong secret).
     */
    async authenticate(username: string, password: string, nasSecret?: string): Promise<boolean | 'no answer'> {
      const out = await send('auth', [`User-Name = "${username}"`, `User-Password = "${password}"`], nasSecret);
      if (/Received Access-Accept/.test(out)) return true;
      if (/Received Access-Reject/.test(out)) return false;
      if (nasSecret !== undefined && /No reply from server/i.test(out)) return 'no answer';
      throw new Error(`FreeRADIUS did not answer: ${out}`);
    },
    /** An Accounting-Request as a NAS sends it; answers whether FreeRADIUS acknowledged it. */
    async account(attributes: Record<string, string | number>, nasSecret?: string) {
      const out = await send(
        'acct',
        Object.entries(attributes).map(([k, v]) => `${k} = ${typeof v === 'number' ? v : `"${v}"`}`),
        nasSecret,
      );
      return /Received Accounting-Response/.test(out);
    },
    /**
     * One session of `username` from the NAS on 127.0.0.1, as its packets: `(status, output octets)` answers whether
     * FreeRADIUS acknowledged it.
     */
    session(username: string, sessionId: string, port = 1) {
      return (status: string, output = 0) =>
        server.account({
          'User-Name': username,
          'Acct-Session-Id': sessionId,
          'NAS-IP-Address': '127.0.0.1',
          'NAS-Port': port,
          'Acct-Status-Type': status,
          ...(output ? { 'Acct-Output-Octets': output } : {}),
        });
    },
    async stop() {
      if (!exited) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await done;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };

  for (let i = 0; i < 100; i++) {
    if (exited) break;
    const out = await send('auth', ['User-Name = "probe"', 'User-Password = "probe"']).catch(() => '');
    if (/Received Access-(Accept|Reject)/.test(out)) return server;
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-3000) : '';
  await server.stop();
  throw new Error(`FreeRADIUS did not start:\n${log}`);
}
