import { Alert, Anchor, Button, Group, List, Loader, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import type { BulkAction, BulkPreview, BulkPreviewBody, BulkResult, RenewMode } from '@pishkhan/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { showToast } from '@/components/ui/alerts';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { formatNumber, formatToman, toPersianDigits } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { usePreviewBulk, useRunBulk } from '../api/bulk-services';
import { BULK_LABELS, type BulkSelection, bulkResultLines } from './bulk-labels';

/** `add`'s terms: whole GB and days, at least one of them (decision 099). */
const AddTermsSchema = z
  .object({
    traffic: z.number({ error: 'حجم باید عدد باشد' }).int('حجم باید عدد صحیح باشد').min(0).max(10_000).default(0),
    days: z
      .number({ error: 'تعداد روز باید عدد باشد' })
      .int('تعداد روز باید عدد صحیح باشد')
      .min(0)
      .max(3_650)
      .default(0),
  })
  .refine((t) => t.traffic >= 1 || t.days >= 1, {
    message: 'حجم یا تعداد روزی برای افزودن وارد کنید',
    path: ['traffic'],
  });

interface BulkActionDialogProps {
  action: BulkAction;
  selection: BulkSelection;
  onClose: () => void;
  /** The balance moved (renew, add, delete): the account is fetched again. */
  onAccountChanged: () => void;
  /** The action was done (all or part): the selection is cleared. */
  onDone: () => void;
  /** A routine action already done on the rows picked, some of which were not: the dialog only says which. */
  result?: BulkResult;
}

/** `n × price` lines of a preview: services of one price together, dearest first. */
function priceLines(items: BulkPreview['items'], key: 'price' | 'refund') {
  const counts = new Map<number, number>();
  for (const item of items) if (item[key] > 0) counts.set(item[key], (counts.get(item[key]) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([amount, count]) => `${formatNumber(count)} سرویس × ${formatToman(amount)}`);
}

function ServiceLines({ rows, testId }: { rows: { service_id: number; message: string }[]; testId: string }) {
  return (
    <ScrollArea.Autosize mah={180} type="auto">
      <List size="sm" spacing={2} data-testid={testId}>
        {rows.map((r) => (
          <List.Item key={r.service_id}>
            سرویس {toPersianDigits(r.service_id)}: {r.message}
          </List.Item>
        ))}
      </List>
    </ScrollArea.Autosize>
  );
}

/**
 * A bulk action asked before it is done (docs/product/screens.md#service-list): what it will do to how many services,
 * a spend named as count × price and its total (prices shown even where the reseller hides them on screen), the
 * balance, and the services it will not be done to; then the answer, naming any service that was not done.
 */
export function BulkActionDialog({
  action,
  selection,
  onClose,
  onAccountChanged,
  onDone,
  result: given,
}: BulkActionDialogProps) {
  const label = BULK_LABELS[action];
  const preview = usePreviewBulk();
  const run = useRunBulk();
  const [mode, setMode] = useState<RenewMode>('reset');
  const [terms, setTerms] = useState<{ traffic: number; days: number } | null>(null);
  const [result, setResult] = useState<BulkResult | null>(given ?? null);
  const needsTerms = action === 'add' || action === 'renew';
  const form = useZodForm(AddTermsSchema, { traffic: 0, days: 0 });

  const ask = (extra: Partial<BulkPreviewBody>) => {
    const body: BulkPreviewBody =
      selection.kind === 'rows'
        ? { action, service_ids: selection.ids, ...extra }
        : { action, filter: selection.filter, ...extra };
    preview.mutate(body, { onError: onClose });
  };
  const asked = useRef(false);
  useEffect(() => {
    if (needsTerms || asked.current || given) return;
    asked.current = true;
    ask({});
  });

  const p = preview.data;
  const money = action === 'renew' || action === 'add';
  const short = p !== undefined && money && p.total > p.balance;

  const confirm = () => {
    if (!p) return;
    run.mutate(
      {
        action,
        service_ids: p.items.map((i) => i.service_id),
        ...(action === 'add' ? { traffic: terms?.traffic ?? 0, days: terms?.days ?? 0 } : {}),
        ...(action === 'renew' ? { mode } : {}),
        ...(money ? { expected_total: p.total } : {}),
      },
      {
        onSuccess: (answer) => {
          if (money || action === 'delete') onAccountChanged();
          onDone();
          if (answer.failed.length === 0) {
            onClose();
            showToast(answer.message, bulkResultLines(answer));
          } else setResult(answer);
        },
      },
    );
  };

  let body: ReactNode;
  if (result) {
    body = (
      <Stack gap="sm" data-testid="bulk-result">
        <Text fw={600}>{result.message}</Text>
        {result.total > 0 && <Text size="sm">جمع کسرشده از موجودی: {formatToman(result.total)}</Text>}
        {result.refund_total > 0 && <Text size="sm">به موجودی شما برگشت: {formatToman(result.refund_total)}</Text>}
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          این سرویس‌ها انجام نشد و برای آن‌ها مبلغی کسر نشد:
        </Alert>
        <ServiceLines rows={result.failed} testId="bulk-failed" />
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="bulk-close">
            بستن
          </Button>
        </Group>
      </Stack>
    );
  } else if (needsTerms && !p && !preview.isPending) {
    body = (
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          if (action === 'add') {
            void form.handleSubmit((values) => {
              setTerms(values);
              ask(values);
            })(event);
          } else {
            event.preventDefault();
            ask({ mode });
          }
        }}
      >
        {action === 'add' ? (
          <>
            <Text size="sm">
              حجم و روزهایی که به هر سرویس افزوده می‌شود؛ روزها پس از تاریخ انقضای فعلی هر سرویس حساب می‌شوند.
            </Text>
            <FormNumberInput
              control={form.control}
              name="traffic"
              label="حجم افزوده (گیگابایت)"
              min={0}
              allowDecimal={false}
              data-testid="bulk-traffic"
            />
            <FormNumberInput
              control={form.control}
              name="days"
              label="روز افزوده"
              min={0}
              allowDecimal={false}
              data-testid="bulk-days"
            />
          </>
        ) : (
          <Radio.Group
            label="هر سرویس با همان بسته‌ی خودش تمدید می‌شود"
            value={mode}
            onChange={(v) => setMode(v as RenewMode)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="reset" label="از نو: دوره از امروز و مصرف از صفر" data-testid="bulk-mode-reset" />
              <Radio value="add" label="افزودن به باقی‌مانده‌ی حجم و روزها" data-testid="bulk-mode-add" />
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            انصراف
          </Button>
          <Button type="submit" data-testid="bulk-next">
            ادامه
          </Button>
        </Group>
      </Stack>
    );
  } else if (!p) {
    body = (
      <Stack align="center" p="md">
        <Loader size="sm" />
      </Stack>
    );
  } else {
    const count = p.items.length;
    body = (
      <Stack gap="sm" data-testid="bulk-preview">
        {count === 0 ? (
          <Text>این کار برای هیچ‌یک از سرویس‌های انتخاب‌شده ممکن نیست.</Text>
        ) : (
          <Text fw={600} data-testid="bulk-summary">
            {formatNumber(count)} سرویس {label.verb}.
          </Text>
        )}
        {money && count > 0 && (
          <Stack gap={2} data-testid="bulk-cost">
            {priceLines(p.items, 'price').map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            <Text fw={700}>جمع: {formatToman(p.total)}</Text>
            <Text size="sm" c="dimmed">
              موجودی شما: {formatToman(p.balance)}
            </Text>
          </Stack>
        )}
        {action === 'delete' && count > 0 && (
          <Text size="sm" data-testid="bulk-cost">
            {p.refund_total > 0
              ? `${formatToman(p.refund_total)} به موجودی شما برمی‌گردد؛ سرویس‌هایی که بیش از ۰٫۱ گیگ مصرف کرده‌اند بدون بازگشت وجه حذف می‌شوند.`
              : 'با حذف این سرویس‌ها مبلغی برنمی‌گردد.'}
          </Text>
        )}
        {action === 'delete' && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            این کار برگشت‌پذیر نیست.
          </Alert>
        )}
        {short && (
          <Alert color="red" variant="light" data-testid="bulk-short">
            موجودی شما برای این کار کافی نیست؛ {formatToman(p.total - p.balance)} کم دارید.{' '}
            <Anchor component={Link} to="/giftcard" onClick={onClose}>
              شارژ حساب
            </Anchor>
          </Alert>
        )}
        {p.skipped.length > 0 && (
          <>
            <Text size="sm" c="orange.8">
              این {formatNumber(p.skipped.length)} سرویس انجام نمی‌شود و مبلغی برای آن‌ها کسر نمی‌شود:
            </Text>
            <ServiceLines rows={p.skipped} testId="bulk-skipped" />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={run.isPending}>
            انصراف
          </Button>
          <Button
            color={action === 'delete' ? 'red' : undefined}
            onClick={confirm}
            loading={run.isPending}
            disabled={count === 0 || short}
            data-testid="bulk-confirm"
          >
            {money ? `بله، پرداخت ${formatToman(p.total)}` : `بله، ${label.confirm}`}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title={label.title} centered data-testid="bulk-dialog">
      {body}
    </Modal>
  );
}
