import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type AdminTrafficPackage, TrafficGbPriceBodySchema } from '@pishkhan/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ActiveBadge } from '../../../components/admin/status-badges';
import { showSuccess } from '../../../components/ui/alerts';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { withLatinRuns } from '../../../components/ui/latin';
import { CuedScrollContainer } from '../../../components/ui/scroll-cue';
import { formatGb, formatNumber, formatToman } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSetGbPrice } from '../api/set-gb-price';
import { SaveTrafficPackageDialog } from './save-traffic-package-dialog';

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
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
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
      <Paper withBorder radius="md">
        {packages.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            هنوز بسته‌ی حجمی ساخته نشده است.
          </Text>
        ) : (
          <CuedScrollContainer minWidth={560} type="native">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>بسته</Table.Th>
                  <Table.Th>حجم</Table.Th>
                  <Table.Th>مدت</Table.Th>
                  <Table.Th>قیمت پایه</Table.Th>
                  <Table.Th>وضعیت</Table.Th>
                  <Table.Th aria-label="کارها" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {packages.map((p) => (
                  <Table.Tr key={p.id} data-testid="traffic-row" data-name={p.name}>
                    <Table.Td>{withLatinRuns(p.name)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatGb(p.transferlimit)} گیگ</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatNumber(p.days)} روز</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="traffic-price-cell">
                      {formatToman(p.price)}
                    </Table.Td>
                    <Table.Td>
                      <ActiveBadge active={p.active} off="خارج از فروش" />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setEditing(p)}
                        data-testid="edit-traffic-package"
                      >
                        ویرایش
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CuedScrollContainer>
        )}
      </Paper>
      {editing !== undefined && <SaveTrafficPackageDialog pkg={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
