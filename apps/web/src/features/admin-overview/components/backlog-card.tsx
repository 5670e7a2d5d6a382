import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Overview } from '@pishkhan/contract';
import { formatMoment, formatNumber } from '@/lib/format';

/** Provisioning jobs that have not reached their node yet (docs/provisioning.md). */
export function BacklogCard({ provisioning }: { provisioning: Overview['provisioning'] }) {
  const items = [
    { id: 'pending', label: 'در صف', value: formatNumber(provisioning.pending_jobs) },
    {
      id: 'failing',
      label: 'با خطا',
      value: formatNumber(provisioning.failing_jobs),
      alert: provisioning.failing_jobs > 0,
    },
    {
      id: 'oldest',
      label: 'قدیمی‌ترین',
      value: provisioning.oldest_pending_at ? formatMoment(provisioning.oldest_pending_at) : '—',
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" data-testid="backlog">
      <Stack gap="sm">
        <Title order={2} size="h5">
          صف ساخت سرویس‌ها
        </Title>
        <SimpleGrid cols={3} spacing="sm">
          {items.map((item) => (
            <Group key={item.id} gap={2} style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
              <Text size="sm" c="dimmed">
                {item.label}
              </Text>
              <Text fw={700} c={item.alert ? 'red.7' : undefined} data-testid={`backlog-${item.id}`}>
                {item.value}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
