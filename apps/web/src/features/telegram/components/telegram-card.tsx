import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TELEGRAM_LINK_CODE_MINUTES, type TelegramLink, type TelegramState } from '@pishkhan/contract';
import { IconBrandTelegram, IconPlugConnected } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showToast } from '@/components/ui/alerts';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { CopyButton } from '@/components/ui/copy-button';
import { Latin } from '@/components/ui/latin';
import { toPersianDigits } from '@/lib/format';
import { useTelegram } from '../api/get-telegram';
import { useLinkTelegram } from '../api/link-telegram';
import { useUnlinkTelegram } from '../api/unlink-telegram';

/**
 * Telegram notices (docs/product/integrations.md#telegram): not set up, a one-time start code to link the caller's
 * chat, or who is linked and «قطع اتصال». For resellers in the settings and for the admin on the overview.
 */
export function TelegramCard({ intro }: { intro: string }) {
  const [code, setCode] = useState<TelegramLink>();
  const telegram = useTelegram(code !== undefined);
  const linked = telegram.data?.linked === true;
  useEffect(() => {
    if (!linked || !code) return;
    setCode(undefined);
    showToast('تلگرام وصل شد', ['اعلان‌ها از این پس در تلگرام شما می‌آیند.']);
  }, [linked, code]);

  return (
    <Paper withBorder p="lg" radius="md" data-testid="telegram-card">
      <Stack gap="sm">
        <Title order={2} size="h5">
          اعلان‌های تلگرام
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {!telegram.data ? (
          <Skeleton h={60} />
        ) : !telegram.data.enabled ? (
          <Text size="sm" data-testid="telegram-off">
            اعلان‌های تلگرام هنوز روی این پنل راه‌اندازی نشده است؛ راه‌اندازی آن با مدیر سرویس است.
          </Text>
        ) : telegram.data.linked ? (
          <Linked state={telegram.data} />
        ) : (
          <NotLinked code={code} onCode={setCode} />
        )}
      </Stack>
    </Paper>
  );
}

function NotLinked({ code, onCode }: { code: TelegramLink | undefined; onCode: (code: TelegramLink) => void }) {
  const link = useLinkTelegram();
  const ask = () => link.mutate(undefined, { onSuccess: onCode });
  if (!code) {
    return (
      <Button
        leftSection={<IconBrandTelegram size={18} aria-hidden />}
        onClick={ask}
        loading={link.isPending}
        style={{ alignSelf: 'flex-start' }}
        data-testid="telegram-link"
      >
        اتصال به تلگرام
      </Button>
    );
  }
  return (
    <Stack gap="xs" data-testid="telegram-code">
      <Text size="sm">
        دکمه‌ی زیر ربات را در تلگرام باز می‌کند؛ در آنجا «شروع» را بزنید. اگر تلگرام روی دستگاه دیگری است، کد را برای ربات
        بفرستید. کد یک بار و تا {toPersianDigits(TELEGRAM_LINK_CODE_MINUTES)} دقیقه کار می‌کند.
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button
          component="a"
          href={code.link}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandTelegram size={18} aria-hidden />}
          data-testid="telegram-open"
        >
          باز کردن ربات در تلگرام
        </Button>
        <CopyButton value={code.code} label="کپی کد" testId="telegram-copy" />
        <Button variant="subtle" onClick={ask} loading={link.isPending}>
          کد تازه
        </Button>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        کد: <Latin data-testid="telegram-code-value">{code.code}</Latin>
      </Text>
      <Text size="sm" c="dimmed" data-testid="telegram-waiting">
        در انتظار پیام شما به ربات…
      </Text>
    </Stack>
  );
}

function Linked({ state }: { state: TelegramState }) {
  const [asking, setAsking] = useState(false);
  const unlink = useUnlinkTelegram();
  return (
    <Stack gap="xs" data-testid="telegram-linked">
      <Group gap="xs" wrap="nowrap">
        <IconPlugConnected size={18} color="var(--mantine-color-teal-7)" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" style={{ minWidth: 0 }}>
          وصل به تلگرام{state.name || state.username ? ': ' : ''}
          {state.name && <bdi data-testid="telegram-name">{state.name}</bdi>}{' '}
          {state.username && <Latin data-testid="telegram-username">{`@${state.username}`}</Latin>}
        </Text>
      </Group>
      <Button
        variant="light"
        color="red"
        onClick={() => setAsking(true)}
        style={{ alignSelf: 'flex-start' }}
        data-testid="telegram-unlink"
      >
        قطع اتصال
      </Button>
      {asking && (
        <ConfirmModal
          title="قطع اتصال تلگرام"
          warning="پس از قطع اتصال، اعلانی به تلگرام شما نمی‌آید تا دوباره وصل کنید."
          message="اتصال تلگرام قطع شود؟"
          confirmLabel="قطع اتصال"
          busy={unlink.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            unlink.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                showToast('اتصال تلگرام قطع شد');
              },
            })
          }
          testId="telegram-unlink-dialog"
        />
      )}
    </Stack>
  );
}
