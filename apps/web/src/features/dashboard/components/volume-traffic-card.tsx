import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { IconGauge, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PoolDaysBadge } from '@/components/services/pool-days-badge';
import { formatGb } from '@/lib/format';

/** The volume service card: remaining days or 'expired', and traffic used of total (docs/product/screens.md). */
export function VolumeTrafficCard({ user }: { user: User }) {
  if (!user.volumeservice) return null;
  const expired = user.remain_days <= 0;
  const percent = user.traffic_total > 0 ? Math.min(100, (user.traffic_used / user.traffic_total) * 100) : 0;
  return (
    <Paper withBorder p="md" radius="md" data-testid="volume-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconGauge size={22} color="var(--mantine-color-violet-6)" aria-hidden />
            <Title order={2} size="h5">
              سرویس حجمی
            </Title>
          </Group>
          <PoolDaysBadge remainDays={user.remain_days} testId="volume-remaining" />
        </Group>
        <Progress value={percent} color={percent >= 80 ? 'red' : 'violet'} aria-label="مصرف ترافیک" />
        <Group justify="space-between" gap="xs">
          <Text size="sm" data-testid="volume-traffic">
            مصرف: {formatGb(user.traffic_used)} از {formatGb(user.traffic_total)} گیگابایت
          </Text>
          <Button
            component={Link}
            to="/trafficservice"
            size="xs"
            variant="light"
            leftSection={<IconShoppingCart size={14} aria-hidden />}
            data-testid="volume-buy"
          >
            {expired ? 'خرید بسته‌ی حجمی' : 'سرویس حجمی'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
