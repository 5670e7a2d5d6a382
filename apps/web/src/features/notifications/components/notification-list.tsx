import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Notification } from '@pishkhan/contract';
import { IconBellOff, IconCalendar } from '@tabler/icons-react';
import { EmptyState } from '@/components/ui/empty-state';
import { formatJalaliDay } from '@/lib/format';

/** Every notification: title, Jalali date, body (docs/product/screens.md#notifications). */
export function NotificationList({ notifications }: { notifications: Notification[] }) {
  if (notifications.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState icon={IconBellOff} title="اعلانی برای شما ثبت نشده است" testId="notifications-empty" />
      </Paper>
    );
  }
  return (
    <Stack gap="sm" data-testid="notification-list">
      {notifications.map((n) => (
        <Paper key={n.id} withBorder p="md" radius="md" component="article" data-testid="notification-item">
          <Group justify="space-between" align="flex-start" gap="xs" mb={6}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {n.title}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={16} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="sm" c="dimmed" data-testid="notification-date">
                {formatJalaliDay(n.jdate)}
              </Text>
            </Group>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {n.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
