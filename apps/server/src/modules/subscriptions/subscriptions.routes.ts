import { QueryIdSchema } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUBSCRIPTION_FORMATS, subscriptionFormat } from '../../integrations/links/client-format.js';
import { registerCustomerPageAssets } from './customer-page/customer-page-assets.js';

export const SubParamsSchema = z.object({ token: z.string().regex(/^[\w-]{16,64}$/) });
const DeviceParamsSchema = SubParamsSchema.extend({ id: QueryIdSchema('شناسه‌ی دستگاه') });
export const SubQuerySchema = z.object({
  format: z
    .enum(SUBSCRIPTION_FORMATS, { error: `قالب اشتراک باید یکی از ${SUBSCRIPTION_FORMATS.join('، ')} باشد` })
    .optional(),
});

/**
 * `/sub/:token`, outside /api and its bearer auth: the unguessable token is the credential, as clients expect. One
 * URL for every app and for the customer's browser (decision 087).
 */
export async function subscriptionsRoutes(app: FastifyInstance) {
  registerCustomerPageAssets(app);
  // The page's «حذف» is a plain form: its empty urlencoded body carries nothing the route reads (decision 105).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/sub/:token',
      { schema: { params: SubParamsSchema, querystring: SubQuerySchema, hide: true } },
      async (request, reply) => {
        const format = subscriptionFormat({
          userAgent: request.headers['user-agent'],
          accept: request.headers.accept,
          asked: request.query.format,
        });
        const h = request.headers;
        const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
        const answer = await app.services.subscriptions.answer(request.params.token, format, {
          userAgent: h['user-agent'],
          // Happ's device headers, as Remnawave reads them (decision 105).
          device: {
            hwid: one(h['x-hwid']),
            os: one(h['x-device-os']),
            osVersion: one(h['x-ver-os']),
            model: one(h['x-device-model']),
            userAgent: h['user-agent'],
          },
        });
        // The answer differs by who asks: a cache between must keep them apart.
        return reply
          .code(answer.status)
          .headers(answer.headers)
          .header('vary', 'user-agent, accept, x-hwid')
          .type(answer.type)
          .send(answer.body);
      },
    )
    .post(
      '/sub/:token/devices/:id/delete',
      { schema: { params: DeviceParamsSchema, hide: true } },
      async (request, reply) => {
        const answer = await app.services.subscriptions.removeDevice(request.params.token, request.params.id);
        return reply
          .code(answer.status)
          .headers(answer.headers)
          .header('cache-control', 'no-store')
          .type(answer.type)
          .send(answer.body);
      },
    );
}
