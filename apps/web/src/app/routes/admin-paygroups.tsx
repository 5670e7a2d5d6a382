import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { usePayGroups } from '@/features/admin-users/api/get-pay-groups';
import { useTopUpMethods } from '@/features/admin-users/api/get-topup-methods';
import { PayGroups } from '@/features/admin-users/components/pay-groups';
import { usePageTitle } from '@/lib/use-page-title';

/** Pay groups and their top-up rates (decision 003). */
export function AdminPayGroupsRoute() {
  usePageTitle('گروه‌های پرداخت');
  const { data } = usePayGroups();
  const { data: configured } = useTopUpMethods();
  return (
    <Stack gap="md" data-testid="admin-paygroups">
      <Title order={1} size="h3">
        گروه‌های پرداخت
      </Title>
      {data && configured ? <PayGroups groups={data} configured={configured} /> : <LoadingScreen fullScreen={false} />}
    </Stack>
  );
}
