import { cryptomusEnv, startFakeCryptomus } from './cryptomus-fake.js';
import { perfectMoneyEnv, startFakePerfectMoney } from './perfectmoney-fake.js';

/**
 * Runs the PerfectMoney and Cryptomus fakes in their own process for the panel's end-to-end tests, which may not
 * import server code: prints one JSON line `{env, perfectmoney, cryptomus}` and serves until stdin closes.
 */
const pm = await startFakePerfectMoney();
const cryptomus = await startFakeCryptomus();
process.stdout.write(
  `${JSON.stringify({
    env: { ...perfectMoneyEnv(pm), ...cryptomusEnv(cryptomus) },
    perfectmoney: pm.url,
    cryptomus: cryptomus.url,
  })}\n`,
);
const stop = async () => {
  await Promise.all([pm.close(), cryptomus.close()]);
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
