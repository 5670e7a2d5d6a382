import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { PaymentConfig, PaymentItem } from '@pishkhan/contract';
import { type FormEvent, useState } from 'react';
import { showSuccess } from '../../../components/ui/alerts';
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
  const [gatewayId, setGatewayId] = useState<string | null>(method ? String(method.payment_method_id) : null);
  const [active, setActive] = useState<boolean>(method?.active ?? NEW_METHOD_DEFAULTS.active);
  const [changepercent, setChangepercent] = useState<number | string>(
    method?.changepercent ?? NEW_METHOD_DEFAULTS.changepercent,
  );
  const [order, setOrder] = useState<number | string>(method?.order ?? NEW_METHOD_DEFAULTS.order);
  const [items, setItems] = useState<PaymentItem[]>(method?.items ?? []);

  const gateways = available.data ?? [];
  const keysOf = (id: string | null) => gateways.find((g) => String(g.id) === id)?.keys ?? [];
  const keys = keysOf(gatewayId);

  const chooseGateway = (id: string | null) => {
    setGatewayId(id);
    // docs/product/screens.md#payment-methods: when the gateway's key list changes, pairs not in it are dropped.
    const next = keysOf(id);
    setItems((current) => current.filter((item) => next.includes(item.name)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      payment_method_id: gatewayId === null ? 0 : Number(gatewayId),
      active,
      order: order === '' ? Number.NaN : Number(order),
      changepercent: changepercent === '' ? Number.NaN : Number(changepercent),
      items,
    };
    const done = () => {
      onClose();
      void showSuccess(method ? 'درگاه ویرایش شد' : 'درگاه اضافه شد');
    };
    // The server judges the rest (required keys, card number, merchant id) and the shared dialog lists its lines.
    if (method) update.mutate({ id: method.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={method ? 'ویرایش درگاه' : 'افزودن درگاه'}
      centered
      size="lg"
      data-testid="method-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label="درگاه"
            placeholder={available.isPending ? 'در حال دریافت درگاه‌ها...' : 'یک درگاه انتخاب کنید'}
            data={gateways.map((g) => ({ value: String(g.id), label: g.name }))}
            value={gatewayId}
            onChange={chooseGateway}
            checkIconPosition="left"
            data-testid="method-gateway"
          />
          <Switch
            label="فعال"
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
            data-testid="method-active"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="درصد تبدیل ارز"
              description="۱۰۰ یعنی همان قیمت محصول"
              value={changepercent}
              onChange={setChangepercent}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              inputMode="numeric"
              data-testid="method-changepercent"
            />
            <NumberInput
              label="ترتیب نمایش"
              description="عدد کوچک‌تر بالاتر نمایش داده می‌شود"
              value={order}
              onChange={setOrder}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              inputMode="numeric"
              data-testid="method-order"
            />
          </SimpleGrid>
          <KeyPairsEditor keys={keys} items={items} onChange={setItems} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="method-submit">
              {method ? 'ثبت تغییرات' : 'افزودن درگاه'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
