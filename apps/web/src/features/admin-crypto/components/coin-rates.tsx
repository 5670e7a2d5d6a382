import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { CoinRate } from '@pishkhan/contract';
import { formatToman, toPersianDigits } from '@/lib/format';

const COIN_NAMES: Record<CoinRate['currency'], string> = { TRX: 'ترون', TON: 'تون' };

/** One card per coin: its dollar price at the gateway now and what one coin credits at the dollar rate. */
export function CoinRates({ rates }: { rates: CoinRate[] | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={560} data-testid="coin-rates">
      {(rates ?? [undefined, undefined]).map((rate, i) => (
        <Paper key={rate?.currency ?? i} withBorder radius="md" p="md" data-testid={`coin-${rate?.currency ?? i}`}>
          {rate ? (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                نرخ کنونی {COIN_NAMES[rate.currency]}
              </Text>
              {rate.toman !== null ? (
                <>
                  <Text fw={700} size="xl">
                    {formatToman(rate.toman)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    هر {COIN_NAMES[rate.currency]} {toPersianDigits(String(rate.usd))} دلار در درگاه
                  </Text>
                </>
              ) : (
                <Text size="sm" c="orange.8">
                  {rate.unavailable}
                </Text>
              )}
            </Stack>
          ) : (
            <Skeleton height={64} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
