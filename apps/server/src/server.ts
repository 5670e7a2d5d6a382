import v8 from 'node:v8';
import { buildApp } from './app.js';
import { ConfigError, describeDatabase, loadConfig } from './config.js';
import { switchBuiltOnce } from './db/built-once.js';
import { DEMO_LOGINS, openDemoLogins, seedDemoData } from './db/seed-demo.js';
import { applyFirstAdmin, firstAdminProblems } from './first-admin.js';

let started = false;
// A start-up step that waits on something that can never happen (a read outside the open SQLite transaction, say)
// leaves nothing on the event loop and Node would exit with 0 and no word: say so and fail instead.
process.once('beforeExit', () => {
  if (started) return;
  console.error('Pishkhan stopped before it finished starting: a start-up step never completed.');
  process.exitCode = 1;
});

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const firstAdmin = config.firstAdmin && firstAdminProblems(config.firstAdmin);
  if (firstAdmin && firstAdmin.problems.length > 0) {
    console.error(new ConfigError(firstAdmin.problems).message);
    process.exit(1);
  }
  // V8 reads the factor at each full collection, so setting it now governs the whole run (decision 040).
  if (config.heapGrowingPercent > 0) v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);
  // Queries built once are module state, so their switch is set here; the other speed switches are the services' own.
  switchBuiltOnce(config.speed.builtOnce);
  const app = await buildApp({ config });
  if (config.production) {
    const open = await openDemoLogins(app.db.db);
    if (open.length > 0) {
      console.error(`Production refuses demo logins with their published passwords: ${open.join(', ')}`);
      console.error('Change their passwords (npm run admin -- set-password) or start from an empty database.');
      await app.close();
      process.exit(1);
    }
  }
  // Before the demo seed, so an admin given here is the database's only one (the seed keeps off a database with users).
  if (firstAdmin?.value) {
    try {
      console.log(await applyFirstAdmin(app.services, firstAdmin.value));
    } catch (error) {
      console.error((error as Error).message);
      await app.close();
      process.exit(1);
    }
  }
  if (config.demoData) {
    const created = await seedDemoData(app.services, app.db.db);
    const { admin, fullReseller, plainReseller } = DEMO_LOGINS;
    console.log(
      [
        '',
        created ? 'Demo data created. Demo logins (mobile / password):' : 'Demo logins (mobile / password):',
        `  admin:                      ${admin.mobile} / ${admin.password}`,
        `  reseller, every flag on:    ${fullReseller.mobile} / ${fullReseller.password}  (referrer code ${fullReseller.code})`,
        `  reseller, plain:            ${plainReseller.mobile} / ${plainReseller.password}  (referrer code ${plainReseller.code})`,
        '',
      ].join('\n'),
    );
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  const address = await app.listen({ port: config.port, host: config.host });
  started = true;
  console.log(`Pishkhan is running: ${config.publicUrl} (API ${address}/api, docs ${config.publicUrl}/api/docs)`);
  console.log(
    `Database: ${describeDatabase(config.database)} (configuration: the environment${config.envFile ? ` and ${config.envFile}` : ''})`,
  );
}

void main();
