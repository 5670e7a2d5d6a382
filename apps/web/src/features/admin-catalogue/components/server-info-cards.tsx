import { Button, Group, Stack, Text } from '@mantine/core';
import type { ServerInfoSchema } from '@pishkhan/contract';
import { IconServerOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { AdminCards, CardFacts } from '@/components/admin/admin-cards';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { FreeValue } from '@/components/ui/latin';
import { useDeleteServerInfo } from '../api/delete-server-info';
import { SaveServerInfoDialog } from './save-server-info-dialog';

type ServerInfo = z.infer<typeof ServerInfoSchema>;

/** The server cards resellers see beside their RADIUS users, as they see them, with edit and delete. */
export function ServerInfoCards({ cards }: { cards: ServerInfo[] }) {
  const [editing, setEditing] = useState<ServerInfo | null>();
  const [removing, setRemoving] = useState<ServerInfo>();
  const remove = useDeleteServerInfo();
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setEditing(null)} data-testid="add-serverinfo">
          افزودن کارت سرور
        </Button>
      </Group>
      <AdminCards
        rows={cards}
        rowKey={(c) => c.id}
        rowData={(c) => ({ 'data-name': c.name })}
        rowTestId="serverinfo-card"
        empty={{ icon: IconServerOff, title: 'هنوز کارت سروری ساخته نشده است', testId: 'serverinfos-empty' }}
        card={(c) => (
          <>
            <Text fw={700}>{c.name}</Text>
            <CardFacts
              facts={c.items.map((item) => ({ label: item.title, value: <FreeValue value={item.value} /> }))}
            />
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="subtle" onClick={() => setEditing(c)} data-testid="edit-serverinfo">
                ویرایش
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => setRemoving(c)}
                data-testid="delete-serverinfo"
              >
                حذف
              </Button>
            </Group>
          </>
        )}
      />
      {editing !== undefined && <SaveServerInfoDialog card={editing} onClose={() => setEditing(undefined)} />}
      {removing && (
        <ConfirmDeleteDialog
          title={`حذف ${removing.name}`}
          message="این کارت از پنل فروشندگان برداشته شود؟"
          testId="serverinfo-delete-confirm"
          remove={remove}
          variables={removing.id}
          done="کارت سرور حذف شد"
          onClose={() => setRemoving(undefined)}
        />
      )}
    </Stack>
  );
}
