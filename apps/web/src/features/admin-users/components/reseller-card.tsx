import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminUser } from '@pishkhan/contract';
import { Latin, withLatinRuns } from '@/components/ui/latin';
import { formatMoment, formatToman, toPersianDigits } from '@/lib/format';
import { ResellerActions } from './reseller-actions';
import { AccountBadges } from './resellers-table';

/** One labelled fact; `latin` for a code or an address (decision 084). */
function Field({ label, value, testId, latin }: { label: string; value: string; testId?: string; latin?: boolean }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {latin ? <Latin>{value}</Latin> : withLatinRuns(value)}
      </Text>
    </Stack>
  );
}

/** One account at a glance, with everything the provider can do to it. */
export function ResellerCard({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const telegram = user.telegram.trim();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="reseller-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h4" data-testid="reseller-title">
              {user.name || 'بی‌نام'}
            </Title>
            <AccountBadges user={user} />
          </Stack>
          <Text size="xl" fw={800} data-testid="reseller-card-balance">
            {formatToman(user.balance)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
          <Field label="شماره موبایل" value={toPersianDigits(user.mobile)} />
          <Field label="درصد قیمت" value={`${toPersianDigits(user.discount)}٪`} testId="reseller-card-discount" />
          <Field label="پاداش معرفی" value={`${toPersianDigits(user.referralreward)}٪`} />
          <Field label="گروه پرداخت" value={user.payGroup.name} />
          <Field label="کد معرفی" value={user.referral_code} latin />
          <Field label="تاریخ ثبت" value={formatMoment(user.created_at)} />
        </SimpleGrid>
        {telegram && (
          <Text size="sm">
            تلگرام:{' '}
            <Anchor href={`https://t.me/${telegram.replace(/^@/, '')}`} target="_blank" rel="noopener noreferrer">
              <Latin>{telegram}</Latin>
            </Anchor>
          </Text>
        )}
        <ResellerActions user={user} variant="buttons" onDeleted={onDeleted} />
      </Stack>
    </Paper>
  );
}
