import { Button, Group, Modal, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type Product, ProductBodySchema } from '@pishkhan/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { showSuccess } from '../../../components/ui/alerts';
import { formatPrice } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import { useCreateProduct } from '../api/create-product';
import { useStorePackages } from '../api/get-store-packages';
import { useUpdateProduct } from '../api/update-product';

type Field = 'name' | 'price' | 'package_id';

interface SaveProductDialogProps {
  /** null: a new product. */
  product: Product | null;
  onClose: () => void;
}

/** Spec 'Store': add or edit a product (name, price, package); a new product starts active. */
export function SaveProductDialog({ product, onClose }: SaveProductDialogProps) {
  const packages = useStorePackages();
  const { showprice } = useSettings();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [name, setName] = useState(product?.name ?? '');
  const [price, setPrice] = useState<number | string>(product?.price ?? '');
  const [packageId, setPackageId] = useState<string | null>(product ? String(product.package_id) : null);
  const [active, setActive] = useState(product?.active ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

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
  const chosen = sellable.flatMap((g) => g.packages).find((p) => String(p.id) === packageId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ProductBodySchema.safeParse({
      name,
      price: price === '' ? undefined : Number(price),
      package_id: packageId === null ? undefined : Number(packageId),
      active,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const done = () => {
      onClose();
      void showSuccess(product ? 'محصول ویرایش شد' : 'محصول اضافه شد');
    };
    if (product) update.mutate({ id: product.id, body: parsed.data }, { onSuccess: done });
    else create.mutate(parsed.data, { onSuccess: done });
  };

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
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-testid="product-name"
          />
          <NumberInput
            label="قیمت فروش (تومان)"
            withAsterisk
            value={price}
            onChange={setPrice}
            min={0}
            step={1000}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            hideControls
            inputMode="numeric"
            error={errors.price}
            data-testid="product-price"
          />
          <Select
            label="بسته"
            withAsterisk
            placeholder={packages.isPending ? 'در حال دریافت بسته‌ها...' : 'یک بسته انتخاب کنید'}
            data={options}
            value={packageId}
            onChange={setPackageId}
            searchable
            nothingFoundMessage="بسته‌ای پیدا نشد"
            checkIconPosition="left"
            comboboxProps={{ withinPortal: true }}
            error={errors.package_id}
            data-testid="product-package"
          />
          {chosen && (
            <Text size="sm" c="dimmed" data-testid="product-package-price">
              قیمت این بسته برای شما: {formatPrice(chosen.price, showprice)}
            </Text>
          )}
          <Switch
            label="فعال"
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
            data-testid="product-active"
          />
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
