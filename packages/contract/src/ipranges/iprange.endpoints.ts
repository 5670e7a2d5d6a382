import { endpoint } from '../endpoint.js';
import {
  IpLookupQuerySchema,
  IpLookupSchema,
  IpRangeImportBodySchema,
  IpRangeSummarySchema,
} from './iprange.schemas.js';

export const ipRangeEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/admin/ipranges',
    auth: 'admin',
    summary: 'The IP-range-to-provider table: ranges per provider',
    response: IpRangeSummarySchema,
  }),
  import: endpoint({
    method: 'POST',
    path: '/admin/ipranges/import',
    auth: 'admin',
    summary: 'Import IP ranges with their providers (all lines or none)',
    body: IpRangeImportBodySchema,
    response: IpRangeSummarySchema,
  }),
  lookup: endpoint({
    method: 'GET',
    path: '/admin/ipranges/lookup',
    auth: 'admin',
    summary: 'The provider an address belongs to',
    query: IpLookupQuerySchema,
    response: IpLookupSchema,
  }),
};
