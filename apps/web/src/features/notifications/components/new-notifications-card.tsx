import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatJalaliDay, formatNumber } from '@/lib/format';
import { useNewNotifications } from '../api/get-new-notifications';

const SHOWN = 3;

/** The dashboard's block of unseen notifications, with a link to /notifications (docs/product/screens.md). */
export function NewNotificationsCard() {
  const { data } = useNewNotifications();
  return (
    <Paper withBorder p="md" radius="md" data-testid="new-notifications">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconBell size={22} color="var(--mantine-color-blue-6)" aria-hidden />
            <Title order={2} size="h5">
              اعلان‌های تازه
            </Title>
            {data && data.length > 0 && (
              <Badge color="red" variant="filled" size="sm" circle data-testid="new-notifications-count">
                {formatNumber(data.length)}
              </Badge>
            )}
          </Group>
          <Anchor component={Link} to="/notifications" size="sm" data-testid="all-notifications-link">
            همه‌ی اعلان‌ها
          </Anchor>
        </Group>
        {!data ? (
          <Skeleton height={40} />
        ) : data.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="new-notifications-empty">
            اعلان تازه‌ای ندارید.
          </Text>
        ) : (
          <Stack gap={8}>
            {data.slice(0, SHOWN).map((n) => (
              <div key={n.id} data-testid="new-notification-item">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {n.title}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {formatJalaliDay(n.jdate)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {n.body}
                </Text>
              </div>
            ))}
            {data.length > SHOWN && (
              <Text size="xs" c="dimmed">
                و {formatNumber(data.length - SHOWN)} اعلان دیگر
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
