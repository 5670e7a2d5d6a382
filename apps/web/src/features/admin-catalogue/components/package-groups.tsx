import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminPackageGroupSchema } from '@pishkhan/contract';
import { IconBoxOff, IconEdit, IconPlus, IconServer } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { AdminTable } from '@/components/admin/admin-table';
import { ActiveBadge } from '@/components/admin/status-badges';
import { EmptyState } from '@/components/ui/empty-state';
import { withLatinRuns } from '@/components/ui/latin';
import { formatGb, formatNumber, formatToman, toPersianDigits } from '@/lib/format';
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

const NOWRAP = { whiteSpace: 'nowrap' } as const;

function volume(p: AdminPackage) {
  if (p.is_custom) return `تا ${formatGb(p.transferlimit)} گیگ`;
  return p.unlimited_traffic ? 'نامحدود' : `${formatGb(p.traffic_gb)} گیگ`;
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
            <AdminTable
              rows={g.packages}
              rowKey={(p) => p.id}
              rowData={(p) => ({ 'data-name': p.name })}
              testId="packages"
              rowTestId="package-row"
              minWidth={720}
              spacing="xs"
              highlightOnHover={false}
              bare
              empty={{ title: 'این گروه هنوز بسته‌ای ندارد.', plain: true }}
              columns={[
                { header: 'بسته', cell: (p) => withLatinRuns(p.name) },
                { header: 'نوع', cell: (p) => <PackageKind pkg={p} /> },
                {
                  header: 'قیمت پایه',
                  cell: (p) => `${formatToman(p.price)}${p.is_custom ? ' برای هر گیگ' : ''}`,
                  td: { style: NOWRAP, 'data-testid': 'package-price-cell' },
                },
                {
                  header: 'مدت',
                  cell: (p) => (p.is_custom ? `تا ${toPersianDigits(p.day)} روز` : `${formatNumber(p.days)} روز`),
                  td: { style: NOWRAP },
                },
                { header: 'حجم', cell: volume, td: { style: NOWRAP } },
                { header: 'وضعیت', cell: (p) => <ActiveBadge active={p.active} off="خارج از فروش" /> },
                {
                  header: null,
                  headerLabel: 'کارها',
                  cell: (p) => (
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => setEditing({ kind: 'package', pkg: p, groupId: g.id })}
                      data-testid="edit-package"
                    >
                      ویرایش
                    </Button>
                  ),
                },
              ]}
            />
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
