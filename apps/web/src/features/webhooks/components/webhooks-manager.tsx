import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { Webhook } from '@pishkhan/contract';
import { IconList, IconPencil, IconPlayerPlay, IconPlus, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../components/ui/alerts';
import { EmptyState } from '../../../components/ui/empty-state';
import { Latin } from '../../../components/ui/latin';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { CuedScrollContainer } from '../../../components/ui/scroll-cue';
import { formatMoment, formatNumber } from '../../../lib/format';
import { useWebhooks } from '../api/get-webhooks';
import { useUpdateWebhook } from '../api/update-webhook';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { eventLabel } from './event-label';
import { SaveWebhookDialog } from './save-webhook-dialog';
import { WebhookStatusBadge } from './webhook-status-badge';

type Dialog = { kind: 'save'; webhook: Webhook | null } | { kind: 'delete'; webhook: Webhook } | null;

function RowActions({ webhook, onDialog }: { webhook: Webhook; onDialog: (d: Dialog) => void }) {
  const update = useUpdateWebhook();
  const resume = () =>
    update.mutate(
      { id: webhook.id, body: { status: 'active' } },
      { onSuccess: () => showToast('وب‌هوک از سر گرفته شد', ['رویدادهای در صف مانده اکنون فرستاده می‌شوند.']) },
    );
  return (
    <Group gap={4} wrap="nowrap">
      {webhook.status === 'paused' && (
        <Button
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          loading={update.isPending}
          onClick={resume}
          data-testid="resume-webhook"
        >
          از سر گرفتن
        </Button>
      )}
      <Tooltip label="ارسال‌ها">
        <ActionIcon
          variant="subtle"
          component={Link}
          to={`/webhooks/${webhook.id}`}
          aria-label="ارسال‌های این وب‌هوک"
          data-testid="webhook-deliveries"
        >
          <IconList size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="ویرایش">
        <ActionIcon
          variant="subtle"
          aria-label="ویرایش وب‌هوک"
          onClick={() => onDialog({ kind: 'save', webhook })}
          data-testid="edit-webhook"
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="حذف">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label="حذف وب‌هوک"
          onClick={() => onDialog({ kind: 'delete', webhook })}
          data-testid="delete-webhook"
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** docs/product/integrations.md#webhooks: the reseller's endpoints, a new one with its secret once, edit, resume, delete. */
export function WebhooksManager({ title }: { title: string }) {
  const webhooks = useWebhooks();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = webhooks.data;

  let body: React.ReactNode;
  if (!list) body = <LoadingScreen fullScreen={false} />;
  else if (list.length === 0) {
    body = (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconWebhook}
          title="هنوز وب‌هوکی نساخته‌اید"
          description="با وب‌هوک، ربات یا سایت شما از ساخت، تمدید و پایان سرویس‌ها و کم شدن موجودی باخبر می‌شود."
          testId="webhooks-empty"
        />
      </Paper>
    );
  } else {
    body = (
      <Paper withBorder radius="md">
        <CuedScrollContainer minWidth={820} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="webhooks-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>نشانی</Table.Th>
                <Table.Th>رویدادها</Table.Th>
                <Table.Th>وضعیت</Table.Th>
                <Table.Th>ناموفق پشت سر هم</Table.Th>
                <Table.Th>ساخته شده</Table.Th>
                <Table.Th>عملیات</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((webhook) => (
                <Table.Tr key={webhook.id} data-testid="webhook-row" data-id={webhook.id}>
                  <Table.Td style={{ maxWidth: '18rem' }}>
                    <Latin data-testid="webhook-url-cell">{webhook.url}</Latin>
                  </Table.Td>
                  <Table.Td style={{ maxWidth: '20rem' }}>
                    <Group gap={4} data-testid="webhook-events-cell">
                      {webhook.events.map((type) => (
                        <Badge key={type} variant="outline" color="gray" size="sm" style={{ textTransform: 'none' }}>
                          {eventLabel(type)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <WebhookStatusBadge status={webhook.status} />
                  </Table.Td>
                  <Table.Td data-testid="webhook-failures">{formatNumber(webhook.failures)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoment(webhook.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActions webhook={webhook} onDialog={setDialog} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CuedScrollContainer>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ kind: 'save', webhook: null })}
          data-testid="new-webhook"
        >
          وب‌هوک جدید
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        هر رویداد با درخواستی امضاشده به نشانی شما فرستاده می‌شود؛ اگر پاسخ موفق نگیرد، با فاصله‌های بلندشونده دوباره
        فرستاده می‌شود و پس از چند شکست پیاپی، وب‌هوک متوقف می‌شود و اعلانی می‌گیرید.
      </Text>
      {body}
      {dialog?.kind === 'save' && (
        <SaveWebhookDialog key={dialog.webhook?.id ?? 'new'} webhook={dialog.webhook} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && <DeleteWebhookDialog webhook={dialog.webhook} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
