import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { AdminPayGroup, TopUpMethods } from '@pishkhan/contract';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { RateBadge } from '@/components/layout/rate-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Latin, withLatinRuns } from '@/components/ui/latin';
import { toPersianDigits } from '@/lib/format';
import { payWayLine } from '../utils/pay-group-summary';
import { SavePayGroupDialog } from './save-pay-group-dialog';

/** A top-up the server has no keys for: whatever the group says, its resellers do not see it. */
function Unconfigured() {
  return (
    <Text size="sm" c="orange.9" data-state="unconfigured">
      روی این سرور راه‌اندازی نشده
    </Text>
  );
}

/**
 * Pay groups as cards: who is in each, which top-ups they see at what rate, their support link; add and edit. A top-up
 * the server has no provider keys for (`configured`) reads as not set up here, never «روشن».
 */
export function PayGroups({ groups, configured }: { groups: AdminPayGroup[]; configured: TopUpMethods }) {
  const [editing, setEditing] = useState<AdminPayGroup | null>();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        هر فروشنده در یک گروه پرداخت است. گروه تعیین می‌کند شارژ با ووچر و رمزارز برای او باز باشد یا نه، با چه نرخی
        اعتبار بگیرد (۱۰۰ یعنی به نرخ روز دلار) و کدام پیوند تلگرام را ببیند. گروه نخست برای فروشندگان تازه است.
      </Text>
      <Group justify="flex-end">
        <Button onClick={() => setEditing(null)} data-testid="add-paygroup">
          افزودن گروه پرداخت
        </Button>
      </Group>
      {groups.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState icon={IconUsersGroup} title="هنوز گروه پرداختی ساخته نشده است" testId="paygroups-empty" />
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {groups.map((g, i) => (
            <Paper key={g.id} withBorder radius="md" p="md" data-testid="paygroup-card" data-name={g.name}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {withLatinRuns(g.name)}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {i === 0 && (
                      <Badge variant="light" color="gray" data-testid="paygroup-default">
                        حساب‌های تازه
                      </Badge>
                    )}
                    <Badge variant="light" data-testid="paygroup-resellers">
                      {toPersianDigits(g.resellers)} فروشنده
                    </Badge>
                  </Group>
                </Group>
                <Table verticalSpacing={4} fz="sm" layout="fixed">
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Td c="dimmed" w="40%">
                        ووچر پرفکت‌مانی
                      </Table.Td>
                      <Table.Td data-testid="paygroup-perfect-cell">
                        {configured.perfectmoney ? (
                          <Group gap={6}>
                            {payWayLine(g.has_perfectmoney, g.perfect_charge_rate)}
                            {g.has_perfectmoney && <RateBadge rate={g.perfect_charge_rate} id="perfect" />}
                          </Group>
                        ) : (
                          <Unconfigured />
                        )}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td c="dimmed">رمزارز</Table.Td>
                      <Table.Td data-testid="paygroup-crypto-cell">
                        {configured.crypto ? (
                          <Group gap={6}>
                            {payWayLine(g.has_crypto, g.crypto_charge_rate)}
                            {g.has_crypto && <RateBadge rate={g.crypto_charge_rate} id="crypto" />}
                          </Group>
                        ) : (
                          <Unconfigured />
                        )}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td c="dimmed">تلگرام</Table.Td>
                      <Table.Td>{g.telegram ? <Latin>{g.telegram}</Latin> : '—'}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
                <Group justify="flex-end">
                  <Button size="xs" variant="subtle" onClick={() => setEditing(g)} data-testid="edit-paygroup">
                    ویرایش
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {editing !== undefined && (
        <SavePayGroupDialog group={editing} configured={configured} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
