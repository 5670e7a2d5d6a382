import { Badge, Button, Group, Paper, Switch, Table, Text, TextInput } from '@mantine/core';
import { AdminPaymentMethodBodySchema, type AvailablePaymentMethod } from '@pishkhan/contract';
import { showSuccess } from '@/components/ui/alerts';
import cardRows from '@/components/ui/card-rows.module.css';
import { keyLabel } from '@/lib/gateway-key-labels';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import classes from './payment-methods-table.module.css';

const GATEWAYS: Record<string, string> = {
  zarinpal: 'زرین‌پال',
  cryptomus: 'ارز دیجیتال (کریپتوماس)',
  card: 'کارت به کارت',
};

/** The row's one typed field, judged by the contract's own rule for it. */
const MethodNameSchema = AdminPaymentMethodBodySchema.pick({ name: true });

/**
 * One method: its name as stores see it and whether stores may offer it; saved per row. The name's error goes as soon
 * as it is right (docs/decisions/081-one-form-behaviour.md).
 */
function MethodRow({ method }: { method: AvailablePaymentMethod }) {
  const update = useUpdatePaymentMethod();
  const form = useZodForm(MethodNameSchema, { name: method.name });
  const name = form.watch('name');
  const save = (active: boolean) =>
    form.handleSubmit(({ name: saved }) =>
      update.mutate(
        { id: method.id, name: saved, active },
        {
          onSuccess: () => void showSuccess(active ? 'روش پرداخت ثبت شد' : 'این روش دیگر به فروشگاه‌ها پیشنهاد نمی‌شود'),
        },
      ),
    )();
  return (
    <Table.Tr data-testid="method-row" data-code={method.code}>
      <Table.Td>
        <TextInput
          {...form.register('name')}
          error={form.formState.errors.name?.message}
          aria-label={`نام ${GATEWAYS[method.code] ?? method.code}`}
          data-testid="method-name"
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{GATEWAYS[method.code] ?? method.code}</Text>
        {method.keys.length > 0 && (
          <Group gap={4} mt={4}>
            {method.keys.map((k) => (
              <Badge key={k} variant="outline" color="gray" size="xs" tt="none" data-key={k}>
                {keyLabel(k)}
              </Badge>
            ))}
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Switch
          checked={method.active}
          onChange={(e) => save(e.currentTarget.checked)}
          disabled={update.isPending}
          label={method.active ? 'پیشنهاد می‌شود' : 'پیشنهاد نمی‌شود'}
          data-testid="method-active"
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          onClick={() => save(method.active)}
          loading={update.isPending}
          disabled={name === method.name}
          data-testid="method-save"
        >
          ذخیره‌ی نام
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The catalogue of gateways stores may offer their customers (each store fills its own keys). */
export function PaymentMethodsTable({ methods }: { methods: AvailablePaymentMethod[] }) {
  return (
    <Paper withBorder radius="md">
      {/* On a phone each gateway is a card, as the other lists (decision 088). */}
      <Table.ScrollContainer minWidth={0} type="native" className={cardRows.scroll}>
        <Table verticalSpacing="sm" data-testid="methods-table" className={`${cardRows.table} ${classes.table}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>نام برای فروشگاه‌ها</Table.Th>
              <Table.Th>درگاه و کلیدهای آن</Table.Th>
              <Table.Th>وضعیت</Table.Th>
              <Table.Th aria-label="کارها" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {methods.map((m) => (
              <MethodRow key={m.id} method={m} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
