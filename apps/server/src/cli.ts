import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { LEDGER_TYPE, MobileSchema, PasswordSchema, RequiredTextSchema } from '@pishkhan/contract';
import { z } from 'zod';
import { buildApp } from './app.js';
import { AppError } from './app-error.js';
import { restoreBackup, takeBackup } from './backup/backup-file.js';
import { ConfigError, DEFAULT_ENV_FILE, describeDatabase, loadConfig } from './config.js';
import { hashPassword } from './lib/crypto.js';

const USAGE = `Pishkhan admin tool: npm run admin -- <command> [options]

  create-admin     --mobile M --password P [--name N]     create an admin (the provider)
  create-reseller  --mobile M --password P [--name N] [--balance T]
  set-password     --mobile M --password P                 set a password and end the user's sessions
  balance          --mobile M --amount T --info TEXT        correct a balance (type 5 ledger row)
  login-link       --mobile M                              print a single-use 10-minute login link
  maintenance      --on "message" | --off                   switch maintenance mode
  backup           --out FILE                              a consistent copy of the database, while the panel serves
  restore          FILE                                    fill an empty database from a backup

The database is the one the server uses: the environment, then the env file (ENV_FILE, else ./${DEFAULT_ENV_FILE})
for what the environment leaves unset. Every command first prints which database it works on.`;

const options = {
  mobile: { type: 'string' },
  password: { type: 'string' },
  name: { type: 'string' },
  balance: { type: 'string' },
  amount: { type: 'string' },
  info: { type: 'string' },
  on: { type: 'string' },
  out: { type: 'string' },
  off: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function need<T>(schema: z.ZodType<T>, value: unknown, flag: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`--${flag}: ${r.error.issues.map((i) => i.message).join(', ')}`);
  return r.data;
}

async function main() {
  const { positionals, values } = parseArgs({ args: process.argv.slice(2), options, allowPositionals: true });
  const command = positionals[0];
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const fresh = config.database.dialect === 'sqlite' && !fs.existsSync(config.database.file);
  console.log(
    `Database: ${describeDatabase(config.database)}${fresh ? ' (no database there yet)' : ''}` +
      (config.envFile
        ? ` (configuration: the environment and ${config.envFile})`
        : ' (configuration: the environment)'),
  );
  if (command === 'backup') {
    if (!values.out) throw new Error('Give --out FILE');
    await takeBackup(config.database, values.out);
    console.log(`Backup written to ${values.out} (readable by its owner only).`);
    return;
  }
  if (command === 'restore') {
    const file = positionals[1];
    if (!file) throw new Error('Give the backup file: restore FILE');
    await restoreBackup(config.database, file);
    console.log(`Restored ${file}. Start the server: it brings the database up to this version's migrations.`);
    return;
  }
  // The worker stays with the server: this tool only does its one command.
  const app = await buildApp({ config: { ...config, worker: { ...config.worker, enabled: false } }, logger: false });
  const { users, auth, settings, withTransaction } = app.services;
  try {
    const findUser = async () => {
      const mobile = need(MobileSchema, values.mobile, 'mobile');
      const user = await users.findLoginUser(mobile);
      if (!user) throw new Error(`No admin or reseller has the mobile ${mobile}`);
      return user;
    };
    switch (command) {
      case 'create-admin':
      case 'create-reseller': {
        const mobile = need(MobileSchema, values.mobile, 'mobile');
        const passwordHash = await hashPassword(need(PasswordSchema, values.password, 'password'));
        const balance = need(z.coerce.number().int().min(0), values.balance ?? 0, 'balance');
        const type = command === 'create-admin' ? 'ADMIN' : 'RESELLER';
        const id = await withTransaction(async (trx) => {
          const userId = await users.insertAccount(trx, {
            type,
            name: values.name ?? (type === 'ADMIN' ? 'مدیر' : ''),
            mobile,
            passwordHash,
            active: true,
          });
          if (balance > 0) {
            await app.services.ledger.apply(trx, {
              userId,
              type: LEDGER_TYPE.CORRECTION,
              amount: balance,
              info: 'موجودی اولیه',
              refType: 'cli',
            });
          }
          return userId;
        });
        console.log(`Created ${type} #${id} with mobile ${mobile}.`);
        break;
      }
      case 'set-password': {
        const user = await findUser();
        const passwordHash = await hashPassword(need(PasswordSchema, values.password, 'password'));
        await withTransaction(async (trx) => {
          await users.setPasswordHash(trx, user.id, passwordHash);
          await app.services.sessions.revokeAll(trx, user.id);
        });
        console.log(`Password set for #${user.id}; their sessions were ended.`);
        break;
      }
      case 'balance': {
        const user = await findUser();
        const amount = need(
          z.coerce
            .number()
            .int()
            .refine((v) => v !== 0),
          values.amount,
          'amount',
        );
        const info = need(RequiredTextSchema('--info is required'), values.info, 'info');
        const r = await users.correctBalance(user.id, { amount, info }, user.id, undefined);
        console.log(`Balance of #${user.id} is now ${r.balance} Toman (ledger row #${r.transaction.id}).`);
        break;
      }
      case 'login-link': {
        const user = await findUser();
        console.log((await auth.issueLoginLink(user.id)).url);
        break;
      }
      case 'maintenance': {
        if (!values.off && values.on === undefined) throw new Error('Give --on "message" or --off');
        const m = await settings.setMaintenance({
          undermaintenance: !values.off,
          maintenancemessage: values.off ? '' : (values.on ?? ''),
        });
        console.log(m.undermaintenance ? `Maintenance on: ${m.maintenancemessage}` : 'Maintenance off.');
        break;
      }
      default:
        throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Nothing was done. ${error.message}`);
  else if (error instanceof AppError) console.error(`${error.message} ${error.errors.join(' ')}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
