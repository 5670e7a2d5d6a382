import { endpoint } from '../endpoint.js';
import { AuditListSchema, AuditQuerySchema } from './audit.schemas.js';

export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/audit',
    auth: 'admin',
    summary: 'The audit trail: admin changes and money movements people made, newest first',
    query: AuditQuerySchema,
    response: AuditListSchema,
  }),
};
