import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { CryptoCurrency } from '@pishkhan/contract';
import { IconArrowRight, IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { COINS, CryptoWallet } from '@/features/topups/components/crypto-wallet';
import { useAuthUser } from '@/lib/auth-store';
import { usePageTitle } from '@/lib/use-page-title';

/** /tron and /ton: the same screen for each coin. */
export function CryptoRoute({ currency }: { currency: CryptoCurrency }) {
  const title = `شارژ با ${COINS[currency].name}`;
  usePageTitle(title);
  const navigate = useNavigate();
  const user = useAuthUser();
  if (!user) return null;
  return (
    <Stack gap="md" data-testid={`crypto-${currency.toLowerCase()}`} maw={720}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Button variant="subtle" leftSection={<IconArrowRight size={16} aria-hidden />} onClick={() => navigate(-1)}>
          بازگشت
        </Button>
      </Group>
      {user.payGroup.has_crypto ? (
        <CryptoWallet currency={currency} />
      ) : (
        <Paper withBorder radius="md">
          <EmptyState
            title={`${title} برای حساب شما فعال نیست`}
            description="برای فعال شدن آن با پشتیبانی تماس بگیرید."
            icon={IconLock}
            testId="topup-disabled"
          />
        </Paper>
      )}
    </Stack>
  );
}
