import { Alert, type AlertProps } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { toPersianDigits } from '@/lib/format';

/** `95` as «۱:۳۵», `4000` as «۱:۰۶:۴۰». */
export function formatWait(seconds: number) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return toPersianDigits(h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`);
}

/**
 * Why no code was sent just now, and how long until one may be asked for, counting down live (decision 100). The
 * count itself is not read out every second: the notice is announced once, as it appears.
 */
export function CodeWaitNotice({
  reason,
  remaining,
  ...rest
}: { reason: 'recent' | 'limit'; remaining: number } & Omit<AlertProps, 'title' | 'children'>) {
  const title = reason === 'recent' ? 'کد به‌تازگی فرستاده شده است' : 'سقف ارسال کد پر شده است';
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      title={title}
      icon={<IconClockHour4 size={18} aria-hidden />}
      data-testid="code-wait"
      {...rest}
    >
      {reason === 'recent' && 'اگر پیامک پیشین رسیده است، همان کد را وارد کنید. '}
      {remaining > 0 ? (
        <>
          کد تازه را{' '}
          <b aria-live="off" data-testid="code-wait-time">
            {formatWait(remaining)}
          </b>{' '}
          دیگر می‌توانید بخواهید.
        </>
      ) : (
        'کمی بعد دوباره تلاش کنید.'
      )}
    </Alert>
  );
}
