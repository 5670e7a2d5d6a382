import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoment, formatNumber } from '@/lib/format';

interface BacklogProps {
  pending: number;
  failing: number;
  oldest: string | null;
}

/** Provisioning jobs still to run: how many, how many keep failing, and since when the oldest waits. */
export function BacklogSummary({ pending, failing, oldest }: BacklogProps) {
  const items = [
    { id: 'pending', label: 'کارهای در صف', value: formatNumber(pending) },
    { id: 'failing', label: 'کارهای ناموفق', value: formatNumber(failing), color: failing ? 'red.7' : undefined },
    { id: 'oldest', label: 'قدیمی‌ترین کار', value: oldest ? formatMoment(oldest) : 'صف خالی است' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="provisioning-backlog">
      {items.map((i) => (
        <Paper key={i.id} withBorder radius="md" p="md">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {i.label}
            </Text>
            <Text fw={700} c={i.color} data-testid={`backlog-${i.id}`}>
              {i.value}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
