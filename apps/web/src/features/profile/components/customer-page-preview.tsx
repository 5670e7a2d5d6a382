import { Badge, Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NEUTRAL_SUBSCRIPTION_TITLE, shareRemark, subscriptionTitle } from '@pishkhan/contract';
import { IconEye } from '@tabler/icons-react';
import { useRemarks } from '../api/get-remarks';
import { useSupport } from '../api/get-support';

const SAMPLE_ID = 1234;

/** Which of the reseller's settings the title comes from (decision 102), said in words. */
function titleSource(settings: { servicename: string; store: string }) {
  if (settings.servicename) return 'عنوان همان «نام سرویس» شماست.';
  if (settings.store)
    return '«نام سرویس» را ننوشته‌اید، پس نام فروشگاه شما عنوان است؛ با نوشتن نام سرویس، آن عنوان می‌شود.';
  return `نه «نام سرویس» نوشته‌اید نه «نام فروشگاه»، پس مشتری عنوان «${NEUTRAL_SUBSCRIPTION_TITLE}» را می‌بیند؛ با نوشتن نام سرویس در کارت بالا، نام شما عنوان می‌شود.`;
}

/**
 * docs/product/screens.md#settings: what a customer sees of the reseller on the page their subscription link opens and
 * in their app (the title, the support button, each link's name), from the saved settings, as it will look.
 */
export function CustomerPagePreview() {
  const support = useSupport();
  const remarks = useRemarks();
  const loaded = support.data && remarks.data;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="customer-page-preview">
      <Stack gap="sm">
        <Group gap="xs">
          <IconEye size={18} aria-hidden />
          <Title order={2} size="h5">
            آنچه مشتری شما می‌بیند
          </Title>
        </Group>
        <Text size="sm">
          مشتری با باز کردن لینک اشتراک، صفحه‌ای با این سربرگ می‌بیند و برنامه‌ی اتصال هم اشتراک را با همین عنوان نشان
          می‌دهد. نام پنل و نام ارائه‌دهنده هیچ‌جا به مشتری نشان داده نمی‌شود.
        </Text>
        {loaded ? (
          <>
            <Box
              p="md"
              bg="var(--mantine-color-gray-0)"
              style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
              data-testid="preview-header"
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={800} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="preview-title">
                    {subscriptionTitle(support.data)}
                  </Text>
                  <Text size="sm">وضعیت سرویس و راه‌های اتصال</Text>
                </Stack>
                {support.data.supportlink && (
                  <Badge variant="outline" size="lg" style={{ flexShrink: 0 }}>
                    پشتیبانی
                  </Badge>
                )}
              </Group>
            </Box>
            <Text size="sm" data-testid="preview-source">
              {titleSource(support.data)}
            </Text>
            <Text size="sm">
              نام یک لینک در برنامه‌ی مشتری:{' '}
              <bdi className="latin" data-testid="preview-remark">
                {shareRemark({ id: SAMPLE_ID, batch: false, who: null }, remarks.data)}
              </bdi>
            </Text>
          </>
        ) : (
          <Skeleton h={120} />
        )}
      </Stack>
    </Paper>
  );
}
