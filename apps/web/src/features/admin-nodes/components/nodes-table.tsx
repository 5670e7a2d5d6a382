import { Button, Group, Paper, Table, Text } from '@mantine/core';
import type { NodeSchema } from '@pishkhan/contract';
import { IconRefresh, IconServerOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { NodeStatusBadge } from '../../../components/admin/status-badges';
import { showSuccess } from '../../../components/ui/alerts';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { EmptyState } from '../../../components/ui/empty-state';
import { Latin, withLatinRuns } from '../../../components/ui/latin';
import { formatMoment, formatNumber, toPersianDigits } from '../../../lib/format';
import { useResyncNode } from '../api/resync-node';
import { CORE_LABELS } from '../core-labels';
import { SaveNodeDialog } from './save-node-dialog';

type Node = z.infer<typeof NodeSchema>;

/** Each node's health (status, users, last answer, last error) with edit and resync. */
export function NodesTable({ nodes }: { nodes: Node[] }) {
  const [editing, setEditing] = useState<Node | null>();
  const [resyncing, setResyncing] = useState<Node>();
  const resync = useResyncNode();

  const confirmResync = () => {
    if (!resyncing) return;
    resync.mutate(resyncing.id, {
      onSuccess: (data) => {
        setResyncing(undefined);
        void showSuccess(data.message);
      },
    });
  };

  return (
    <>
      <Group justify="flex-end">
        <Button onClick={() => setEditing(null)} data-testid="add-node">
          افزودن نود
        </Button>
      </Group>
      <Paper withBorder radius="md">
        {nodes.length === 0 ? (
          <EmptyState icon={IconServerOff} title="هنوز نودی تعریف نشده است" testId="nodes-empty" />
        ) : (
          <Table.ScrollContainer minWidth={940} type="native">
            <Table striped verticalSpacing="sm" data-testid="nodes-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>نود</Table.Th>
                  <Table.Th>هسته</Table.Th>
                  <Table.Th>وضعیت</Table.Th>
                  <Table.Th>کاربران</Table.Th>
                  <Table.Th>آخرین پاسخ</Table.Th>
                  <Table.Th>آخرین خطا</Table.Th>
                  <Table.Th aria-label="کارها" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {nodes.map((n) => (
                  <Table.Tr key={n.id} data-testid="node-row" data-name={n.name} data-status={n.status}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {withLatinRuns(n.name)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <Latin>{`${n.protocol}://${n.host}:${n.port}`}</Latin>
                      </Text>
                      {!n.active && (
                        <Text size="xs" c="orange.8">
                          غیرفعال
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td data-testid="node-core" style={{ whiteSpace: 'nowrap' }}>
                      <Latin>{CORE_LABELS[n.core]}</Latin>
                    </Table.Td>
                    <Table.Td>
                      <NodeStatusBadge status={n.status} />
                    </Table.Td>
                    <Table.Td data-testid="node-users">{formatNumber(n.users)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {n.last_seen_at ? formatMoment(n.last_seen_at) : 'هرگز'}
                    </Table.Td>
                    <Table.Td maw={260}>
                      <Text size="xs" c={n.last_error ? 'red.7' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                        {n.last_error || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="xs" variant="subtle" onClick={() => setEditing(n)} data-testid="edit-node">
                          ویرایش
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="orange"
                          leftSection={<IconRefresh size={14} aria-hidden />}
                          onClick={() => setResyncing(n)}
                          data-testid="resync-node"
                        >
                          همگام‌سازی
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {editing !== undefined && <SaveNodeDialog node={editing} onClose={() => setEditing(undefined)} />}
      {resyncing && (
        <ConfirmModal
          title={`همگام‌سازی ${resyncing.name}`}
          warning="پنل فراموش می‌کند این نود چه کاربرانی دارد و همه‌ی سرویس‌های زنده را دوباره روی آن می‌سازد یا از آن برمی‌دارد."
          message={`تا چند ثانیه صف ساخت سرویس‌ها بلندتر می‌شود؛ کاربران ${toPersianDigits(resyncing.users)} نفری این نود قطع نمی‌شوند. ادامه می‌دهید؟`}
          confirmLabel="همگام‌سازی"
          busy={resync.isPending}
          onConfirm={confirmResync}
          onClose={() => setResyncing(undefined)}
          testId="resync-confirm"
        />
      )}
    </>
  );
}
