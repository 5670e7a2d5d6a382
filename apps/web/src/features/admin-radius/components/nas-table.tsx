import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { Nas } from '@pishkhan/contract';
import { IconInfoCircle, IconRouterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Latin } from '../../../components/ui/latin';
import { CuedScrollContainer } from '../../../components/ui/scroll-cue';
import { formatMoment } from '../../../lib/format';
import { useDeleteNas } from '../api/delete-nas';
import { nasTypeLabel, SaveNasDialog } from './save-nas-dialog';

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
      <Paper withBorder radius="md">
        {rows.length === 0 ? (
          <EmptyState icon={IconRouterOff} title="هنوز سرور رادیوسی ثبت نشده است" testId="nas-empty" />
        ) : (
          <CuedScrollContainer minWidth={900} type="native">
            <Table striped verticalSpacing="sm" data-testid="nas-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>نام کوتاه</Table.Th>
                  <Table.Th>نشانی</Table.Th>
                  <Table.Th>نوع</Table.Th>
                  <Table.Th>رمز مشترک</Table.Th>
                  <Table.Th>درگاه قطع اتصال</Table.Th>
                  <Table.Th>آخرین قطع اتصال</Table.Th>
                  <Table.Th>توضیح</Table.Th>
                  <Table.Th aria-label="کارها" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((n) => (
                  <Table.Tr key={n.id} data-testid="nas-row" data-name={n.shortname}>
                    <Table.Td fw={600}>{n.shortname}</Table.Td>
                    <Table.Td>
                      <Latin>{n.nasname}</Latin>
                    </Table.Td>
                    <Table.Td>{nasTypeLabel(n.type)}</Table.Td>
                    <Table.Td data-testid="nas-secret-cell">
                      <Latin>{n.secret}</Latin>
                    </Table.Td>
                    <Table.Td>
                      <Latin>{String(n.coa_port)}</Latin>
                    </Table.Td>
                    <Table.Td data-testid="nas-last-disconnect" maw={260}>
                      {n.last_disconnect ? (
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
                      ) : (
                        <Text size="xs" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {n.description || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="xs" variant="subtle" onClick={() => setEditing(n)} data-testid="edit-nas">
                          ویرایش
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setRemoving(n)}
                          data-testid="delete-nas"
                        >
                          حذف
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CuedScrollContainer>
        )}
      </Paper>
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
