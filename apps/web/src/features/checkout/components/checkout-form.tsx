import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Checkout, CheckoutBodySchema } from '@pishkhan/contract';
import { IconAlertCircle, IconCalendar, IconDatabase, IconLock } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatAmount, formatNumber, formatToman, toPersianDigits } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useStartCheckout } from '../api/start-checkout';

function ProductCard({ product }: { product: Checkout['product'] }) {
  const kinds = [product.is_v2ray && 'لینک اتصال', product.is_radius && 'حساب اوپن‌وی‌پی‌ان'].filter(Boolean).join(' و ');
  return (
    <Paper withBorder radius="md" p="md" data-testid="checkout-product">
      <Stack gap="xs">
        <Title order={2} size="h4" data-testid="product-title" style={{ overflowWrap: 'anywhere' }}>
          {product.name}
        </Title>
        <Group gap="md">
          {product.days > 0 && (
            <Group gap={4}>
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">{formatNumber(product.days)} روز</Text>
            </Group>
          )}
          {(product.unlimited_traffic || product.traffic_gb > 0) && (
            <Group gap={4}>
              <IconDatabase size={16} aria-hidden />
              <Text size="sm">
                {product.unlimited_traffic ? 'ترافیک نامحدود' : `${formatNumber(product.traffic_gb)} گیگابایت`}
              </Text>
            </Group>
          )}
        </Group>
        {kinds && (
          <Text size="sm" c="dimmed">
            تحویل: {kinds}
          </Text>
        )}
        <Group justify="space-between" align="baseline" mt={4}>
          <Text size="sm" c="dimmed">
            قیمت
          </Text>
          <Text fw={800} size="xl" data-testid="product-price">
            {formatToman(product.price)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

const KINDS: Record<Checkout['methods'][number]['code'], string> = {
  zarinpal: 'پرداخت اینترنتی با کارت بانکی',
  cryptomus: 'پرداخت با ارز دیجیتال',
  card: 'واریز کارت به کارت',
};

/**
 * Each method as the customer tells it apart (decision 019): the admin's title, then what it is (a card by its last
 * four digits) and what it costs beside the product's price; two that still read alike are numbered.
 */
function methodLabels(methods: Checkout['methods']) {
  const lines = methods.map((m) => {
    const kind = m.card_ending ? `واریز به کارت منتهی به ${toPersianDigits(m.card_ending)}` : KINDS[m.code];
    const off = Math.abs(m.changepercent - 100);
    const fee = m.changepercent > 100 ? `${toPersianDigits(off)}٪ کارمزد` : off ? `${toPersianDigits(off)}٪ تخفیف` : '';
    return { title: m.name, detail: [kind, fee].filter(Boolean).join('، ') };
  });
  const key = (l: { title: string; detail: string }) => `${l.title}\n${l.detail}`;
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const alike = lines.filter((l) => key(l) === key(line)).length;
    if (alike < 2) return line;
    const n = (seen.get(key(line)) ?? 0) + 1;
    seen.set(key(line), n);
    return { ...line, title: `${line.title} (${toPersianDigits(n)})` };
  });
}

/** The checkout (docs/product/screens.md#public-store-pages): the product, mobile or email, the store's active methods in order (with changepercent). */
export function CheckoutForm({ token, checkout }: { token: string; checkout: Checkout }) {
  const navigate = useNavigate();
  const start = useStartCheckout();
  const form = useZodForm(CheckoutBodySchema, { contact: '', method_id: checkout.methods[0]?.id });
  const methodId = form.watch('method_id');
  const chosen = checkout.methods.find((m) => m.id === methodId);
  const labels = methodLabels(checkout.methods);

  const submit = form.handleSubmit((body) =>
    start.mutate(
      { token, body },
      {
        onSuccess: ({ order, redirect }) => {
          if (redirect) window.location.assign(redirect);
          else navigate(`/order/${order}`);
        },
      },
    ),
  );

  return (
    <Stack gap="md" data-testid="checkout">
      <ProductCard product={checkout.product} />
      {checkout.methods.length === 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="no-methods">
          این فروشگاه فعلاً روش پرداختی ندارد. لطفاً با پشتیبانی فروشگاه تماس بگیرید.
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label="شماره موبایل یا ایمیل"
                description="سرویس به نام همین شماره یا ایمیل ثبت می‌شود."
                placeholder="۰۹۱۲۳۴۵۶۷۸۹"
                {...form.register('contact')}
                error={form.formState.errors.contact?.message}
                dir="auto"
                autoComplete="on"
                size="md"
                data-testid="checkout-contact"
              />
              <Controller
                control={form.control}
                name="method_id"
                render={({ field }) => (
                  <Radio.Group
                    label="روش پرداخت"
                    value={typeof field.value === 'number' ? String(field.value) : null}
                    onChange={(value) => field.onChange(Number(value))}
                    error={form.formState.errors.method_id?.message}
                  >
                    <Stack gap="xs" mt="xs" data-testid="checkout-methods">
                      {checkout.methods.map((method, i) => {
                        const label = labels[i] ?? { title: method.name, detail: '' };
                        const amount = formatAmount(method.amount, method.currency);
                        return (
                          <Radio.Card
                            key={method.id}
                            value={String(method.id)}
                            radius="md"
                            p="sm"
                            aria-label={`${label.title}، ${label.detail}، ${amount}`}
                            data-testid="checkout-method"
                            data-code={method.code}
                          >
                            <Group wrap="nowrap" gap="sm">
                              <Radio.Indicator />
                              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                                <Text fw={600} data-testid="checkout-method-name">
                                  {label.title}
                                </Text>
                                <Text size="sm" c="dimmed" data-testid="checkout-method-detail">
                                  {label.detail}
                                </Text>
                              </Stack>
                              <Text fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="checkout-method-amount">
                                {amount}
                              </Text>
                            </Group>
                          </Radio.Card>
                        );
                      })}
                    </Stack>
                  </Radio.Group>
                )}
              />
              <Button
                type="submit"
                size="md"
                fullWidth
                leftSection={<IconLock size={18} aria-hidden />}
                loading={start.isPending}
                disabled={!chosen}
                data-testid="checkout-submit"
              >
                {chosen ? `پرداخت ${formatAmount(chosen.amount, chosen.currency)}` : 'پرداخت'}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
