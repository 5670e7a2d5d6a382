import { Badge } from '@mantine/core';
import { formatNumber } from '@/lib/format';

/** A traffic pool's days left, or 'expired' when not positive (docs/product/screens.md#dashboard). */
export function PoolDaysBadge({ remainDays, testId }: { remainDays: number; testId: string }) {
  return remainDays > 0 ? (
    <Badge color="teal" variant="light" data-testid={testId}>
      {formatNumber(remainDays)} روز باقی‌مانده
    </Badge>
  ) : (
    <Badge color="red" variant="light" data-testid={testId}>
      منقضی شده
    </Badge>
  );
}
