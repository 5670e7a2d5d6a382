import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminPackageGroupSchema } from '@pishkhan/contract';
import { IconBoxOff, IconEdit, IconPlus, IconServer } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { ActiveBadge } from '../../../components/admin/status-badges';
import { EmptyState } from '../../../components/ui/empty-state';
import { withLatinRuns } from '../../../components/ui/latin';
import { CuedScrollContainer } from '../../../components/ui/scroll-cue';
import { formatGb, formatNumber, formatToman, toPersianDigits } from '../../../lib/format';
import { GroupNodesDialog } from './group-nodes-dialog';
import { SaveGroupDialog } from './save-group-dialog';
import { SavePackageDialog } from './save-package-dialog';

type AdminGroup = z.infer<typeof AdminPackageGroupSchema>;
type AdminPackage = AdminGroup['packages'][number];

type Editing =
  | { kind: 'group'; group: AdminGroup | null }
  | { kind: 'package'; pkg: AdminPackage | null; groupId: number }
  | { kind: 'nodes'; group: AdminGroup };

function PackageKind({ pkg }: { pkg: AdminPackage }) {
  return (
    <Group gap={4} wrap="nowrap">
      {pkg.is_v2ray && (
        <Badge variant="outline" color="blue">
          وی‌توری
        </Badge>
      )}
      {pkg.is_radius && (
        <Badge variant="outline" color="grape">
          رادیوس
        </Badge>
      )}
      {pkg.is_custom && (
        <Badge variant="outline" color="orange">
          دلخواه
        </Badge>
      )}
    </Group>
  );
}

/** Every package group with its packages at list prices, and the actions on each. */
export function PackageGroups({ groups }: { groups: AdminGroup[] }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);

  return (
    <Stack gap="md" data-testid="package-groups">
      <Group justify="space-between">
        <Title order={2} size="h4">
          گروه‌ها و بسته‌ها
        </Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing({ kind: 'group', group: null })}
          data-testid="add-group"
        >
          افزودن گروه
        </Button>
      </Group>
      {groups.length === 0 && (
        <Paper withBorder radius="md">
          <EmptyState icon={IconBoxOff} title="هنوز گروهی ساخته نشده است" testId="groups-empty" />
        </Paper>
      )}
      {groups.map((g) => (
        <Paper key={g.id} withBorder radius="md" p="md" data-testid="group-card" data-name={g.name}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={700}>{withLatinRuns(g.name)}</Text>
                  <ActiveBadge active={g.active} off="خارج از فروش" />
                </Group>
                {g.info && (
                  <Text size="xs" c="dimmed">
                    {withLatinRuns(g.info)}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={14} aria-hidden />}
                  onClick={() => setEditing({ kind: 'group', group: g })}
                  data-testid="edit-group"
                >
                  ویرایش
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconServer size={14} aria-hidden />}
                  onClick={() => setEditing({ kind: 'nodes', group: g })}
                  data-testid="group-nodes"
                >
                  نودها
                </Button>
                <Button
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => setEditing({ kind: 'package', pkg: null, groupId: g.id })}
                  data-testid="add-package"
                >
                  بسته
                </Button>
              </Group>
            </Group>
            {g.packages.length === 0 ? (
              <Text size="sm" c="dimmed">
                این گروه هنوز بسته‌ای ندارد.
              </Text>
            ) : (
              <CuedScrollContainer minWidth={720} type="native">
                <Table striped verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>بسته</Table.Th>
                      <Table.Th>نوع</Table.Th>
                      <Table.Th>قیمت پایه</Table.Th>
                      <Table.Th>مدت</Table.Th>
                      <Table.Th>حجم</Table.Th>
                      <Table.Th>وضعیت</Table.Th>
                      <Table.Th aria-label="کارها" />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {g.packages.map((p) => (
                      <Table.Tr key={p.id} data-testid="package-row" data-name={p.name}>
                        <Table.Td>{withLatinRuns(p.name)}</Table.Td>
                        <Table.Td>
                          <PackageKind pkg={p} />
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="package-price-cell">
                          {formatToman(p.price)}
                          {p.is_custom ? ' برای هر گیگ' : ''}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {p.is_custom ? `تا ${toPersianDigits(p.day)} روز` : `${formatNumber(p.days)} روز`}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {p.is_custom
                            ? `تا ${formatGb(p.transferlimit)} گیگ`
                            : p.unlimited_traffic
                              ? 'نامحدود'
                              : `${formatGb(p.traffic_gb)} گیگ`}
                        </Table.Td>
                        <Table.Td>
                          <ActiveBadge active={p.active} off="خارج از فروش" />
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="subtle"
                            onClick={() => setEditing({ kind: 'package', pkg: p, groupId: g.id })}
                            data-testid="edit-package"
                          >
                            ویرایش
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </CuedScrollContainer>
            )}
          </Stack>
        </Paper>
      ))}
      {editing?.kind === 'group' && <SaveGroupDialog group={editing.group} onClose={close} />}
      {editing?.kind === 'package' && (
        <SavePackageDialog groups={groups} pkg={editing.pkg} groupId={editing.groupId} onClose={close} />
      )}
      {editing?.kind === 'nodes' && <GroupNodesDialog group={editing.group} onClose={close} />}
    </Stack>
  );
}
