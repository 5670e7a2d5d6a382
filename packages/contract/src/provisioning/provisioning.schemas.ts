import { z } from 'zod';
import { NodeSchema } from '../nodes/node.schemas.js';

export const ProvisioningStateSchema = z.object({
  nodes: z.array(NodeSchema),
  pending_jobs: z.number().int(),
  failing_jobs: z.number().int(),
  oldest_pending_at: z.string().nullable(),
});
