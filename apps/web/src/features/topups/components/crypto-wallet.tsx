import { Alert, Button, Code, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import type { CryptoCurrency } from '@pishkhan/contract';
import { IconInfoCircle, IconWallet } from '@tabler/icons-react';
import { ServiceQr } from '@/components/services/service-qr';
import { CopyButton } from '@/components/ui/copy-button';
import { formatNumber, formatToman } from '@/lib/format';
import { useCreateWallet } from '../api/create-wallet';
import { useCryptoPrice } from '../api/get-crypto-price';
import { useWallets } from '../api/get-wallets';
import { RateCard } from './rate-card';

export const COINS: Record<CryptoCurrency, { name: string }> = {
  TRX: { name: 'ترون' },
  TON: { name: 'تون' },
};

/** docs/product/screens.md#crypto: loading, no wallet (create button), or the address with copy (2 s), QR 300, rate and minimum. */
export function CryptoWallet({ currency }: { currency: CryptoCurrency }) {
  const coin = COINS[currency];
  const wallets = useWallets();
  const price = useCryptoPrice(currency);
  const create = useCreateWallet();
  const address = currency === 'TRX' ? wallets.data?.wallet : wallets.data?.tonwallet;
  const minimum = price.data?.minimum ?? 300_000;
  const minimumCoins = price.data && price.data.credit > 0 ? Math.ceil((minimum / price.data.credit) * 100) / 100 : 0;

  return (
    <Stack gap="md">
      <RateCard unit={coin.name} rate={price.data} loading={price.isPending} failed={price.isError} />
      <Paper withBorder p="lg" radius="md" data-testid="wallet-panel">
        {wallets.isPending ? (
          <Group gap="sm" data-testid="wallet-loading">
            <Loader size="sm" />
            <Text>در حال دریافت اطلاعات کیف پول...</Text>
          </Group>
        ) : !address ? (
          <Stack gap="sm" align="flex-start" data-testid="wallet-missing">
            <Text>هنوز آدرس واریز {coin.name} برای شما ساخته نشده است.</Text>
            <Text size="sm" c="dimmed">
              آدرس یک‌بار ساخته می‌شود و همیشه برای شما ثابت می‌ماند؛ هر مبلغی که به آن بفرستید پس از تأیید شبکه به
              موجودی‌تان افزوده می‌شود.
            </Text>
            <Button
              leftSection={<IconWallet size={16} aria-hidden />}
              loading={create.isPending}
              onClick={() => create.mutate(currency)}
              data-testid="create-wallet"
            >
              ساخت آدرس کیف پول {coin.name}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md" data-testid="wallet-ready">
            <Text fw={600}>آدرس واریز {coin.name} شما</Text>
            <Code
              block
              dir="ltr"
              data-testid="wallet-address"
              style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', fontSize: '0.95rem' }}
            >
              {address}
            </Code>
            <CopyButton
              value={address}
              label="کپی آدرس"
              copiedLabel="آدرس کپی شد"
              style={{ alignSelf: 'flex-start' }}
            />
            <ServiceQr data={address} fileName={`${currency.toLowerCase()}-wallet`} kind="wallet" />
          </Stack>
        )}
      </Paper>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="minimum-note">
        <List size="sm" spacing={4}>
          <List.Item>
            حداقل شارژ {formatToman(minimum)} است
            {minimumCoins > 0 ? ` (حدود ${formatNumber(minimumCoins)} ${coin.name} با نرخ فعلی)` : ''}.
          </List.Item>
          <List.Item>
            واریزهای کمتر از حداقل از بین نمی‌روند: نگه داشته می‌شوند و وقتی جمعشان به حداقل برسد یکجا به موجودی افزوده
            می‌شوند.
          </List.Item>
          <List.Item>
            فقط {coin.name} و فقط روی شبکه‌ی {coin.name} به این آدرس بفرستید.
          </List.Item>
          <List.Item>مبلغ به نرخ لحظه‌ی تأیید واریز حساب می‌شود.</List.Item>
        </List>
      </Alert>
    </Stack>
  );
}
