import { Badge } from '@mantine/core';
import { rateDelta, toPersianDigits } from '@/lib/format';

/** rate - 100: blank at 0, green '+N' when positive, red '-N' when negative (docs/product/screens.md). */
export function RateBadge({ rate, id }: { rate: number | undefined; id: string }) {
  const delta = rateDelta(rate);
  if (delta === 0) return null;
  const positive = delta > 0;
  return (
    <Badge
      color={positive ? 'green' : 'red'}
      variant="filled"
      size="sm"
      dir="ltr"
      data-testid={`rate-badge-${id}`}
      data-tone={positive ? 'positive' : 'negative'}
      aria-label={positive ? `افزایش ${toPersianDigits(delta)} درصد` : `کاهش ${toPersianDigits(-delta)} درصد`}
    >
      {positive ? `+${delta}` : `-${-delta}`}
    </Badge>
  );
}
