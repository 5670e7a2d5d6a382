import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fetchCurrentUser } from '../../features/auth/api/get-me';
import { useUsdPrice } from '../../features/topups/api/get-usd-price';
import { RateCard } from '../../features/topups/components/rate-card';
import { VoucherForm } from '../../features/topups/components/voucher-form';
import { usePageTitle } from '../../lib/use-page-title';

export function PerfectMoneyRoute() {
  usePageTitle('شارژ با ووچر پرفکت‌مانی');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rate = useUsdPrice();
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
      <RateCard unit="دلار" rate={rate.data} loading={rate.isPending} failed={rate.isError} />
      <VoucherForm onRedeemed={() => void fetchCurrentUser(queryClient)} />
    </Stack>
  );
}
