import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useProvisioning } from '@/features/admin-nodes/api/get-provisioning';
import { BacklogSummary } from '@/features/admin-nodes/components/backlog-summary';
import { NodesTable } from '@/features/admin-nodes/components/nodes-table';
import { usePageTitle } from '@/lib/use-page-title';

/** V2Ray/Xray nodes with their health and the provisioning backlog (decision 028). */
export function AdminNodesRoute() {
  usePageTitle('نودها');
  const { data } = useProvisioning();
  return (
    <Stack gap="md" data-testid="admin-nodes">
      <Title order={1} size="h3">
        نودها
      </Title>
      {data ? (
        <>
          <BacklogSummary pending={data.pending_jobs} failing={data.failing_jobs} oldest={data.oldest_pending_at} />
          <NodesTable nodes={data.nodes} />
        </>
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
    </Stack>
  );
}
