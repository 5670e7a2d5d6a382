import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { type Product, type ProductBody, ProductBodySchema } from '@pishkhan/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { SaveDialog } from '@/components/admin/save-dialog';
import { useStorePackages } from '@/components/services/get-store-packages';
import { FormSwitch } from '@/components/ui/form-switch';
import { formatPrice, formatToman } from '@/lib/format';
import { useSettings } from '@/lib/settings-store';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';

/** The question's safe answer takes the focus once, as it appears (a stable ref: not again on each render). */
const focusOnMount = (button: HTMLButtonElement | null) => button?.focus();

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
  const price = form.watch('price');
  /** A product priced below its package's cost, sent once and waiting for «بله» (docs/product/store.md). */
  const [belowCost, setBelowCost] = useState<ProductBody | null>(null);

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
  /** The reseller's profit on each sale: the product's price less what the package costs them. */
  const margin = chosen && typeof price === 'number' ? price - chosen.price : null;

  // The question stands for the figures it names: a changed price or package asks again.
  const asking =
    belowCost && chosen && belowCost.price === price && belowCost.package_id === packageId ? belowCost : null;

  return (
    <SaveDialog
      form={form}
      title={product ? 'ویرایش محصول' : 'افزودن محصول'}
      testId="product"
      submitLabel={product ? 'ثبت تغییرات' : 'افزودن محصول'}
      save={(body, onSuccess) => {
        if (product) update.mutate({ id: product.id, body }, { onSuccess });
        else create.mutate(body, { onSuccess });
      }}
      pending={create.isPending || update.isPending}
      done={product ? 'محصول ویرایش شد' : 'محصول اضافه شد'}
      beforeSave={(body, save) => {
        if (chosen && body.price < chosen.price) setBelowCost(body);
        else save(body);
      }}
      footer={(save) =>
        asking &&
        chosen && (
          <Alert color="red" variant="outline" title="فروش زیر قیمت بسته" data-testid="product-below-cost-confirm">
            <Stack gap="sm">
              <Text size="sm">
                این محصول {formatToman(asking.price)} فروخته می‌شود و بسته‌ی آن {formatToman(chosen.price)} برای شما هزینه
                دارد: با هر فروش {formatToman(chosen.price - asking.price)} زیان می‌کنید. با همین قیمت ثبت شود؟
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setBelowCost(null)} ref={focusOnMount}>
                  اصلاح قیمت
                </Button>
                <Button
                  color="red"
                  onClick={() => save(asking)}
                  loading={create.isPending || update.isPending}
                  data-testid="product-below-cost-yes"
                >
                  بله، ثبت شود
                </Button>
              </Group>
            </Stack>
          </Alert>
        )
      }
      onClose={onClose}
    >
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
        <Stack gap={2}>
          <Text size="sm" c="dimmed" data-testid="product-package-price">
            قیمت این بسته برای شما: {formatPrice(chosen.price, showprice)}
          </Text>
          {margin !== null && margin >= 0 && (
            <Text size="sm" c="teal.9" data-testid="product-margin">
              سود شما از هر فروش: {formatPrice(margin, showprice)}
            </Text>
          )}
        </Stack>
      )}
      {margin !== null && margin < 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="product-below-cost"
        >
          قیمت فروش از قیمت این بسته برای شما کمتر است
          {showprice ? `؛ با هر فروش ${formatToman(-margin)} زیان می‌کنید.` : ' و با هر فروش زیان می‌کنید.'}
        </Alert>
      )}
      <FormSwitch control={form.control} name="active" whenUnset label="فعال" data-testid="product-active" />
    </SaveDialog>
  );
}
