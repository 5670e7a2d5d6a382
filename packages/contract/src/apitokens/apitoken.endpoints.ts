import { z } from 'zod';
import { IdParamsSchema, MessageSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { ApiTokenSchema, CreateApiTokenBodySchema, CreatedApiTokenSchema } from './apitoken.schemas.js';

/** A reseller's API tokens (decision 110): a login session only, never a token, makes, lists or revokes them. */
export const apiTokenEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/tokens',
    auth: 'reseller',
    summary:
      'The caller’s API tokens: name, scopes, first characters, when made, last used and expiring; never the secret',
    response: z.array(ApiTokenSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/tokens',
    auth: 'reseller',
    summary: 'Make an API token with the scopes given; its secret is in this answer only',
    description:
      'Send it as `Authorization: Bearer pkh_…`. Only its SHA-256 is kept, so a lost token cannot be shown again: revoke it and make another.',
    body: CreateApiTokenBodySchema,
    response: CreatedApiTokenSchema,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/tokens/:id',
    auth: 'reseller',
    summary: 'Revoke an API token: refused from the next call on, on every instance',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
};
