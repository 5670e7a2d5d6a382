import { Badge, Button, Group, List, Table, Text } from '@mantine/core';
import { multiplierLabel, type Node } from '@pishkhan/contract';
import { IconAlertTriangle, IconDownload, IconRefresh, IconServerOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin/admin-table';
import { NodeStatusBadge } from '@/components/admin/status-badges';
import { showSuccess, showToast } from '@/components/ui/alerts';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Latin, withLatinRuns } from '@/components/ui/latin';
import { formatMoment, formatNumber, toPersianDigits } from '@/lib/format';
import { useDeleteNode } from '../api/delete-node';
import { useDownloadNodeConfig } from '../api/download-node-config';
import { useResyncNode } from '../api/resync-node';
import { CORE_LABELS, inboundChip } from '../core-labels';
import { NodeErrorCell } from './node-error-cell';
import classes from './nodes-table.module.css';
import { SaveNodeDialog } from './save-node-dialog';
import { technicalText } from './technical-text';

/** What a V2Ray 4.34 node cannot give the addresses dialog and the fair-use policy (decision 107). */
const NO_ONLINE_IPS = 'V2Ray نشانی‌های آنلاین را گزارش نمی‌کند';

/** Everything the server flags on a node: its own settings', then each inbound's, named by its tag. */
const warningsOf = (n: Node) => [
  ...n.warnings.map((text) => ({ tag: '', text })),
  ...n.inbounds.flatMap((inbound) => inbound.warnings.map((text) => ({ tag: inbound.tag, text }))),
];

/** The node's name, its warnings' count, where customers reach it and where the panel dials its API. */
function NodeCell({ node: n }: { node: Node }) {
  const warnings = warningsOf(n).length;
  return (
    <>
      <Text size="sm" fw={600}>
        {withLatinRuns(n.name)}
      </Text>
      {warnings > 0 && (
        <Badge
          color="yellow"
          variant="light"
          size="sm"
          my={2}
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          data-testid="node-warning-badge"
        >
          {`هشدار ${formatNumber(warnings)}`}
        </Badge>
      )}
      <Text size="xs" c="dimmed" data-testid="node-public-host">
        <Latin>{n.host}</Latin>
      </Text>
      {/* Where the panel dials the API, and where the node's file has it listen. */}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {'API: '}
        <Latin data-testid="node-api-address">{n.api_address}</Latin>
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {'گوش‌دادن: '}
        <Latin data-testid="node-api-listen">{n.api_listen}</Latin>
      </Text>
      {!n.active && (
        <Text size="xs" c="orange.8">
          غیرفعال
        </Text>
      )}
    </>
  );
}

/** The core, whether its API link is encrypted, what it cannot report, and its traffic multiplier. */
function CoreCell({ node: n }: { node: Node }) {
  return (
    <>
      <Text size="sm" data-testid="node-core">
        <Latin>{CORE_LABELS[n.core]}</Latin>
      </Text>
      <Text size="xs" c="dimmed" data-testid="node-api-link">
        {n.api_tls ? 'رابط با رمزنگاری' : 'رابط بدون رمزنگاری'}
      </Text>
      {/* Decision 107: the fair-use policy and the addresses dialog have nothing from such a node. */}
      {n.core === 'v2ray' && (
        <Text size="xs" c="dimmed" data-testid="node-no-online-ips" style={{ whiteSpace: 'normal' }}>
          {withLatinRuns(NO_ONLINE_IPS)}
        </Text>
      )}
      {n.traffic_multiplier !== 1 && (
        <Badge size="sm" variant="light" color="grape" mt={4} data-testid="node-multiplier">
          {`ضریب مصرف ${multiplierLabel(n.traffic_multiplier)}`}
        </Badge>
      )}
    </>
  );
}

/** What the node holds against what it should: a difference is work the queue has not done. */
function UsersCell({ node: n }: { node: Node }) {
  const same = n.users === n.expected_users;
  return (
    <Text
      size="sm"
      c={same ? undefined : 'orange.8'}
      fw={same ? undefined : 700}
      title={same ? undefined : 'کاربران روی نود با کاربرانی که باید باشند یکی نیست'}
      data-testid="node-users"
      data-differs={same ? undefined : ''}
    >
      {`${formatNumber(n.users)} از ${formatNumber(n.expected_users)} کاربر`}
    </Text>
  );
}

