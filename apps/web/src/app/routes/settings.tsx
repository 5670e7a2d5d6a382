import { Stack, Title } from '@mantine/core';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { NoticeSettingsCard } from '@/features/notice-settings/components/notice-settings-card';
import { CustomerPagePreview } from '@/features/profile/components/customer-page-preview';
import { NameCard } from '@/features/profile/components/name-card';
import { RemarksCard } from '@/features/profile/components/remarks-card';
import { SupportCard } from '@/features/profile/components/support-card';
import { TelegramCard } from '@/features/telegram/components/telegram-card';
import { usePageTitle } from '@/lib/use-page-title';

export function SettingsRoute() {
  usePageTitle('تنظیمات');
  return (
    <Stack gap="md" data-testid="settings" maw={760}>
      <Title order={1} size="h3">
        تنظیمات
      </Title>
      <NameCard />
      <ChangePasswordForm />
      <RemarksCard />
      <SupportCard />
      <TelegramCard intro="خبر ساخت، تمدید و پایان سرویس‌ها، شارژ حساب و کم شدن موجودی در تلگرام خودتان." />
      <NoticeSettingsCard />
      <CustomerPagePreview />
    </Stack>
  );
}
