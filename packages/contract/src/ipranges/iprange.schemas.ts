import { z } from 'zod';
import { stripInvisible } from '../common.js';

const visible = (v: unknown) => (typeof v === 'string' ? stripInvisible(v) : v);

export const IpRangeImportBodySchema = z.object({
  /**
   * One range per line: `CIDR,provider` or `first-last,provider` (a comma or a tab between them). Blank lines and
   * lines starting with `#` are skipped.
   */
  text: z.preprocess(
    visible,
    z
      .string({ error: 'فهرست بازه‌ها را وارد کنید' })
      .max(5_000_000, 'فهرست بازه‌ها بیش از اندازه بزرگ است')
      .refine((t) => t.trim().length > 0, 'فهرست بازه‌ها خالی است'),
  ),
  /** Replace the whole table (default) or add to it. */
  replace: z.boolean().default(true),
});
export type IpRangeImportBody = z.infer<typeof IpRangeImportBodySchema>;

export const IpRangeSummarySchema = z.object({
  total: z.number().int(),
  providers: z.array(z.object({ provider: z.string(), ranges: z.number().int() })),
});
export type IpRangeSummary = z.infer<typeof IpRangeSummarySchema>;

export const IpLookupQuerySchema = z.object({
  ip: z.preprocess(visible, z.string({ error: 'نشانی IP را وارد کنید' }).trim()),
});
export const IpLookupSchema = z.object({ ip: z.string(), provider: z.string() });
