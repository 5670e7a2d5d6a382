import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type AdminTrafficPackage, TrafficPackageBodySchema, UpdateTrafficPackageBodySchema } from '@pishkhan/contract';
import { showSuccess } from '../../../components/ui/alerts';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSwitch } from '../../../components/ui/form-switch';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveTrafficPackage } from '../api/save-traffic-package';

/**
 * A traffic package adds GB (and days) to a reseller's pool (decision 017). Judged by the contract's schema, each error
 * going as its field is right (docs/decisions/081-one-form-behaviour.md).
 */
export function SaveTrafficPackageDialog({ pkg, onClose }: { pkg: AdminTrafficPackage | null; onClose: () => void }) {
  const save = useSaveTrafficPackage();
  const form = useZodForm(pkg ? UpdateTrafficPackageBodySchema : TrafficPackageBodySchema, {
    name: pkg?.name ?? '',
    price: pkg?.price,
    transferlimit: pkg?.transferlimit,
    days: pkg?.days ?? 30,
    active: pkg?.active ?? true,
    sort: pkg?.sort ?? 0,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: pkg?.id, body },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(pkg ? 'بسته‌ی حجمی ویرایش شد' : 'بسته‌ی حجمی ساخته شد');
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={pkg ? `ویرایش ${pkg.name}` : 'افزودن بسته‌ی حجمی'}
      centered
      data-testid="traffic-package-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="نام بسته"
            withAsterisk
            {...form.register('name')}
            error={errors.name?.message}
            data-testid="traffic-name"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <FormNumberInput
              control={form.control}
              name="price"
              label="قیمت (تومان)"
              withAsterisk
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              data-testid="traffic-price"
            />
            <FormNumberInput
              control={form.control}
              name="transferlimit"
              label="حجم (گیگابایت)"
              withAsterisk
              min={0}
              allowNegative={false}
              data-testid="traffic-gb"
            />
            <FormNumberInput
              control={form.control}
              name="days"
              label="مدت (روز)"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              data-testid="traffic-days"
            />
            <FormNumberInput
              control={form.control}
              name="sort"
              label="ترتیب نمایش"
              min={0}
              allowDecimal={false}
              allowNegative={false}
            />
          </SimpleGrid>
          <FormSwitch control={form.control} name="active" whenUnset label="در فروش" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="traffic-submit">
              {pkg ? 'ثبت تغییرات' : 'افزودن'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
