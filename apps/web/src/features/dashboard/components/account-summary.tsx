import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { IconBrandTelegram } from '@tabler/icons-react';
import { formatPrice } from '@/lib/format';

function telegramUrl(value: string): string {
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) return v;
  return `https://t.me/${v.replace(/^@/, '').replace(/^t\.me\//i, '')}`;
}

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Name, mobile, balance and the pay group's telegram channel (docs/product/screens.md#dashboard). */
export function AccountSummary({ user, showprice }: { user: User; showprice: boolean }) {
  const telegram = user.payGroup.telegram.trim();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="account-summary">
      <Stack gap="md">
        <Title order={2} size="h4">
          {user.name ? `${user.name}، خوش آمدید` : 'خوش آمدید'}
        </Title>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
          <Field label="نام" value={user.name || '—'} testId="account-name" />
          <Field label="شماره موبایل" value={user.mobile} testId="account-mobile" />
          <Field label="موجودی" value={formatPrice(user.balance, showprice)} testId="account-balance" />
        </SimpleGrid>
        {telegram && (
          <Group gap="xs">
            <IconBrandTelegram size={20} color="var(--mantine-color-blue-6)" aria-hidden />
            <Anchor href={telegramUrl(telegram)} target="_blank" rel="noopener noreferrer" data-testid="telegram-link">
              کانال تلگرام ما
            </Anchor>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
