import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type AdminTrafficPackage, TrafficGbPriceBodySchema } from '@pishkhan/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin/admin-table';
import { ActiveBadge } from '@/components/admin/status-badges';
import { showSuccess } from '@/components/ui/alerts';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { withLatinRuns } from '@/components/ui/latin';
import { formatGb, formatNumber, formatToman } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useSetGbPrice } from '../api/set-gb-price';
import { SaveTrafficPackageDialog } from './save-traffic-package-dialog';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The list price of one extra pool GB; 0 stops selling extra GB. */
function GbPriceForm({ price }: { price: number }) {
  const save = useSetGbPrice();
  const form = useZodForm(TrafficGbPriceBodySchema, { price });
  const submit = form.handleSubmit((body) =>
    save.mutate(body.price, { onSuccess: () => void showSuccess('قیمت هر گیگ اضافه ثبت شد') }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <FormNumberInput
          control={form.control}
          name="price"
          label="قیمت هر گیگ اضافه (تومان)"
          description="پیش از تخفیف فروشنده؛ ۰ یعنی گیگ اضافه فروخته نمی‌شود"
          kind="toman"
          style={{ flex: '1 1 16rem' }}
          data-testid="gb-price"
        />
        <Button type="submit" loading={save.isPending} data-testid="gb-price-submit">
          ثبت قیمت
        </Button>
      </Group>
    </form>
  );
}

/** Traffic packages for pools (decision 017) at list prices, and the extra-GB price. */
export function TrafficPackages({ packages, gbPrice }: { packages: AdminTrafficPackage[]; gbPrice: number }) {
  const [editing, setEditing] = useState<AdminTrafficPackage | null | undefined>(undefined);
  return (
    <Stack gap="md" data-testid="traffic-packages">
      <Group justify="space-between">
        <Title order={2} size="h4">
          بسته‌های حجمی
        </Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing(null)}
          data-testid="add-traffic-package"
        >
          افزودن بسته‌ی حجمی
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <GbPriceForm key={gbPrice} price={gbPrice} />
      </Paper>
      <AdminTable
        rows={packages}
        rowKey={(p) => p.id}
        rowData={(p) => ({ 'data-name': p.name })}
        testId="traffic"
        rowTestId="traffic-row"
        minWidth={560}
        spacing="xs"
        highlightOnHover={false}
        empty={{ title: 'هنوز بسته‌ی حجمی ساخته نشده است.', plain: true }}
        columns={[
          { header: 'بسته', cell: (p) => withLatinRuns(p.name) },
          { header: 'حجم', cell: (p) => `${formatGb(p.transferlimit)} گیگ`, td: { style: NOWRAP } },
          { header: 'مدت', cell: (p) => `${formatNumber(p.days)} روز`, td: { style: NOWRAP } },
          {
            header: 'قیمت پایه',
            cell: (p) => formatToman(p.price),
            td: { style: NOWRAP, 'data-testid': 'traffic-price-cell' },
          },
          { header: 'وضعیت', cell: (p) => <ActiveBadge active={p.active} off="خارج از فروش" /> },
          {
            header: null,
            headerLabel: 'کارها',
            cell: (p) => (
              <Button size="xs" variant="subtle" onClick={() => setEditing(p)} data-testid="edit-traffic-package">
                ویرایش
              </Button>
            ),
          },
        ]}
      />
      {editing !== undefined && <SaveTrafficPackageDialog pkg={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
