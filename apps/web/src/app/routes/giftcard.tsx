import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fetchCurrentUser } from '@/features/auth/api/get-me';
import { GiftCardForm } from '@/features/giftcards/components/gift-card-form';
import { usePageTitle } from '@/lib/use-page-title';

export function GiftCardRoute() {
  usePageTitle('ثبت کد کارت هدیه');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Stack gap="md" data-testid="giftcard" maw={640}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          ثبت کد کارت هدیه
        </Title>
        <Button variant="subtle" leftSection={<IconArrowRight size={16} aria-hidden />} onClick={() => navigate(-1)}>
          بازگشت
        </Button>
      </Group>
      <GiftCardForm onRedeemed={() => void fetchCurrentUser(queryClient)} />
    </Stack>
  );
}
