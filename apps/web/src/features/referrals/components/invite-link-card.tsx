import { Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { CopyButton } from '@/components/ui/copy-button';
import { formatNumber } from '@/lib/format';

/** The referrer code inside the invite link (`/register?code=…`). */
function codeOf(invitelink: string): string {
  try {
    return new URL(invitelink).searchParams.get('code') ?? '';
  } catch {
    return '';
  }
}

/**
 * Invite explanation, the referrer code and the invite link, each with copy (docs/product/screens.md#referrals). The
 * link is shown whole, broken across lines where it does not fit (a phone), not cut: it is what a reseller reads out
 * or checks before sending.
 */
export function InviteLinkCard({ user }: { user: User }) {
  const code = codeOf(user.invitelink);
  return (
    <Paper withBorder p="lg" radius="md" data-testid="invite-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          دعوت از همکاران
        </Title>
        <Text size="sm">
          لینک زیر را برای همکاران خود بفرستید، یا کد معرف را به آن‌ها بدهید تا در صفحه‌ی ثبت‌نام وارد کنند. هر کس با آن در
          پیشخوان ثبت‌نام کند، زیرمجموعه‌ی شما می‌شود و فهرستش را پایین همین صفحه می‌بینید.
        </Text>
        {user.referralreward > 0 && (
          <Text size="sm" c="teal.8" data-testid="referral-reward">
            از مبلغ هر سرویسی که زیرمجموعه‌هایتان بخرند، {formatNumber(user.referralreward)} درصد به‌عنوان سود معرفی به
            موجودی شما افزوده می‌شود؛ هر فروش وقتی که دیگر برگشت‌پذیر نباشد.
          </Text>
        )}
        {code && (
          <Group gap="sm" wrap="wrap" align="center">
            <Text size="sm" fw={600} id="referrer-code-label">
              کد معرف شما:
            </Text>
            <Code
              dir="ltr"
              aria-labelledby="referrer-code-label"
              data-testid="referrer-code"
              className="latin"
              style={{ fontSize: 'var(--mantine-font-size-md)', fontWeight: 700, letterSpacing: '0.05em' }}
            >
              {code}
            </Code>
            <CopyButton
              value={code}
              label="کپی کد معرف"
              copiedLabel="کپی شد"
              toast="کد معرف کپی شد"
              testId="copy-referrer-code"
              size="xs"
            />
          </Group>
        )}
        <Text size="sm" fw={600} id="invite-link-label">
          لینک دعوت شما
        </Text>
        <Code
          block
          dir="ltr"
          aria-labelledby="invite-link-label"
          data-testid="invite-link"
          // Wraps whole rather than cut with an ellipsis (decision 084): the reseller reads and shares it entire.
          data-wraps-whole
          className="latin"
          style={{
            fontSize: 'var(--mantine-font-size-sm)',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            textAlign: 'left',
          }}
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
