import { SimpleGrid, TextInput } from '@mantine/core';
import { type AdminTrafficPackage, TrafficPackageBodySchema, UpdateTrafficPackageBodySchema } from '@pishkhan/contract';
import { SaveDialog } from '@/components/admin/save-dialog';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { FormSwitch } from '@/components/ui/form-switch';
import { useZodForm } from '@/lib/use-zod-form';
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

  return (
    <SaveDialog
      form={form}
      title={pkg ? `ویرایش ${pkg.name}` : 'افزودن بسته‌ی حجمی'}
      testId="traffic-package"
      submitTestId="traffic-submit"
      submitLabel={pkg ? 'ثبت تغییرات' : 'افزودن'}
      gap="sm"
      save={(body, onSuccess) => save.mutate({ id: pkg?.id, body }, { onSuccess })}
      pending={save.isPending}
      done={pkg ? 'بسته‌ی حجمی ویرایش شد' : 'بسته‌ی حجمی ساخته شد'}
      onClose={onClose}
    >
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
          kind="toman"
          data-testid="traffic-price"
        />
        <FormNumberInput
          control={form.control}
          name="transferlimit"
          label="حجم (گیگابایت)"
          withAsterisk
          kind="decimal"
          data-testid="traffic-gb"
        />
        <FormNumberInput control={form.control} name="days" label="مدت (روز)" kind="whole" data-testid="traffic-days" />
        <FormNumberInput control={form.control} name="sort" label="ترتیب نمایش" kind="whole" />
      </SimpleGrid>
      <FormSwitch control={form.control} name="active" whenUnset label="در فروش" />
    </SaveDialog>
  );
}
