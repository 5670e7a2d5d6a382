import { Button, Group, Stack, Title } from '@mantine/core';
import type { CryptoCurrency } from '@pishkhan/contract';
import { IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { COINS, CryptoWallet } from '../../features/topups/components/crypto-wallet';
import { usePageTitle } from '../../lib/use-page-title';

/** /tron and /ton: the same screen for each coin. */
export function CryptoRoute({ currency }: { currency: CryptoCurrency }) {
  const title = `شارژ با ${COINS[currency].name}`;
  usePageTitle(title);
  const navigate = useNavigate();
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
      <CryptoWallet currency={currency} />
    </Stack>
  );
}
