import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconServer } from '@tabler/icons-react';
import { FreeValue } from '@/components/ui/latin';
import { useResellerInfo } from '../api/get-reseller-info';
import { useServerInfos } from '../api/get-server-infos';

/** Server info cards, only when one of the reseller's services is RADIUS (docs/product/screens.md#dashboard). */
export function ServerInfoCards() {
  const { data: info } = useResellerInfo();
  const hasRadius = info?.hasRadius === true;
  const { data: servers } = useServerInfos(hasRadius);
  if (!hasRadius || !servers || servers.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="server-infos">
      <Title order={2} size="h4">
        اطلاعات سرورها
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {servers.map((server) => (
          <Paper key={server.id} withBorder p="md" radius="md" data-testid="server-info-card">
            <Group gap="xs" mb="sm" wrap="nowrap">
              <IconServer size={20} color="var(--mantine-color-blue-6)" aria-hidden />
              <Text fw={700}>{server.name}</Text>
            </Group>
            <Stack gap={6}>
              {server.items.map((item) => (
                <Group key={`${item.title}-${item.value}`} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {item.title}
                  </Text>
                  <Text size="sm" fw={600} style={{ minWidth: 0, textAlign: 'end' }}>
                    <FreeValue value={item.value} />
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
