import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  SERVICENAME_MAX,
  STORE_MAX,
  SUPPORTLINK_MAX,
  type SupportSettings,
  SupportSettingsBodySchema,
} from '@pishkhan/contract';
import { IconBuildingStore, IconHeadset, IconId } from '@tabler/icons-react';
import { showSuccess } from '@/components/ui/alerts';
import { useZodForm } from '@/lib/use-zod-form';
import { useSupport } from '../api/get-support';
import { useUpdateSupport } from '../api/update-support';

type Field = keyof SupportSettings;

/** docs/product/screens.md#settings: support link, store name and service name (checkout page and subscription title). */
export function SupportCard() {
  const support = useSupport();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="support">
      <Stack gap="sm">
        <Title order={2} size="h5">
          فروشگاه و پشتیبانی
        </Title>
        <Text size="sm" c="dimmed">
          این‌ها را مشتریان شما در صفحه‌ی خرید فروشگاه و در برنامه‌ی اتصال (عنوان اشتراک و دکمه‌ی پشتیبانی) می‌بینند.
        </Text>
        {support.data ? <SupportForm key={JSON.stringify(support.data)} saved={support.data} /> : <Skeleton h={180} />}
      </Stack>
    </Paper>
  );
}

function SupportForm({ saved }: { saved: SupportSettings }) {
  const form = useZodForm(SupportSettingsBodySchema, saved);
  const update = useUpdateSupport();

  const submit = form.handleSubmit((body) =>
    update.mutate(body, { onSuccess: () => void showSuccess('اطلاعات فروشگاه به‌روزرسانی شد') }),
  );

  const field = (name: Field) => ({
    ...form.register(name),
    error: form.formState.errors[name]?.message,
    autoComplete: 'off',
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="لینک پشتیبانی"
          description="آیدی یا لینک تلگرام، یا نشانی امن یک صفحه؛ خالی باشد، تلگرام حساب شما به کار می‌رود."
          placeholder="@support"
          dir="ltr"
          leftSection={<IconHeadset size={16} aria-hidden />}
          maxLength={SUPPORTLINK_MAX}
          {...field('supportlink')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="نام فروشگاه"
            description="بالای صفحه‌ی خرید فروشگاه"
            leftSection={<IconBuildingStore size={16} aria-hidden />}
            maxLength={STORE_MAX}
            {...field('store')}
          />
          <TextInput
            label="نام سرویس"
            description="عنوان اشتراک در برنامه‌ی مشتری و صفحه‌ی خرید"
            leftSection={<IconId size={16} aria-hidden />}
            maxLength={SERVICENAME_MAX}
            {...field('servicename')}
          />
        </SimpleGrid>
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          ذخیره‌ی اطلاعات فروشگاه
        </Button>
      </Stack>
    </form>
  );
}
