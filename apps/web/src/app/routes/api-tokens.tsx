import { Stack } from '@mantine/core';
import { ApiTokensManager } from '@/features/api-tokens/components/api-tokens-manager';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'توکن‌های دسترسی';

export function ApiTokensRoute() {
  usePageTitle(TITLE);
  return (
    <Stack gap="md" data-testid="api-tokens">
      <ApiTokensManager title={TITLE} />
    </Stack>
  );
}
