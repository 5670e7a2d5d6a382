import { z } from 'zod';

/** The process answers (docs/monitoring.md). */
export const HealthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;

/**
 * Every part the API needs answered: the database, its migrations against the code's list, and Redis when `REDIS_URL`
 * is set (`not_configured` otherwise). A failing part answers 503 `NOT_READY` with one Persian line per part instead.
 */
export const ReadySchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  migrations: z.literal('ok'),
  redis: z.enum(['ok', 'not_configured']),
});
export type Ready = z.infer<typeof ReadySchema>;
