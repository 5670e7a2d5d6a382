import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowRight, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { fetchCurrentUser } from '@/features/auth/api/get-me';
import { useUsdPrice } from '@/features/topups/api/get-usd-price';
import { RateCard } from '@/features/topups/components/rate-card';
import { VoucherForm } from '@/features/topups/components/voucher-form';
import { useAuthUser } from '@/lib/auth-store';
import { usePageTitle } from '@/lib/use-page-title';

export function PerfectMoneyRoute() {
  usePageTitle('شارژ با ووچر پرفکت‌مانی');
  const navigate = useNavigate();
  const user = useAuthUser();
  if (!user) return null;
  return (
    <Stack gap="md" data-testid="perfectmoney" maw={720}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          شارژ با ووچر پرفکت‌مانی
        </Title>
        <Button variant="subtle" leftSection={<IconArrowRight size={16} aria-hidden />} onClick={() => navigate(-1)}>
          بازگشت
        </Button>
      </Group>
      {user.payGroup.has_perfectmoney ? (
        <VoucherTopUp />
      ) : (
        <Paper withBorder radius="md">
          <EmptyState
            title="شارژ با ووچر پرفکت‌مانی برای حساب شما فعال نیست"
            description="برای فعال شدن آن با پشتیبانی تماس بگیرید."
            icon={IconLock}
            testId="topup-disabled"
          />
        </Paper>
      )}
    </Stack>
  );
}

/** The rate and the voucher form: asked for only where the pay group offers vouchers. */
function VoucherTopUp() {
  const queryClient = useQueryClient();
  const rate = useUsdPrice();
  return (
    <>
      <RateCard unit="دلار" rate={rate.data} loading={rate.isPending} failed={rate.isError} />
      <VoucherForm onRedeemed={() => void fetchCurrentUser(queryClient)} />
    </>
  );
}
