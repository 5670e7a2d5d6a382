import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** Render crashes land here; API errors use the dialog (docs/product/rules.md#how-the-panel-shows-errors). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center mih="60dvh" p="md" data-testid="route-error">
      <Paper withBorder p="xl" radius="md" maw={480} w="100%">
        <Stack align="center" gap="sm">
          <IconAlertTriangle size={40} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={2} size="h4">
            نمایش این صفحه با خطا روبه‌رو شد
          </Title>
          <Text c="dimmed" ta="center" size="sm">
            لطفاً صفحه را دوباره بارگذاری کنید. اگر مشکل ادامه داشت با پشتیبانی تماس بگیرید.
          </Text>
          <Button onClick={() => window.location.reload()}>بارگذاری دوباره</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
