import { Select, SimpleGrid } from '@mantine/core';
import { type PaymentConfig, PaymentConfigBodySchema, type PaymentItem } from '@pishkhan/contract';
import { Controller } from 'react-hook-form';
import { SaveDialog } from '@/components/admin/save-dialog';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { FormSwitch } from '@/components/ui/form-switch';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateMethod } from '../api/create-method';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useUpdateMethod } from '../api/update-method';
import { KeyPairsEditor } from './key-pairs-editor';

/** docs/product/screens.md#payment-methods: a new gateway has no items, no gateway chosen, is active, order 1, changepercent 100. */
export const NEW_METHOD_DEFAULTS = { active: true, order: 1, changepercent: 100 } as const;

interface SaveMethodDialogProps {
  /** null: a new gateway. */
  method: PaymentConfig | null;
  onClose: () => void;
}

export function SaveMethodDialog({ method, onClose }: SaveMethodDialogProps) {
  const available = usePaymentMethods();
  const create = useCreateMethod();
  const update = useUpdateMethod();
  const form = useZodForm(PaymentConfigBodySchema, {
    payment_method_id: method?.payment_method_id,
    active: method?.active ?? NEW_METHOD_DEFAULTS.active,
    changepercent: method?.changepercent ?? NEW_METHOD_DEFAULTS.changepercent,
    order: method?.order ?? NEW_METHOD_DEFAULTS.order,
    items: method?.items ?? [],
  });
  const { errors } = form.formState;

  const gateways = available.data ?? [];
  const keysOf = (id: number | undefined) => gateways.find((g) => g.id === id)?.keys ?? [];
  const keys = keysOf(form.watch('payment_method_id'));
  // The schema's text fields take `unknown` input; the pairs the form holds are the editor's, strings each.
  const pairsOf = (items: unknown) => items as PaymentItem[];

  const chooseGateway = (id: number | undefined) => {
    // docs/product/screens.md#payment-methods: when the gateway's key list changes, pairs not in it are dropped.
    const next = keysOf(id);
    form.setValue(
      'items',
      pairsOf(form.getValues('items')).filter((item) => next.includes(item.name)),
    );
  };

  // The schema judges the fields; the server the rest (required keys, card number, merchant id), in the shared dialog.
  return (
    <SaveDialog
      form={form}
      title={method ? 'ویرایش درگاه' : 'افزودن درگاه'}
      testId="method"
      submitLabel={method ? 'ثبت تغییرات' : 'افزودن درگاه'}
      size="lg"
      save={(body, onSuccess) => {
        if (method) update.mutate({ id: method.id, body }, { onSuccess });
        else create.mutate(body, { onSuccess });
      }}
      pending={create.isPending || update.isPending}
      done={method ? 'درگاه ویرایش شد' : 'درگاه اضافه شد'}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="payment_method_id"
        render={({ field }) => (
          <Select
            label="درگاه"
            placeholder={available.isPending ? 'در حال دریافت درگاه‌ها...' : 'یک درگاه انتخاب کنید'}
            data={gateways.map((g) => ({ value: String(g.id), label: g.name }))}
            value={typeof field.value === 'number' ? String(field.value) : null}
            onChange={(value) => {
              const id = value === null ? undefined : Number(value);
              field.onChange(id);
              chooseGateway(id);
            }}
            onBlur={field.onBlur}
            checkIconPosition="left"
            error={errors.payment_method_id?.message}
            data-testid="method-gateway"
          />
        )}
      />
      <FormSwitch control={form.control} name="active" whenUnset label="فعال" data-testid="method-active" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FormNumberInput
          control={form.control}
          name="changepercent"
          label="درصد تبدیل ارز"
          description="۱۰۰ یعنی همان قیمت محصول"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          inputMode="numeric"
          data-testid="method-changepercent"
        />
        <FormNumberInput
          control={form.control}
          name="order"
          label="ترتیب نمایش"
          description="عدد کوچک‌تر بالاتر نمایش داده می‌شود"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          inputMode="numeric"
          data-testid="method-order"
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="items"
        render={({ field }) => <KeyPairsEditor keys={keys} items={pairsOf(field.value)} onChange={field.onChange} />}
      />
    </SaveDialog>
  );
}
