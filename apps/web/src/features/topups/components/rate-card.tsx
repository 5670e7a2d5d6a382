import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { Rate } from '@pishkhan/contract';
import { formatNumber, formatToman } from '@/lib/format';

interface RateCardProps {
  /** 'دلار', 'ترون', 'تون' */
  unit: string;
  rate: Rate | undefined;
  loading: boolean;
  failed: boolean;
}

/** The Toman rate of one unit and, when the pay group adds or takes a percentage, what one unit credits. */
export function RateCard({ unit, rate, loading, failed }: RateCardProps) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="rate-card">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          نرخ تبدیل (هر دقیقه به‌روز می‌شود)
        </Text>
        {loading ? (
          <Skeleton height={28} width="60%" />
        ) : failed || !rate || rate.price <= 0 ? (
          <Text fw={600} c="orange" data-testid="rate-unavailable">
            نرخ فعلاً در دسترس نیست؛ کمی بعد دوباره سر بزنید.
          </Text>
        ) : (
          <>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} size="lg" data-testid="rate-price">
                هر {unit}: {formatToman(rate.price)}
              </Text>
            </Group>
            {rate.rate !== 100 && (
              <Text size="sm" c={rate.rate > 100 ? 'teal' : 'red'} data-testid="rate-credit">
                با ضریب {formatNumber(rate.rate)}٪ گروه شما، هر {unit} {formatToman(rate.credit)} به موجودی افزوده
                می‌شود.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
