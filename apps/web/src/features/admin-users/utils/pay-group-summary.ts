import type { PayGroup } from '@pishkhan/contract';
import { toPersianDigits } from '@/lib/format';

/** One way of paying in a group, as a line: off, or on at its rate (100 is the dollar rate as it is). */
export function payWayLine(on: boolean, rate: number): string {
  return on ? `روشن، نرخ ${toPersianDigits(rate)}٪` : 'خاموش';
}

/** What a reseller in this group can top up with, for the reseller form's pay group field. */
export function payGroupSummary(g: PayGroup): string {
  return `ووچر: ${payWayLine(g.has_perfectmoney, g.perfect_charge_rate)} · رمزارز: ${payWayLine(g.has_crypto, g.crypto_charge_rate)}`;
}