/** What the server flags, under the node's row: its settings', then each inbound's by its tag. */
function NodeWarnings({ node: n }: { node: Node }) {
  const warnings = warningsOf(n);
  if (warnings.length === 0) return null;
  return (
    <Table.Tr className={classes.warnings} data-testid="node-warnings-row" data-name={n.name}>
      <Table.Td colSpan={7}>
        <List
          size="xs"
          spacing={4}
          icon={<IconAlertTriangle size={14} color="var(--mantine-color-yellow-8)" aria-hidden />}
          classNames={{ itemWrapper: classes.warning }}
        >
          {warnings.map((w) => (
            <List.Item
              key={`${w.tag}:${w.text}`}
              data-testid={w.tag ? 'inbound-warning' : 'node-warning'}
              data-tag={w.tag || undefined}
            >
              {w.tag && (
                <>
                  <Latin className={classes.tag}>{w.tag}</Latin>
                  {': '}
                </>
              )}
              {technicalText(w.text)}
            </List.Item>
          ))}
        </List>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Each node: its core and API link, its inbounds, its health and users against what it should hold; edit, resync and
 * download the configuration its core runs.
 */
export function NodesTable({ nodes }: { nodes: Node[] }) {
  const [editing, setEditing] = useState<Node | null>();
  const [resyncing, setResyncing] = useState<Node>();
  const resync = useResyncNode();
  const [deleting, setDeleting] = useState<Node>();
  const remove = useDeleteNode();
  const config = useDownloadNodeConfig();

  const confirmResync = () => {
    if (!resyncing) return;
    resync.mutate(resyncing.id, {
      onSuccess: (data) => {
        setResyncing(undefined);
        void showSuccess(data.message);
      },
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (data) => {
        setDeleting(undefined);
        showToast(data.message);
      },
      // Refused (a group would be left with no node): the error dialog names the groups; the question closes.
      onError: () => setDeleting(undefined),
    });
  };

  return (
    <>
      <Group justify="flex-end">
        <Button onClick={() => setEditing(null)} data-testid="add-node">
          افزودن نود
        </Button>
      </Group>
      {/* Wherever the table does not fit its box, each node is a card, as the other lists (decision 088). */}
      <AdminTable
        rows={nodes}
        rowKey={(n) => n.id}
        rowData={(n) => ({ 'data-name': n.name, 'data-status': n.status })}
        rowClassName={(n) => (warningsOf(n).length > 0 ? classes.warned : undefined)}
        rowAfter={(n) => <NodeWarnings node={n} />}
        testId="nodes"
        rowTestId="node-row"
        cellAreas={classes.table}
        highlightOnHover={false}
        empty={{ icon: IconServerOff, title: 'هنوز نودی تعریف نشده است', testId: 'nodes-empty' }}
        columns={[
          { header: 'نود', cell: (n) => <NodeCell node={n} /> },
          { header: 'هسته', cell: (n) => <CoreCell node={n} />, td: { style: { whiteSpace: 'nowrap' } } },
          {
            header: 'ورودی‌ها',
            cell: (n) => (
              <Group gap={4}>
                {n.inbounds.map((inbound) => (
                  <Badge
                    key={inbound.id}
                    variant="outline"
                    color="gray"
                    tt="none"
                    maw="100%"
                    data-testid="node-inbound"
                    data-tag={inbound.tag}
                  >
                    <Latin>{inboundChip(inbound)}</Latin>
                  </Badge>
                ))}
              </Group>
            ),
          },
          {
            header: 'وضعیت',
            cell: (n) => (
              <>
                <NodeStatusBadge status={n.status} />
                <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'nowrap' }}>
                  {n.last_seen_at ? `آخرین پاسخ: ${formatMoment(n.last_seen_at)}` : 'هنوز پاسخی نداده است'}
                </Text>
              </>
            ),
          },
          {
            header: 'آخرین خطا',
            cell: (n) =>
              n.last_error ? (
                <NodeErrorCell nodeId={n.id} text={n.last_error} />
              ) : (
                <Text size="xs" c="dimmed">
                  —
                </Text>
              ),
            td: (n) => ({ miw: 180, maw: 260, 'data-empty': n.last_error ? undefined : '' }),
          },
          { header: 'کاربران', cell: (n) => <UsersCell node={n} />, td: { style: { whiteSpace: 'nowrap' } } },
          {
            header: '',
            headerLabel: 'کارها',
            cell: (n) => (
              <Group gap={4} className={classes.actions}>
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
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  loading={config.isPending && config.variables?.id === n.id}
                  onClick={() => config.mutate(n)}
                  data-testid="node-config"
                >
                  پیکربندی
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => setDeleting(n)}
                  aria-label={`حذف نود ${n.name}`}
                  data-testid="delete-node"
                >
                  حذف
                </Button>
              </Group>
            ),
          },
        ]}
      />
      {editing !== undefined && <SaveNodeDialog node={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <ConfirmModal
          title={`حذف نود «${deleting.name}»`}
          warning="این کار برگشت‌پذیر نیست: نود و ورودی‌هایش از پنل پاک می‌شوند."
          message={
            <List size="sm" spacing={4} data-testid="delete-node-consequences">
              <List.Item>
                سرویس‌ها روی نودهای دیگرِ گروه خود می‌مانند و پیوند و اشتراکشان از این پس نشانی این نود را ندارد.
              </List.Item>
              <List.Item>
                {`${formatNumber(deleting.users)} حسابی که هسته‌ی این نود اکنون دارد از روی آن برداشته نمی‌شود؛ پس از حذف، هسته‌ی نود را خاموش کنید.`}
              </List.Item>
              <List.Item>
                اگر گروهی فقط روی این نود باشد، یا سرویس‌های فعالی جز آن نودی نداشته باشند، نود حذف نمی‌شود و نام آن
                گروه‌ها گفته می‌شود.
              </List.Item>
            </List>
          }
          confirmLabel="حذف نود"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(undefined)}
          testId="delete-node-confirm"
        />
      )}
      {resyncing && (
        <ConfirmModal
          title={`همگام‌سازی ${resyncing.name}`}
          warning="پنل فراموش می‌کند این نود چه کاربرانی دارد و همه‌ی سرویس‌های فعال را دوباره روی آن می‌سازد یا از آن برمی‌دارد."
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
