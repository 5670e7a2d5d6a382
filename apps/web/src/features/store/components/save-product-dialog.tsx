import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { type Product, ProductBodySchema } from '@pishkhan/contract';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useStorePackages } from '../../../components/services/get-store-packages';
import { showSuccess } from '../../../components/ui/alerts';
import { FormSwitch } from '../../../components/ui/form-switch';
import { formatPrice } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';

interface SaveProductDialogProps {
  /** null: a new product. */
  product: Product | null;
  onClose: () => void;
}

/** docs/product/screens.md#products: add or edit a product (name, price, package); a new product starts active. */
export function SaveProductDialog({ product, onClose }: SaveProductDialogProps) {
  const packages = useStorePackages();
  const { showprice } = useSettings();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useZodForm(ProductBodySchema, {
    name: product?.name ?? '',
    price: product?.price,
    package_id: product?.package_id,
    active: product?.active ?? true,
  });
  const { errors } = form.formState;
  const packageId = form.watch('package_id');

  // Products sell fixed packages only; the server refuses custom ones.
  const sellable = useMemo(
    () =>
      (packages.data ?? [])
        .map((group) => ({ group, packages: group.packages.filter((p) => !p.is_custom) }))
        .filter((g) => g.packages.length > 0),
    [packages.data],
  );
  const options = sellable.map(({ group, packages: list }) => ({
    group: group.name,
    items: list.map((p) => ({ value: String(p.id), label: p.name })),
  }));
  const chosen = sellable.flatMap((g) => g.packages).find((p) => p.id === packageId);

  const submit = form.handleSubmit((body) => {
    const done = () => {
      onClose();
      void showSuccess(product ? 'محصول ویرایش شد' : 'محصول اضافه شد');
    };
    if (product) update.mutate({ id: product.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={product ? 'ویرایش محصول' : 'افزودن محصول'}
      centered
      data-testid="product-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="نام محصول"
            withAsterisk
            {...form.register('name')}
            error={errors.name?.message}
            data-testid="product-name"
          />
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => (
              <NumberInput
                label="قیمت فروش (تومان)"
                withAsterisk
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
                onBlur={field.onBlur}
                min={0}
                step={1000}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                hideControls
                inputMode="numeric"
                error={errors.price?.message}
                data-testid="product-price"
              />
            )}
          />
          <Controller
            control={form.control}
            name="package_id"
            render={({ field }) => (
              <Select
                label="بسته"
                withAsterisk
                placeholder={packages.isPending ? 'در حال دریافت بسته‌ها...' : 'یک بسته انتخاب کنید'}
                data={options}
                value={typeof field.value === 'number' ? String(field.value) : null}
                onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
                searchable
                nothingFoundMessage="بسته‌ای پیدا نشد"
                checkIconPosition="left"
                comboboxProps={{ withinPortal: true }}
                error={errors.package_id?.message}
                data-testid="product-package"
              />
            )}
          />
          {chosen && (
            <Text size="sm" c="dimmed" data-testid="product-package-price">
              قیمت این بسته برای شما: {formatPrice(chosen.price, showprice)}
            </Text>
          )}
          <FormSwitch control={form.control} name="active" whenUnset label="فعال" data-testid="product-active" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="product-submit">
              {product ? 'ثبت تغییرات' : 'افزودن محصول'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
