import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type AdminPackageGroupSchema, PackageBodySchema, UpdatePackageBodySchema } from '@pishkhan/contract';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors, numberOrUndefined } from '../../../components/admin/field-errors';
import { showSuccess } from '../../../components/ui/alerts';
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

/**
 * Every field of a package (spec section 3). A custom package is priced per GB with the monthly-rate formula and
 * capped by the most GB and days a reseller may choose.
 */
export function SavePackageDialog({ groups, pkg, groupId, onClose }: SavePackageDialogProps) {
  const save = useSavePackage();
  const [group, setGroup] = useState<string | null>(String(pkg?.packagegroup_id ?? groupId));
  const [name, setName] = useState(pkg?.name ?? '');
  const [info, setInfo] = useState(pkg?.info ?? '');
  const [price, setPrice] = useState<number | string>(pkg?.price ?? '');
  const [days, setDays] = useState<number | string>(pkg?.days ?? 30);
  const [traffic, setTraffic] = useState<number | string>(pkg?.traffic_gb ?? 0);
  const [isV2ray, setIsV2ray] = useState(pkg?.is_v2ray ?? true);
  const [isRadius, setIsRadius] = useState(pkg?.is_radius ?? false);
  const [isCustom, setIsCustom] = useState(pkg?.is_custom ?? false);
  const [unlimited, setUnlimited] = useState(pkg?.unlimited_traffic ?? false);
  const [transferlimit, setTransferlimit] = useState<number | string>(pkg?.transferlimit ?? 0);
  const [day, setDay] = useState<number | string>(pkg?.day ?? 0);
  const [monthRate, setMonthRate] = useState<number | string>(pkg?.month_rate ?? 0);
  const [active, setActive] = useState(pkg?.active ?? true);
  const [sort, setSort] = useState<number | string>(pkg?.sort ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      packagegroup_id: group === null ? undefined : Number(group),
      name,
      info,
      price: numberOrUndefined(price),
      days: numberOrUndefined(days),
      traffic_gb: numberOrUndefined(traffic),
      is_v2ray: isV2ray,
      is_radius: isRadius,
      is_custom: isCustom,
      // Only a fixed package can be sold by time alone.
      unlimited_traffic: unlimited && !isCustom,
      transferlimit: numberOrUndefined(transferlimit),
      day: numberOrUndefined(day),
      month_rate: numberOrUndefined(monthRate),
      active,
      sort: numberOrUndefined(sort),
    };
    const parsed = (pkg ? UpdatePackageBodySchema : PackageBodySchema).safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: pkg?.id, body: parsed.data },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(pkg ? 'بسته ویرایش شد' : 'بسته ساخته شد');
        },
      },
    );
  };

  const numberField = (
    label: string,
    value: number | string,
    set: (v: number | string) => void,
    field: string,
    extra = {},
  ) => (
    <NumberInput
      label={label}
      value={value}
      onChange={set}
      min={0}
      allowNegative={false}
      thousandSeparator=","
      inputMode="decimal"
      error={errors[field]}
      data-testid={`package-${field}`}
      {...extra}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={pkg ? `ویرایش ${pkg.name}` : 'افزودن بسته'}
      centered
      size="lg"
      data-testid="package-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="نام بسته"
              withAsterisk
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
              data-testid="package-name"
            />
            <Select
              label="گروه"
              data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
              value={group}
              onChange={setGroup}
              allowDeselect={false}
              error={errors.packagegroup_id}
              comboboxProps={{ withinPortal: true }}
            />
            {numberField(isCustom ? 'قیمت هر گیگ (تومان)' : 'قیمت (تومان)', price, setPrice, 'price', {
              allowDecimal: false,
              withAsterisk: true,
            })}
            {numberField('مدت (روز)', days, setDays, 'days', { allowDecimal: false })}
            {!isCustom && !unlimited && numberField('حجم (گیگابایت)', traffic, setTraffic, 'traffic_gb')}
            {numberField('ترتیب نمایش', sort, setSort, 'sort', { allowDecimal: false })}
          </SimpleGrid>
          <Textarea
            label="توضیح"
            autosize
            minRows={2}
            value={info}
            onChange={(e) => setInfo(e.currentTarget.value)}
            error={errors.info}
          />
          <Group gap="lg">
            <Switch
              label="وی‌تو‌ری"
              checked={isV2ray}
              onChange={(e) => setIsV2ray(e.currentTarget.checked)}
              error={errors.is_v2ray}
              data-testid="package-v2ray"
            />
            <Switch
              label="رادیوس (اوپن‌وی‌پی‌ان)"
              checked={isRadius}
              onChange={(e) => setIsRadius(e.currentTarget.checked)}
              data-testid="package-radius"
            />
            <Switch
              label="بسته‌ی دلخواه"
              checked={isCustom}
              onChange={(e) => setIsCustom(e.currentTarget.checked)}
              data-testid="package-custom"
            />
            {!isCustom && (
              <Switch
                label="ترافیک نامحدود"
                checked={unlimited}
                onChange={(e) => setUnlimited(e.currentTarget.checked)}
                error={errors.unlimited_traffic}
                data-testid="package-unlimited"
              />
            )}
            <Switch
              label="در فروش"
              checked={active}
              onChange={(e) => setActive(e.currentTarget.checked)}
              data-testid="package-active"
            />
          </Group>
          {isCustom && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {numberField('سقف حجم (گیگ)', transferlimit, setTransferlimit, 'transferlimit')}
              {numberField('سقف روز', day, setDay, 'day', { allowDecimal: false })}
              {numberField('نرخ ماهانه', monthRate, setMonthRate, 'month_rate', {
                description: 'افزایش قیمت برای هر ۳۰ روز بیشتر، مثلاً ۰٫۱',
              })}
            </SimpleGrid>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="package-submit">
              {pkg ? 'ثبت تغییرات' : 'افزودن'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
