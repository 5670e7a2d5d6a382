import { Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ServerInfoSchema } from '@pishkhan/contract';
import { IconServerOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
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
      {cards.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState icon={IconServerOff} title="هنوز کارت سروری ساخته نشده است" testId="serverinfos-empty" />
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {cards.map((c) => (
            <Paper key={c.id} withBorder radius="md" p="md" data-testid="serverinfo-card" data-name={c.name}>
              <Stack gap="sm">
                <Text fw={700}>{c.name}</Text>
                <Table verticalSpacing={4} fz="sm" layout="fixed">
                  <Table.Tbody>
                    {c.items.map((item, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
                      <Table.Tr key={i}>
                        <Table.Td c="dimmed" w="40%">
                          {item.title}
                        </Table.Td>
                        <Table.Td>
                          <FreeValue value={item.value} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
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
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
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
