import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { type AdminTrafficPackage, TrafficPackageBodySchema, UpdateTrafficPackageBodySchema } from '@pishkhan/contract';
import { type FormEvent, useState } from 'react';
import { fieldErrors, numberOrUndefined } from '../../../components/admin/field-errors';
import { showSuccess } from '../../../components/ui/alerts';
import { useSaveTrafficPackage } from '../api/save-traffic-package';

/** A traffic package adds GB (and days) to a reseller's pool (decision 017). */
export function SaveTrafficPackageDialog({ pkg, onClose }: { pkg: AdminTrafficPackage | null; onClose: () => void }) {
  const save = useSaveTrafficPackage();
  const [name, setName] = useState(pkg?.name ?? '');
  const [price, setPrice] = useState<number | string>(pkg?.price ?? '');
  const [transferlimit, setTransferlimit] = useState<number | string>(pkg?.transferlimit ?? '');
  const [days, setDays] = useState<number | string>(pkg?.days ?? 30);
  const [active, setActive] = useState(pkg?.active ?? true);
  const [sort, setSort] = useState<number | string>(pkg?.sort ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      name,
      price: numberOrUndefined(price),
      transferlimit: numberOrUndefined(transferlimit),
      days: numberOrUndefined(days),
      active,
      sort: numberOrUndefined(sort),
    };
    const parsed = (pkg ? UpdateTrafficPackageBodySchema : TrafficPackageBodySchema).safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: pkg?.id, body: parsed.data },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(pkg ? 'بسته‌ی حجمی ویرایش شد' : 'بسته‌ی حجمی ساخته شد');
        },
      },
    );
  };

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
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-testid="traffic-name"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="قیمت (تومان)"
              withAsterisk
              value={price}
              onChange={setPrice}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              error={errors.price}
              data-testid="traffic-price"
            />
            <NumberInput
              label="حجم (گیگابایت)"
              withAsterisk
              value={transferlimit}
              onChange={setTransferlimit}
              min={0}
              allowNegative={false}
              error={errors.transferlimit}
              data-testid="traffic-gb"
            />
            <NumberInput
              label="مدت (روز)"
              value={days}
              onChange={setDays}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              error={errors.days}
              data-testid="traffic-days"
            />
            <NumberInput
              label="ترتیب نمایش"
              value={sort}
              onChange={setSort}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              error={errors.sort}
            />
          </SimpleGrid>
          <Switch label="در فروش" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
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
