import { z } from 'zod';
import { MobileSchema } from '../common.js';

export const SmsOutboxQuerySchema = z.object({ mobile: MobileSchema });
export const SmsOutboxSchema = z.array(
  z.object({ id: z.number().int(), mobile: z.string(), message: z.string(), created_at: z.string() }),
);
