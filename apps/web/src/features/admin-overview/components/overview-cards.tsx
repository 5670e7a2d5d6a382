import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Overview } from '@pishkhan/contract';
import {
  type Icon,
  IconArrowBackUp,
  IconCash,
  IconPlugConnected,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';
import { formatJalaliDay, formatNumber, formatToman } from '@/lib/format';

interface Card {
  id: string;
  label: string;
  value: string;
  hint: string;
  color: string;
  icon: Icon;
}

const count = (n: number, noun: string) => `${formatNumber(n)} ${noun}`;

function cards(o: Overview): Card[] {
  return [
    {
      id: 'resellers',
      label: 'فروشندگان فعال',
      value: formatNumber(o.resellers.active),
      hint: `از ${count(o.resellers.total, 'فروشنده')}`,
      color: 'blue',
      icon: IconUsers,
    },
    {
      id: 'services',
      label: 'سرویس‌های فعال',
      value: formatNumber(o.services.live),
      hint: `از ${count(o.services.total, 'سرویس')}`,
      color: 'teal',
      icon: IconPlugConnected,
    },
    {
      id: 'sales',
      label: 'فروش امروز',
      value: formatToman(o.today.sales.toman),
      hint: count(o.today.sales.count, 'تراکنش'),
      color: 'grape',
      icon: IconShoppingCart,
    },
    {
      id: 'refunds',
      label: 'بازپرداخت امروز',
      value: formatToman(o.today.refunds.toman),
      hint: count(o.today.refunds.count, 'تراکنش'),
      color: 'orange',
      icon: IconArrowBackUp,
    },
    {
      id: 'topups',
      label: 'شارژ حساب امروز',
      value: formatToman(o.today.topups.toman),
      hint: count(o.today.topups.count, 'تراکنش'),
      color: 'green',
      icon: IconCash,
    },
  ];
}

/** Who sells, what runs and today's money (Tehran day), as the overview answers them. */
export function OverviewCards({ overview }: { overview: Overview }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid="overview-day">
        امروز: {formatJalaliDay(overview.today.jdate)}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md" data-testid="overview-cards">
        {cards(overview).map((card) => (
          <Paper key={card.id} withBorder p="md" radius="md" data-testid={`overview-${card.id}`}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light" color={card.color}>
                <card.icon size={26} aria-hidden />
              </ThemeIcon>
              <Stack gap={2} miw={0}>
                <Text size="sm" c="dimmed">
                  {card.label}
                </Text>
                <Text fw={800} size="lg" style={{ whiteSpace: 'nowrap' }} data-testid={`overview-${card.id}-value`}>
                  {card.value}
                </Text>
                <Text size="xs" c="dimmed" data-testid={`overview-${card.id}-hint`}>
                  {card.hint}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
