import { z } from 'zod';
import { IdParamsSchema, MessageSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { NasBodySchema, NasSchema, UpdateNasBodySchema } from './radius.schemas.js';

/** The admin's NAS entries: the clients FreeRADIUS reads from its `nas` table. */
export const radiusEndpoints = {
  nasList: endpoint({
    method: 'GET',
    path: '/admin/nas',
    auth: 'admin',
    summary: 'FreeRADIUS clients (NAS entries), secrets masked',
    response: z.array(NasSchema),
  }),
  nasCreate: endpoint({
    method: 'POST',
    path: '/admin/nas',
    auth: 'admin',
    summary: 'Add a FreeRADIUS client',
    body: NasBodySchema,
    response: NasSchema,
  }),
  nasUpdate: endpoint({
    method: 'PUT',
    path: '/admin/nas/:id',
    auth: 'admin',
    summary: 'Change a FreeRADIUS client (the masked secret sent back keeps the stored one)',
    params: IdParamsSchema,
    body: UpdateNasBodySchema,
    response: NasSchema,
  }),
  nasRemove: endpoint({
    method: 'DELETE',
    path: '/admin/nas/:id',
    auth: 'admin',
    summary: 'Remove a FreeRADIUS client',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
};
