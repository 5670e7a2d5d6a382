import { TUNNEL_CLOSE_BOUND_SECONDS } from '@pishkhan/contract';
import { toPersianDigits } from '@/lib/format';

/**
 * What a switch-off or a deletion does to what is already open (decision 108): new connections are refused at once,
 * an open one ends at most TUNNEL_CLOSE_BOUND_SECONDS after its last byte, so a download that never pauses goes on.
 */
export const OPEN_TUNNELS_NOTE = `اتصال‌های باز حداکثر ${toPersianDigits(TUNNEL_CLOSE_BOUND_SECONDS)} ثانیه پس از آخرین ترافیکشان بسته می‌شوند؛ دانلودی که بی‌وقفه ادامه دارد تا مکث نکند باز می‌ماند.`;

/** A service switched off keeps its usage: what its open connections still carry is added to it. */
export const OPEN_TUNNELS_COUNTED = 'ترافیک این اتصال‌ها به مصرف سرویس افزوده می‌شود.';
