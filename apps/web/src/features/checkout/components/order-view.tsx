import { Alert, Badge, Button, Code, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CardReferenceBodySchema, ORDER_STATUS, type PublicOrder } from '@pishkhan/contract';
import { IconAlertCircle, IconCircleCheck, IconCreditCard, IconDownload, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Credential } from '@/components/services/credential';
import { ServiceLink } from '@/components/services/service-link';
import { CopyButton } from '@/components/ui/copy-button';
import { FreeValue } from '@/components/ui/latin';
import { formatAmount, formatJalaliDay } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useDownloadOrderOvpn } from '../api/download-order-ovpn';
import { useSendCardReference } from '../api/send-card-reference';

const STATUS_COLORS: Record<number, string> = {
  [ORDER_STATUS.AWAITING]: 'yellow',
  [ORDER_STATUS.PAID]: 'blue',
  [ORDER_STATUS.DELIVERED]: 'teal',
  [ORDER_STATUS.FAILED]: 'red',
};

/** 16 digits in groups of four, read left to right. */
const groupCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

function Line({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ minWidth: 0 }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

function Waiting({ text, testId }: { text: string; testId: string }) {
  return (
    <Alert variant="light" icon={<Loader size={18} />} data-testid={testId}>
      {text}
    </Alert>
  );
}

function CardTransfer({ order }: { order: PublicOrder }) {
  const send = useSendCardReference();
  const form = useZodForm(CardReferenceBodySchema, { reference: '' });
  const card = order.card;
  if (!card) return null;

  if (card.reference) {
    return (
      <Waiting
        testId="card-waiting"
        text={`شماره‌ی پیگیری ${card.reference} ثبت شد. پس از تأیید واریز توسط فروشنده، سرویس همین‌جا نمایش داده می‌شود.`}
      />
    );
  }

  const submit = form.handleSubmit(({ reference }) => send.mutate({ token: order.token, reference }));

  return (
    <Paper withBorder radius="md" p="md" data-testid="card-transfer">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCreditCard size={20} aria-hidden />
          <Title order={2} size="h5">
            واریز کارت به کارت
          </Title>
        </Group>
        <Text size="sm">
          مبلغ {formatAmount(order.amount, order.currency)} را به کارت زیر واریز کنید و شماره‌ی پیگیری واریز را ثبت کنید.
        </Text>
        <Paper bg="gray.0" radius="md" p="sm">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={700} size="lg" dir="ltr" ff="monospace" data-testid="card-number">
                {groupCard(card.card_number)}
              </Text>
              <CopyButton value={card.card_number} label="کپی" size="xs" testId="copy-card-number" />
            </Group>
            <Text size="sm" data-testid="card-holder">
              به نام {card.holder_name}
            </Text>
          </Stack>
        </Paper>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="شماره‌ی پیگیری واریز"
              {...form.register('reference')}
              error={form.formState.errors.reference?.message}
              inputMode="numeric"
              autoComplete="off"
              size="md"
              data-testid="card-reference"
            />
            <Button type="submit" size="md" fullWidth loading={send.isPending} data-testid="card-reference-submit">
              ثبت شماره‌ی پیگیری
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

function DeliveredService({ order }: { order: PublicOrder }) {
  const download = useDownloadOrderOvpn();
  const service = order.service;
  if (!service) return null;
  const busyFile = download.isPending ? download.variables?.file : undefined;
  return (
    <Paper withBorder radius="md" p="md" data-testid="delivered-service">
      <Stack gap="md">
        <Group gap="xs">
          <IconCircleCheck size={22} color="var(--mantine-color-teal-7)" aria-hidden />
          <Title order={2} size="h5">
            سرویس شما آماده است
          </Title>
        </Group>
        {service.is_v2ray && service.link && (
          <ServiceLink serviceId={0} link={service.link} subscriptionUrl={service.subscription_url} />
        )}
        {service.is_radius && (
          <Stack gap="sm" data-testid="radius-details">
            <Paper withBorder p="sm" radius="md">
              <Stack gap="xs">
                <Credential label="نام کاربری" value={service.username} testId="radius-username" />
                <Credential label="رمز عبور" value={service.password} testId="radius-password" />
              </Stack>
            </Paper>
            {service.ovpn.length > 0 && (
              <>
                <Text fw={600} size="sm">
                  فایل‌های اوپن‌وی‌پی‌ان
                </Text>
                <Stack gap={6} data-testid="ovpn-files">
                  {service.ovpn.map((file) => (
                    <Group key={file.name} justify="space-between" wrap="nowrap" gap="xs" data-testid="ovpn-file">
                      <Text size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                        {file.name}
                      </Text>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconDownload size={14} aria-hidden />}
                        loading={busyFile === file.name}
                        onClick={() => download.mutate({ token: order.token, file: file.name })}
                        aria-label={`دانلود ${file.name}`}
                      >
                        دانلود
                      </Button>
                    </Group>
                  ))}
                </Stack>
              </>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** The order as its customer sees it: status, how to finish paying, and the delivered service. */
export function OrderView({ order }: { order: PublicOrder }) {
  const pageUrl = window.location.href.split(/[?#]/)[0] ?? '';
  return (
    <Stack gap="md" data-testid="order-view" data-status={order.status}>
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }} data-testid="order-product">
              {order.product}
            </Title>
            <Badge
              color={STATUS_COLORS[order.status] ?? 'gray'}
              variant="light"
              size="lg"
              style={{ flexShrink: 0, height: 'auto', whiteSpace: 'normal' }}
              data-testid="order-status"
            >
              {order.status_label}
            </Badge>
          </Group>
          <Line label="مبلغ" value={formatAmount(order.amount, order.currency)} testId="order-amount" />
          <Line label="موبایل یا ایمیل" value={<FreeValue value={order.contact} />} />
          <Line label="تاریخ ثبت" value={formatJalaliDay(order.jdate)} />
        </Stack>
      </Paper>

      {order.status === ORDER_STATUS.AWAITING && order.method === 'card' && <CardTransfer order={order} />}
      {order.status === ORDER_STATUS.AWAITING && order.method !== 'card' && (
        <Stack gap="sm">
          <Waiting testId="payment-waiting" text="پرداخت این سفارش هنوز تأیید نشده است." />
          {order.pay_url && (
            <Button
              component="a"
              href={order.pay_url}
              size="md"
              fullWidth
              leftSection={<IconExternalLink size={18} aria-hidden />}
              data-testid="pay-again"
            >
              رفتن به درگاه پرداخت
            </Button>
          )}
        </Stack>
      )}
      {order.status === ORDER_STATUS.PAID && (
        <Waiting
          testId="delivery-waiting"
          text="پرداخت شما انجام شد. سرویس در حال آماده‌سازی است و به‌زودی همین‌جا نمایش داده می‌شود."
        />
      )}
      {order.status === ORDER_STATUS.FAILED && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="order-failed">
          این سفارش پرداخت نشد یا لغو شد. اگر مبلغی از حساب شما کم شده، با پشتیبانی فروشگاه تماس بگیرید.
        </Alert>
      )}
      {order.status === ORDER_STATUS.DELIVERED && <DeliveredService order={order} />}

      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              نشانی این سفارش
            </Text>
            <CopyButton value={pageUrl} label="کپی نشانی" size="xs" testId="copy-order-url" />
          </Group>
          <Text size="xs" c="dimmed">
            این نشانی را نگه دارید؛ سرویس شما همیشه از همین صفحه در دسترس است.
          </Text>
          <Code block dir="ltr" className="latin-value" title={pageUrl} style={{ display: 'block' }}>
            {pageUrl}
          </Code>
        </Stack>
      </Paper>
    </Stack>
  );
}
