import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_LOGINS, openDemoLogins, seedDemoData } from './db/seed-demo.js';

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
  console.log(`Pishkhan is running: ${config.publicUrl} (API ${address}/api, docs ${config.publicUrl}/api/docs)`);
  console.log(`Database: ${config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL'}`);
}

void main();
