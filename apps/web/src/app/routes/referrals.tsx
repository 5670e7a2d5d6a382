import { Stack, Title } from '@mantine/core';
import { usePageParam } from '@/components/ui/data-pagination';
import { InviteLinkCard } from '@/features/referrals/components/invite-link-card';
import { ReferralsTable } from '@/features/referrals/components/referrals-table';
import { SendInviteForm } from '@/features/referrals/components/send-invite-form';
import { useAuthUser } from '@/lib/auth-store';
import { usePageTitle } from '@/lib/use-page-title';

export function ReferralsRoute() {
  usePageTitle('زیرمجموعه‌ها');
  const user = useAuthUser();
  const page = usePageParam();
  if (!user) return null;
  return (
    <Stack gap="md" data-testid="referrals">
      <Title order={1} size="h3">
        زیرمجموعه‌ها
      </Title>
      <InviteLinkCard user={user} />
      <SendInviteForm />
      <Title order={2} size="h4">
        فهرست زیرمجموعه‌ها
      </Title>
      <ReferralsTable page={page} />
    </Stack>
  );
}
