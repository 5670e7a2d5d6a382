import { Badge, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { Latin } from '../../../components/ui/latin';
import { useServiceIps } from '../api/get-service-ips';

export const UNKNOWN_PROVIDER = 'نامشخص';

/** Online state, servers and connected addresses (docs/product/screens.md#ip-dialog). */
export function IpsServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const ips = useServiceIps(service.id);
  const info = ips.data;
  return (
    <Modal opened onClose={onClose} title={`آی‌پی‌های سرویس شماره‌ی ${service.id}`} centered data-testid="ips-dialog">
      {ips.isPending && <Loader size="sm" />}
      {info && (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm">وضعیت اتصال:</Text>
            <Badge color={info.online ? 'green' : 'gray'} data-testid="ips-online">
              {info.online ? 'آنلاین' : 'آفلاین'}
            </Badge>
          </Group>
          <Stack gap={4}>
            <Title order={3} size="h6">
              سرورها
            </Title>
            {info.servers.length === 0 ? (
              <Text size="sm" c="dimmed">
                سروری ثبت نشده است.
              </Text>
            ) : (
              <Group gap={6}>
                {info.servers.map((server) => (
                  <Badge key={server} variant="light" style={{ textTransform: 'none' }}>
                    {server}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
          {info.ips.length === 0 ? (
            <EmptyState title="آی‌پی متصلی وجود ندارد" testId="ips-empty" />
          ) : (
            <Table.ScrollContainer minWidth={280}>
              <Table striped data-testid="ips-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>آی‌پی</Table.Th>
                    <Table.Th>سرویس‌دهنده</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {info.ips.map((row) => (
                    <Table.Tr key={row.ip}>
                      <Table.Td>
                        <Latin>{row.ip}</Latin>
                      </Table.Td>
                      <Table.Td>{row.provider || UNKNOWN_PROVIDER}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Modal>
  );
}
