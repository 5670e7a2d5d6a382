import { cryptomusEnv, startFakeCryptomus } from './cryptomus-fake.js';
import { perfectMoneyEnv, startFakePerfectMoney } from './perfectmoney-fake.js';
import { startFakeZarinpal, zarinpalEnv } from './zarinpal-fake.js';

/**
 * Runs the PerfectMoney, Cryptomus and Zarinpal fakes in their own process for the panel's end-to-end tests, which may not
 * import server code: prints one JSON line `{env, perfectmoney, cryptomus, zarinpal}` and serves until stdin closes.
 */
const pm = await startFakePerfectMoney();
const cryptomus = await startFakeCryptomus();
const zarinpal = await startFakeZarinpal();
process.stdout.write(
  `${JSON.stringify({
    env: { ...perfectMoneyEnv(pm), ...cryptomusEnv(cryptomus), ...zarinpalEnv(zarinpal) },
    perfectmoney: pm.url,
    cryptomus: cryptomus.url,
    zarinpal: { url: zarinpal.url, merchantId: zarinpal.merchantId },
  })}\n`,
);
const stop = async () => {
  await Promise.all([pm.close(), cryptomus.close(), zarinpal.close()]);
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
