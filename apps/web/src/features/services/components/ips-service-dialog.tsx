import { Alert, Badge, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { FairUse, FairUseEvent, Service } from '@pishkhan/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { Latin, withLatinRuns } from '@/components/ui/latin';
import { formatMoment, formatNumber } from '@/lib/format';
import { type IpInfo, useServiceIps } from '../api/get-service-ips';

export const UNKNOWN_PROVIDER = 'نامشخص';
/** A V2Ray 4.34 node has no online-IP statistics (decision 107). */
export const NO_ONLINE_IPS = 'V2Ray نشانی‌های آنلاین را گزارش نمی‌کند';

const EVENT_LABELS: Record<FairUseEvent['kind'], { label: string; color: string }> = {
  warn: { label: 'هشدار', color: 'yellow' },
  pause: { label: 'توقف موقت', color: 'red' },
  resume: { label: 'پایان توقف', color: 'green' },
};

/** When each address last opened a connection, as the Xray nodes report it (the newest of its nodes). */
function lastSeenByIp(info: IpInfo) {
  const seen = new Map<string, string>();
  for (const row of info.online_ips ?? []) {
    const before = seen.get(row.ip);
    if (!before || before < row.last_seen) seen.set(row.ip, row.last_seen);
  }
  return seen;
}

/** The service's simultaneous limit, its pause and the policy's entries (decision 107). */
function FairUseSection({ fairuse }: { fairuse: FairUse }) {
  return (
    <Stack gap={6} data-testid="fairuse">
      <Title order={3} size="h6">
        استفادهٔ هم‌زمان
      </Title>
      <Text size="sm" data-testid="fairuse-limit">
        {fairuse.limit > 0 ? `حد مجاز: ${formatNumber(fairuse.limit)} نشانی هم‌زمان` : 'بدون محدودیت نشانی هم‌زمان'}
      </Text>
      {fairuse.paused_until && (
        <Alert color="red" variant="light" p="xs" data-testid="fairuse-paused">
          {`این سرویس به دلیل استفادهٔ هم‌زمان بیش از حد مجاز تا ${formatMoment(fairuse.paused_until)} متوقف است و پس از آن خودبه‌خود وصل می‌شود.`}
        </Alert>
      )}
      {fairuse.events.length === 0 ? (
        <Text size="sm" c="dimmed">
          هشدار یا توقفی ثبت نشده است.
        </Text>
      ) : (
        <Stack gap={4} data-testid="fairuse-events">
          {fairuse.events.map((event) => (
            <Group key={`${event.kind}-${event.at}`} gap={6} wrap="wrap" align="baseline" data-testid="fairuse-event">
              <Badge size="sm" variant="light" color={EVENT_LABELS[event.kind].color}>
                {EVENT_LABELS[event.kind].label}
              </Badge>
              <Text size="xs" c="dimmed">
                {formatMoment(event.at)}
              </Text>
              {event.kind !== 'resume' && (
                <Text size="xs">
                  {`${formatNumber(event.addresses)} نشانی (حد مجاز ${formatNumber(event.limit)})`}
                  {event.ips.length > 0 && ': '}
                  {event.ips.map((ip, i) => (
                    <span key={ip}>
                      {i > 0 && '، '}
                      <Latin>{ip}</Latin>
                    </span>
                  ))}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Online state, servers and connected addresses (docs/product/screens.md#ip-dialog). */
export function IpsServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const ips = useServiceIps(service.id);
  const info = ips.data;
  const lastSeen = info ? lastSeenByIp(info) : new Map<string, string>();
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
          {info.no_online_ips && (
            <Text size="xs" c="dimmed" data-testid="ips-no-online">
              {withLatinRuns(NO_ONLINE_IPS)}
              {` (${info.no_online_ips.join('، ')})`}
            </Text>
          )}
          {info.ips.length === 0 ? (
            <EmptyState title="آی‌پی متصلی وجود ندارد" testId="ips-empty" />
          ) : (
            <Table.ScrollContainer minWidth={280}>
              <Table striped data-testid="ips-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>آی‌پی</Table.Th>
                    <Table.Th>سرویس‌دهنده</Table.Th>
                    {lastSeen.size > 0 && <Table.Th>آخرین اتصال</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {info.ips.map((row) => (
                    <Table.Tr key={row.ip}>
                      <Table.Td>
                        <Latin>{row.ip}</Latin>
                      </Table.Td>
                      <Table.Td>{row.provider || UNKNOWN_PROVIDER}</Table.Td>
                      {lastSeen.size > 0 && (
                        <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="ips-last-seen">
                          {formatMoment(lastSeen.get(row.ip) ?? '') || '—'}
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {info.fairuse && <FairUseSection fairuse={info.fairuse} />}
        </Stack>
      )}
    </Modal>
  );
}
