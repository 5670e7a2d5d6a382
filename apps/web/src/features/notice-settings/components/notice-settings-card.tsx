import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type NoticeSettings, NoticeSettingsSchema } from '@pishkhan/contract';
import { showSuccess } from '@/components/ui/alerts';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { useZodForm } from '@/lib/use-zod-form';
import { useNoticeSettings } from '../api/get-notice-settings';
import { useUpdateNoticeSettings } from '../api/update-notice-settings';

/**
 * docs/product/integrations.md#events: when the reseller's webhooks and Telegram hear that a service nears its end
 * or the balance is low; 0 turns that notice off.
 */
export function NoticeSettingsCard() {
  const settings = useNoticeSettings();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="notice-settings">
      <Stack gap="sm">
        <Title order={2} size="h5">
          هشدارها
        </Title>
        <Text size="sm" c="dimmed">
          این هشدارها به وب‌هوک‌ها و تلگرام شما فرستاده می‌شوند؛ صفر یعنی خاموش.
        </Text>
        {settings.data ? (
          <NoticeSettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
        ) : (
          <Skeleton h={140} />
        )}
      </Stack>
    </Paper>
  );
}

function NoticeSettingsForm({ saved }: { saved: NoticeSettings }) {
  const form = useZodForm(NoticeSettingsSchema, saved);
  const update = useUpdateNoticeSettings();
  const submit = form.handleSubmit((body) =>
    update.mutate(body, { onSuccess: () => void showSuccess('تنظیمات هشدارها ذخیره شد') }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormNumberInput
          control={form.control}
          name="expiring_days"
          label="چند روز مانده به پایان سرویس خبر بده"
          kind="whole"
          data-testid="notice-days"
        />
        <FormNumberInput
          control={form.control}
          name="expiring_traffic_gb"
          label="چند گیگابایت مانده خبر بده"
          kind="decimal"
          decimalScale={2}
          data-testid="notice-traffic"
        />
        <FormNumberInput
          control={form.control}
          name="balance_low"
          label="موجودی کمتر از (تومان) خبر بده"
          kind="toman"
          data-testid="notice-balance"
        />
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          ذخیره‌ی هشدارها
        </Button>
      </Stack>
    </form>
  );
}
