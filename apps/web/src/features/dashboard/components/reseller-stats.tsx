import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconCircleCheck, IconClockPause, IconReceiptOff } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';
import { useResellerInfo } from '../api/get-reseller-info';
import classes from './reseller-stats.module.css';

interface Stat {
  key: 'activeServices' | 'notUsedServices' | 'notPaid';
  label: string;
  color: string;
  icon: Icon;
}

const STATS: Stat[] = [
  { key: 'activeServices', label: 'سرویس‌های فعال', color: 'teal', icon: IconCircleCheck },
  { key: 'notUsedServices', label: 'سرویس‌های استفاده‌نشده', color: 'blue', icon: IconClockPause },
  { key: 'notPaid', label: 'سرویس‌های تسویه‌نشده', color: 'orange', icon: IconReceiptOff },
];

/** Reseller stat cards: active, unused and unpaid services (docs/product/screens.md#dashboard). */
export function ResellerStats() {
  const { data } = useResellerInfo();
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} data-testid="reseller-stats">
      {STATS.map((stat) => (
        <Paper key={stat.key} withBorder p={{ base: 'xs', sm: 'md' }} radius="md" data-testid={`stat-${stat.key}`}>
          <div className={classes.card}>
            <ThemeIcon size={44} radius="md" variant="light" color={stat.color} className={classes.icon}>
              <stat.icon size={26} aria-hidden />
            </ThemeIcon>
            <div>
              <Text size="sm" c="dimmed" className={classes.label}>
                {stat.label}
              </Text>
              {data ? (
                <Text fw={700} size="xl" c={`${stat.color}.8`} data-testid={`stat-${stat.key}-value`}>
                  {formatNumber(data[stat.key])}
                </Text>
              ) : (
                <Skeleton height={26} width={48} mt={4} mx="auto" />
              )}
            </div>
          </div>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
