import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Webhook } from '@pishkhan/contract';
import { IconList, IconPlayerPlay, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminTable } from '@/components/admin/admin-table';
import { EditDeleteActions } from '@/components/admin/row-actions';
import { showToast } from '@/components/ui/alerts';
import { Latin } from '@/components/ui/latin';
import { formatMoment, formatNumber } from '@/lib/format';
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
    <EditDeleteActions
      noun="وب‌هوک"
      testId="webhook"
      onEdit={() => onDialog({ kind: 'save', webhook })}
      onDelete={() => onDialog({ kind: 'delete', webhook })}
    >
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
    </EditDeleteActions>
  );
}

/** docs/product/integrations.md#webhooks: the reseller's endpoints, a new one with its secret once, edit, resume, delete. */
export function WebhooksManager({ title }: { title: string }) {
  const webhooks = useWebhooks();
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <Stack gap="md">
      <AdminHeader
        title={title}
        addLabel="وب‌هوک جدید"
        addTestId="new-webhook"
        onAdd={() => setDialog({ kind: 'save', webhook: null })}
      />
      <Text size="sm" c="dimmed">
        هر رویداد با درخواستی امضاشده به نشانی شما فرستاده می‌شود؛ اگر پاسخ موفق نگیرد، با فاصله‌های بلندشونده دوباره
        فرستاده می‌شود و پس از چند شکست پیاپی، وب‌هوک متوقف می‌شود و اعلانی می‌گیرید.
      </Text>
      <AdminTable
        rows={webhooks.data}
        rowKey={(webhook) => webhook.id}
        rowData={(webhook) => ({ 'data-id': webhook.id })}
        testId="webhooks"
        rowTestId="webhook-row"
        minWidth={820}
        empty={{
          icon: IconWebhook,
          title: 'هنوز وب‌هوکی نساخته‌اید',
          description: 'با وب‌هوک، ربات یا سایت شما از ساخت، تمدید و پایان سرویس‌ها و کم شدن موجودی باخبر می‌شود.',
          testId: 'webhooks-empty',
        }}
        columns={[
          {
            header: 'نشانی',
            cell: (webhook) => <Latin data-testid="webhook-url-cell">{webhook.url}</Latin>,
            td: { style: { maxWidth: '18rem' } },
          },
          {
            header: 'رویدادها',
            cell: (webhook) => (
              <Group gap={4} data-testid="webhook-events-cell">
                {webhook.events.map((type) => (
                  <Badge key={type} variant="outline" color="gray" size="sm" style={{ textTransform: 'none' }}>
                    {eventLabel(type)}
                  </Badge>
                ))}
              </Group>
            ),
            td: { style: { maxWidth: '20rem' } },
          },
          { header: 'وضعیت', cell: (webhook) => <WebhookStatusBadge status={webhook.status} /> },
          {
            header: 'ناموفق پشت سر هم',
            cell: (webhook) => formatNumber(webhook.failures),
            td: { 'data-testid': 'webhook-failures' },
          },
          {
            header: 'ساخته شده',
            cell: (webhook) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoment(webhook.created_at)}
              </Text>
            ),
          },
          { header: 'عملیات', cell: (webhook) => <RowActions webhook={webhook} onDialog={setDialog} /> },
        ]}
      />
      {dialog?.kind === 'save' && (
        <SaveWebhookDialog key={dialog.webhook?.id ?? 'new'} webhook={dialog.webhook} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && <DeleteWebhookDialog webhook={dialog.webhook} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
