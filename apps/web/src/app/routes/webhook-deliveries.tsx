import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconSend, IconWebhook } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { showToast } from '@/components/ui/alerts';
import { DataPagination, usePageParam } from '@/components/ui/data-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { Latin } from '@/components/ui/latin';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useWebhookDeliveries } from '@/features/webhooks/api/get-webhook-deliveries';
import { useWebhooks } from '@/features/webhooks/api/get-webhooks';
import { useSendTestWebhook } from '@/features/webhooks/api/send-test-webhook';
import { DeliveriesTable } from '@/features/webhooks/components/deliveries-table';
import { WebhookStatusBadge } from '@/features/webhooks/components/webhook-status-badge';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'ارسال‌های وب‌هوک';

/** One endpoint's recent deliveries with their answers, «ارسال دوباره» and a test event. */
export function WebhookDeliveriesRoute() {
  usePageTitle(TITLE);
  const id = Number(useParams().id);
  const page = usePageParam();
  const webhook = useWebhooks().data?.find((w) => w.id === id);
  const deliveries = useWebhookDeliveries(id, page);
  const test = useSendTestWebhook();

  if (deliveries.isError && isApiError(deliveries.error) && deliveries.error.status === 404) {
    return <EmptyState title="این وب‌هوک پیدا نشد" description="شاید حذف شده باشد." testId="webhook-missing" />;
  }
  const rows = deliveries.data?.data;
  return (
    <Stack gap="md" data-testid="webhook-deliveries-screen">
      <Anchor component={Link} to="/webhooks" size="sm">
        <Group gap={4} wrap="nowrap">
          <IconChevronRight size={16} aria-hidden />
          وب‌هوک‌ها
        </Group>
      </Anchor>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h3">
          {TITLE}
        </Title>
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={test.isPending}
          onClick={() => test.mutate(id, { onSuccess: () => showToast('رویداد آزمایشی در صف ارسال گذاشته شد') })}
          data-testid="send-test-webhook"
        >
          ارسال رویداد آزمایشی
        </Button>
      </Group>
      {webhook && (
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <WebhookStatusBadge status={webhook.status} />
          <Text size="sm" style={{ minWidth: 0 }}>
            <Latin data-testid="deliveries-webhook-url">{webhook.url}</Latin>
          </Text>
        </Group>
      )}
      {!rows ? (
        <LoadingScreen fullScreen={false} />
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconWebhook}
            title="هنوز چیزی فرستاده نشده است"
            description="رویدادهای برگزیده‌ی این وب‌هوک، از این پس، اینجا با پاسخ نشانی شما دیده می‌شوند."
            testId="deliveries-empty"
          />
        </Paper>
      ) : (
        <DeliveriesTable webhookId={id} deliveries={rows} />
      )}
      <DataPagination total={deliveries.data?.last_page ?? 1} />
    </Stack>
  );
}
