import { endpoint } from '../endpoint.js';
import { AutoRenewBodySchema, ServiceSchema } from './service.schemas.js';

/** Auto-renew per service (decision 114, docs/product/integrations.md#auto-renew). */
export const serviceAutoRenewEndpoints = {
  autoRenew: endpoint({
    method: 'POST',
    path: '/services/auto-renew',
    auth: 'reseller',
    scope: 'services:write',
    summary: 'Turn auto-renew on or off for one of the caller’s services',
    description:
      'On, the service is renewed once each time it stops (its period ended or its traffic ran out): with its own ' +
      'package, the period restarted, at the caller’s price, from the balance. Without enough balance nothing is ' +
      'taken and the caller is told once; it is tried again until the service is renewed or the switch is off.',
    body: AutoRenewBodySchema,
    response: ServiceSchema,
  }),
};
