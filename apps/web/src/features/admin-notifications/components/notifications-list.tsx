import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRecipient } from '@/components/admin/get-recipient';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { formatJalaliDay, toPersianDigits } from '@/lib/format';
import { useDeleteNotification } from '../api/delete-notification';
import { SaveNotificationDialog } from './save-notification-dialog';

interface AdminNotification {
  id: number;
  title: string;
  body: string;
  jdate: string;
  user_id: number | null;
}

/** Who a notification went to: everyone, or one reseller by name (a link to their page). */
function Recipient({ userId }: { userId: number | null }) {
  const user = useRecipient(userId);
  if (userId === null) {
    return (
      <Badge variant="light" color="blue" data-testid="notification-recipient">
        همه‌ی فروشندگان
      </Badge>
    );
  }
  return (
    <Anchor component={Link} to={`/admin/resellers/${userId}`} size="sm" data-testid="notification-recipient">
      {user.data ? user.data.name || toPersianDigits(user.data.mobile) : `فروشنده‌ی ${toPersianDigits(userId)}`}
    </Anchor>
  );
}

/** Every notification, newest first, with edit and delete. */
export function NotificationsList({ rows }: { rows: AdminNotification[] }) {
  const [editing, setEditing] = useState<AdminNotification | null>();
  const [removing, setRemoving] = useState<AdminNotification>();
  const remove = useDeleteNotification();
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setEditing(null)} data-testid="add-notification">
          اعلان تازه
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState icon={IconBellOff} title="هنوز اعلانی فرستاده نشده است" testId="notifications-empty" />
        </Paper>
      ) : (
        rows.map((n) => (
          <Paper key={n.id} withBorder radius="md" p="md" data-testid="notification-row" data-title={n.title}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {n.title}
                  </Text>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {formatJalaliDay(n.jdate)}
                    </Text>
                    <Recipient userId={n.user_id} />
                  </Group>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="subtle" onClick={() => setEditing(n)} data-testid="edit-notification">
                    ویرایش
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setRemoving(n)}
                    data-testid="delete-notification"
                  >
                    حذف
                  </Button>
                </Group>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={4}>
                {n.body}
              </Text>
            </Stack>
          </Paper>
        ))
      )}
      {editing !== undefined && <SaveNotificationDialog notification={editing} onClose={() => setEditing(undefined)} />}
      {removing && (
        <ConfirmDeleteDialog
          title="حذف اعلان"
          message={`«${removing.title}» از پنل فروشندگان برداشته شود؟`}
          testId="notification-delete-confirm"
          remove={remove}
          variables={removing.id}
          done="اعلان حذف شد"
          onClose={() => setRemoving(undefined)}
        />
      )}
    </Stack>
  );
}
