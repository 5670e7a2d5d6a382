import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Nas } from '@pishkhan/contract';
import { IconInfoCircle, IconRouterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin/admin-table';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Latin } from '@/components/ui/latin';
import { formatMoment } from '@/lib/format';
import { useDeleteNas } from '../api/delete-nas';
import { nasTypeLabel, SaveNasDialog } from './save-nas-dialog';

/** How the last Disconnect-Request sent to this server went, to whom and when. */
function LastDisconnect({ nas: n }: { nas: Nas }) {
  if (!n.last_disconnect) {
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="xs">{n.last_disconnect}</Text>
      {n.last_disconnect_username && (
        <Text size="xs" c="dimmed">
          کاربر <Latin>{n.last_disconnect_username}</Latin>
        </Text>
      )}
      {n.last_disconnect_at && (
        <Text size="xs" c="dimmed">
          {formatMoment(n.last_disconnect_at)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * FreeRADIUS clients: address, name, type, masked secret, the port it takes Disconnect-Requests on and how the last
 * one went; add, edit, remove.
 */
export function NasTable({ rows }: { rows: Nas[] }) {
  const [editing, setEditing] = useState<Nas | null>();
  const [removing, setRemoving] = useState<Nas>();
  const remove = useDeleteNas();
  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
        فری‌رادیوس این فهرست را هنگام شروع می‌خواند؛ تغییرها پس از راه‌اندازی دوباره‌ی آن اثر می‌کنند.
      </Alert>
      <Group justify="flex-end">
        <Button onClick={() => setEditing(null)} data-testid="add-nas">
          افزودن سرور رادیوس
        </Button>
      </Group>
      <AdminTable
        rows={rows}
        rowKey={(n) => n.id}
        rowData={(n) => ({ 'data-name': n.shortname })}
        testId="nas"
        rowTestId="nas-row"
        minWidth={900}
        highlightOnHover={false}
        empty={{ icon: IconRouterOff, title: 'هنوز سرور رادیوسی ثبت نشده است', testId: 'nas-empty' }}
        columns={[
          { header: 'نام کوتاه', cell: (n) => n.shortname, td: { fw: 600 } },
          { header: 'نشانی', cell: (n) => <Latin>{n.nasname}</Latin> },
          { header: 'نوع', cell: (n) => nasTypeLabel(n.type) },
          { header: 'رمز مشترک', cell: (n) => <Latin>{n.secret}</Latin>, td: { 'data-testid': 'nas-secret-cell' } },
          { header: 'درگاه قطع اتصال', cell: (n) => <Latin>{String(n.coa_port)}</Latin> },
          {
            header: 'آخرین قطع اتصال',
            cell: (n) => <LastDisconnect nas={n} />,
            td: { 'data-testid': 'nas-last-disconnect', maw: 260 },
          },
          {
            header: 'توضیح',
            cell: (n) => (
              <Text size="xs" c="dimmed">
                {n.description || '—'}
              </Text>
            ),
          },
          {
            header: null,
            headerLabel: 'کارها',
            cell: (n) => (
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="subtle" onClick={() => setEditing(n)} data-testid="edit-nas">
                  ویرایش
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(n)} data-testid="delete-nas">
                  حذف
                </Button>
              </Group>
            ),
          },
        ]}
      />
      {editing !== undefined && <SaveNasDialog nas={editing} onClose={() => setEditing(undefined)} />}
      {removing && (
        <ConfirmDeleteDialog
          title={`حذف ${removing.shortname}`}
          warning="پس از راه‌اندازی دوباره‌ی فری‌رادیوس، درخواست‌های این سرور پذیرفته نمی‌شوند."
          message="این سرور رادیوس حذف شود؟"
          testId="nas-delete-confirm"
          remove={remove}
          variables={removing.id}
          done="سرور رادیوس حذف شد"
          onClose={() => setRemoving(undefined)}
        />
      )}
    </Stack>
  );
}
