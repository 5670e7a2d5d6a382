import type { PaymentConfig, Product, PublicOrder } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeZarinpal, startFakeZarinpal, zarinpalEnv } from '../../test/fakes/zarinpal-fake.js';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  serveGroupOnNode,
  type TestApp,
} from '../../test/helpers.js';
import {
  fetchThroughSocks,
  type HttpTarget,
  startHttpTarget,
  startV2rayClient,
  startV2rayNode,
  type V2rayTestNode,
} from '../../test/v2ray-node.js';
import { runWorkerPass } from '../../worker.js';

/** Decision 019: a purchase through the public checkout and Zarinpal ends with a service that works on a real node. */
describe.each(DIALECTS)('a store order delivered onto a real V2Ray node (%s)', (dialect) => {
  let t: TestApp;
  let zp: FakeZarinpal;
  let node: V2rayTestNode;
  let target: HttpTarget;

  beforeAll(async () => {
    [zp, node, target] = await Promise.all([
      startFakeZarinpal(),
      startV2rayNode({ protocol: 'vless' }),
      startHttpTarget(),
    ]);
    t = await createTestApp(dialect, { env: zarinpalEnv(zp) });
  });
  afterAll(async () => {
    await node?.stop();
    await target?.close();
    await t?.close();
    await zp?.close();
  });

  it('the customer pays through Zarinpal and the link on the order page carries traffic', async () => {
    const r = await freshReseller(t, 1_000_000, { storeenable: true });
    const packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    await serveGroupOnNode(t, r.adminToken, node, packageId);
    await runWorkerPass(t.app.services);

    const methods = await t.request<Array<{ id: number; code: string }>>('GET', '/api/paymentmethods', {
      token: r.token,
    });
    const config = await t.request<PaymentConfig>('POST', '/api/paymentmethods', {
      token: r.token,
      body: {
        payment_method_id: methods.body.find((m) => m.code === 'zarinpal')?.id,
        active: true,
        order: 1,
        changepercent: 100,
        items: [{ name: 'merchant_id', value: zp.merchantId }],
      },
    });
    const product = await t.request<Product>('POST', '/api/products', {
      token: r.token,
      body: { name: 'یک ماهه', price: 200_000, package_id: packageId },
    });
    const token = product.body.link.split('/buy/')[1];
    const started = await t.request<{ order: string; redirect: string }>('POST', `/api/shop/p/${token}`, {
      body: { contact: '09127654321', method_id: config.body.id },
    });
    const back = new URL(zp.pay(started.body.redirect.split('/').pop() ?? ''));
    expect((await t.request('GET', `${back.pathname}${back.search}`)).status).toBe(302);

    const order = await t.request<PublicOrder>('GET', `/api/shop/orders/${started.body.order}`);
    expect(order.body.status).toBe(2);
    const link = order.body.service?.link ?? '';
    expect(link).toContain(`@127.0.0.1:${node.port}`);
    await t.app.services.provisioning.runJobs();
    const client = await startV2rayClient(link);
    try {
      expect(await fetchThroughSocks(client.socksPort, target.url, 4000)).toEqual({ ok: true, body: target.body });
    } finally {
      await client.stop();
    }
  });
});
