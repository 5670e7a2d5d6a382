import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { CopyButton } from '../../../components/ui/copy-button';
import { formatNumber } from '../../../lib/format';

/** Invite explanation and the invite link with copy (docs/product/screens.md#referrals). */
export function InviteLinkCard({ user }: { user: User }) {
  return (
    <Paper withBorder p="lg" radius="md" data-testid="invite-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          دعوت از همکاران
        </Title>
        <Text size="sm">
          لینک زیر را برای همکاران خود بفرستید. هر کس با این لینک در پیشخوان ثبت‌نام کند، زیرمجموعه‌ی شما می‌شود و فهرستش
          را پایین همین صفحه می‌بینید.
        </Text>
        {user.referralreward > 0 && (
          <Text size="sm" c="teal.8" data-testid="referral-reward">
            از مبلغ هر سرویسی که زیرمجموعه‌هایتان بخرند، {formatNumber(user.referralreward)} درصد به‌عنوان سود معرفی به
            موجودی شما افزوده می‌شود؛ هر فروش وقتی که دیگر برگشت‌پذیر نباشد.
          </Text>
        )}
        <Text size="sm" fw={600} id="invite-link-label">
          لینک دعوت شما
        </Text>
        <Code
          block
          dir="ltr"
          aria-labelledby="invite-link-label"
          data-testid="invite-link"
          // One line, never broken inside; the copy button and the hover give the whole link (decision 084).
          className="latin-value"
          title={user.invitelink}
          style={{ display: 'block', fontSize: 'var(--mantine-font-size-sm)' }}
        >
          {user.invitelink}
        </Code>
        <div>
          <CopyButton
            value={user.invitelink}
            label="کپی لینک دعوت"
            copiedLabel="کپی شد"
            toast="لینک دعوت کپی شد"
            testId="copy-invite-link"
          />
        </div>
      </Stack>
    </Paper>
  );
}
