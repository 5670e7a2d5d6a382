import { endpoint } from '../endpoint.js';
import { UserSchema } from '../users/user.schemas.js';
import {
  NameBodySchema,
  RemarksBodySchema,
  RemarksSchema,
  SupportSettingsBodySchema,
  SupportSettingsSchema,
} from './profile.schemas.js';

/** The Settings calls of docs/product/api.md: the reseller's name, support and store details, the remarks of share links. */
export const profileEndpoints = {
  support: endpoint({
    method: 'GET',
    path: '/users/support',
    auth: 'reseller',
    summary: 'Support link, store name and service name',
    response: SupportSettingsSchema,
  }),
  setSupport: endpoint({
    method: 'POST',
    path: '/users/support',
    auth: 'reseller',
    summary: 'Save the support link, store name and service name',
    body: SupportSettingsBodySchema,
    response: SupportSettingsSchema,
  }),
  setName: endpoint({
    method: 'POST',
    path: '/users/name',
    auth: 'reseller',
    summary: "Save the reseller's own name (empty clears it); answers the user",
    body: NameBodySchema,
    response: UserSchema,
  }),
  remarks: endpoint({
    method: 'GET',
    path: '/users/remarks',
    auth: 'reseller',
    summary: 'The remark of share links and whether batch services carry it',
    response: RemarksSchema,
  }),
  setRemarks: endpoint({
    method: 'POST',
    path: '/services/remarks',
    auth: 'reseller',
    summary: 'Save the remark of share links, new and existing',
    body: RemarksBodySchema,
    response: RemarksSchema,
  }),
};
