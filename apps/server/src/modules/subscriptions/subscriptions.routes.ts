import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUBSCRIPTION_FORMATS, subscriptionFormat } from '../../integrations/links/client-format.js';
import { registerCustomerPageAssets } from './customer-page/customer-page-assets.js';

export const SubParamsSchema = z.object({ token: z.string().regex(/^[\w-]{16,64}$/) });
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
        const answer = await app.services.subscriptions.answer(request.params.token, format, {
          userAgent: request.headers['user-agent'],
        });
        // The answer differs by who asks: a cache between must keep them apart.
        return reply
          .code(answer.status)
          .headers(answer.headers)
          .header('vary', 'user-agent, accept')
          .type(answer.type)
          .send(answer.body);
      },
    );
}
