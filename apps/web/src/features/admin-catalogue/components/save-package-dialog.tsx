import { Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type AdminPackageGroupSchema, PackageBodySchema, UpdatePackageBodySchema } from '@pishkhan/contract';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { SaveDialog } from '@/components/admin/save-dialog';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { FormSwitch } from '@/components/ui/form-switch';
import { useZodForm } from '@/lib/use-zod-form';
import { useSavePackage } from '../api/save-package';

type AdminGroup = z.infer<typeof AdminPackageGroupSchema>;
type AdminPackage = AdminGroup['packages'][number];

interface SavePackageDialogProps {
  groups: AdminGroup[];
  /** null: a new package in `groupId`. */
  pkg: AdminPackage | null;
  groupId: number;
  onClose: () => void;
}

type NumberField =
  | 'price'
  | 'days'
  | 'traffic_gb'
  | 'transferlimit'
  | 'day'
  | 'month_rate'
  | 'sort'
  | 'device_limit'
  | 'simultaneous_limit';

/** What a subscription request that names no device gets (decision 105). */
const NO_DEVICE_ID_OPTIONS = [
  { value: 'allow', label: 'مجاز' },
  { value: 'unknown', label: 'یک دستگاه ناشناس' },
  { value: 'refuse', label: 'رد' },
];
type SwitchField = 'is_v2ray' | 'is_radius' | 'is_custom' | 'unlimited_traffic' | 'active';

/**
 * Every field of a package (docs/product/services-and-statuses.md#packages). A custom package is priced per GB with the monthly-rate formula and
 * capped by the most GB and days a reseller may choose. Judged by the contract's schema, each error going as its field
 * is right (docs/decisions/081-one-form-behaviour.md).
 */
export function SavePackageDialog({ groups, pkg, groupId, onClose }: SavePackageDialogProps) {
  const save = useSavePackage();
  const form = useZodForm(pkg ? UpdatePackageBodySchema : PackageBodySchema, {
    packagegroup_id: pkg?.packagegroup_id ?? groupId,
    name: pkg?.name ?? '',
    info: pkg?.info ?? '',
    price: pkg?.price,
    days: pkg?.days ?? 30,
    traffic_gb: pkg?.traffic_gb ?? 0,
    is_v2ray: pkg?.is_v2ray ?? true,
    is_radius: pkg?.is_radius ?? false,
    is_custom: pkg?.is_custom ?? false,
    unlimited_traffic: pkg?.unlimited_traffic ?? false,
    transferlimit: pkg?.transferlimit ?? 0,
    day: pkg?.day ?? 0,
    month_rate: pkg?.month_rate ?? 0,
    active: pkg?.active ?? true,
    sort: pkg?.sort ?? 0,
    device_limit: pkg?.device_limit ?? 0,
    no_device_id: pkg?.no_device_id ?? 'allow',
    simultaneous_limit: pkg?.simultaneous_limit ?? 0,
  });
  const { errors } = form.formState;
  const isCustom = form.watch('is_custom') === true;
  const unlimited = form.watch('unlimited_traffic') === true;

  const numberField = (label: string, name: NumberField, extra = {}) => (
    <FormNumberInput
      control={form.control}
      name={name}
      label={label}
      kind="decimal"
      thousandSeparator=","
      inputMode="decimal"
      data-testid={`package-${name}`}
      {...extra}
    />
  );
  const switchField = (label: string, name: SwitchField, testId: string, onChecked?: (checked: boolean) => void) => (
    <FormSwitch
      control={form.control}
      name={name}
      label={label}
      // A package gives V2Ray, RADIUS or both: the rule is judged again as either switch moves.
      rules={name === 'is_radius' ? { deps: ['is_v2ray'] } : undefined}
      onChecked={onChecked}
      data-testid={testId}
    />
  );

  return (
    <SaveDialog
      form={form}
      title={pkg ? `ویرایش ${pkg.name}` : 'افزودن بسته'}
      testId="package"
      submitLabel={pkg ? 'ثبت تغییرات' : 'افزودن'}
      size="lg"
      gap="sm"
      save={(body, onSuccess) => save.mutate({ id: pkg?.id, body }, { onSuccess })}
      pending={save.isPending}
      done={pkg ? 'بسته ویرایش شد' : 'بسته ساخته شد'}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="نام بسته"
          withAsterisk
          {...form.register('name')}
          error={errors.name?.message}
          data-testid="package-name"
        />
        <Controller
          control={form.control}
          name="packagegroup_id"
          render={({ field, fieldState }) => (
            <Select
              label="گروه"
              data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
              value={typeof field.value === 'number' ? String(field.value) : null}
              onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
              allowDeselect={false}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {numberField(isCustom ? 'قیمت هر گیگ (تومان)' : 'قیمت (تومان)', 'price', {
          allowDecimal: false,
          withAsterisk: true,
        })}
        {numberField('مدت (روز)', 'days', { allowDecimal: false })}
        {!isCustom && !unlimited && numberField('حجم (گیگابایت)', 'traffic_gb')}
        {numberField('ترتیب نمایش', 'sort', { allowDecimal: false })}
      </SimpleGrid>
      <Textarea label="توضیح" autosize minRows={2} {...form.register('info')} error={errors.info?.message} />
      <Group gap="lg">
        {switchField('وی‌توری', 'is_v2ray', 'package-v2ray')}
        {switchField('رادیوس (اوپن‌وی‌پی‌ان)', 'is_radius', 'package-radius')}
        {/* Only a fixed package can be sold by time alone. */}
        {switchField('بسته‌ی دلخواه', 'is_custom', 'package-custom', (checked) => {
          if (checked) form.setValue('unlimited_traffic', false);
        })}
        {!isCustom && switchField('ترافیک نامحدود', 'unlimited_traffic', 'package-unlimited')}
        {switchField('در فروش', 'active', 'package-active')}
      </Group>
      {isCustom && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {numberField('سقف حجم (گیگ)', 'transferlimit')}
          {numberField('سقف روز', 'day', { allowDecimal: false })}
          {numberField('نرخ ماهانه', 'month_rate', {
            description: 'هر ۳۰ روزِ بیشتر، قیمت هر گیگ به این نسبت بالا می‌رود؛ ۰٫۱ یعنی ۱۰٪',
          })}
        </SimpleGrid>
      )}
      {/* Fair use (decision 105): 0 is no limit; a service takes these at purchase and its reseller may lower them. */}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="package-fair-use">
        {numberField('سقف دستگاه', 'device_limit', {
          allowDecimal: false,
          description: '۰ یعنی بدون سقف',
        })}
        <Controller
          control={form.control}
          name="no_device_id"
          render={({ field, fieldState }) => (
            <Select
              label="بدون شناسه‌ی دستگاه"
              description="برنامه‌ای که شناسه نمی‌فرستد"
              data={NO_DEVICE_ID_OPTIONS}
              value={typeof field.value === 'string' ? field.value : 'allow'}
              onChange={(value) => field.onChange(value ?? 'allow')}
              allowDeselect={false}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
              data-testid="package-no_device_id"
            />
          )}
        />
        {numberField('سقف اتصال هم‌زمان', 'simultaneous_limit', {
          allowDecimal: false,
          description: '۰ یعنی بدون سقف',
        })}
      </SimpleGrid>
    </SaveDialog>
  );
}
