import { Stack } from '@mantine/core';
import { WebhooksManager } from '@/features/webhooks/components/webhooks-manager';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'وب‌هوک‌ها';

export function WebhooksRoute() {
  usePageTitle(TITLE);
  return (
    <Stack gap="md" data-testid="webhooks">
      <WebhooksManager title={TITLE} />
    </Stack>
  );
}
