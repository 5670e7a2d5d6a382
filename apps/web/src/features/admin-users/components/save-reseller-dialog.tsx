import { Button, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type AdminUser, CreateUserBodySchema, UpdateUserBodySchema } from '@pishkhan/contract';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { showSuccess } from '@/components/ui/alerts';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { FormSwitch } from '@/components/ui/form-switch';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateReseller } from '../api/create-reseller';
import { usePayGroups } from '../api/get-pay-groups';
import { useUpdateReseller } from '../api/update-reseller';
import { payGroupSummary } from '../utils/pay-group-summary';

/** Editing, an empty password keeps the current one: the contract's rule judges a new one only. */
const UpdateResellerFormSchema = UpdateUserBodySchema.extend({
  password: z.preprocess((value: string) => (value === '' ? undefined : value), UpdateUserBodySchema.shape.password),
});

interface SaveResellerDialogProps {
  /** null: a new account. */
  user: AdminUser | null;
  onClose: () => void;
}

const TYPES = [
  { value: 'RESELLER', label: 'فروشنده' },
  { value: 'ADMIN', label: 'مدیر' },
];

/**
 * Every field of an account the provider sets: checked here first by the contract's schema, each error going
 * as its field is right (docs/decisions/081-one-form-behaviour.md), then by the server.
 */
export function SaveResellerDialog({ user, onClose }: SaveResellerDialogProps) {
  const payGroups = usePayGroups();
  const create = useCreateReseller();
  const update = useUpdateReseller();
  const form = useZodForm(user ? UpdateResellerFormSchema : CreateUserBodySchema, {
    name: user?.name ?? '',
    mobile: user?.mobile ?? '',
    password: '',
    // As stored: any other type is the contract's to refuse, not the form's to change.
    type: (user?.type ?? 'RESELLER') as 'ADMIN' | 'RESELLER',
    discount: user?.discount ?? 100,
    referralreward: user?.referralreward ?? 0,
    telegram: user?.telegram ?? '',
    paygroup_id: user?.payGroup.id,
    active: user?.active ?? true,
    volumeservice: user?.volumeservice ?? false,
    storeenable: user?.storeenable ?? false,
  });
  const { errors } = form.formState;
  const payGroupId = form.watch('paygroup_id');
  const chosenGroup = payGroups.data?.find((g) => g.id === payGroupId);

  const submit = form.handleSubmit((body) => {
    const done = () => {
      onClose();
      void showSuccess(user ? 'تغییرات حساب ثبت شد' : 'حساب ساخته شد');
    };
    if (user) update.mutate({ id: user.id, body }, { onSuccess: done });
    else create.mutate(body as Parameters<typeof create.mutate>[0], { onSuccess: done });
  });

  const flag = (label: string, name: 'active' | 'volumeservice' | 'storeenable') => (
    <FormSwitch control={form.control} name={name} label={label} data-testid={`reseller-${name}`} />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={user ? `ویرایش ${user.name || user.mobile}` : 'افزودن فروشنده'}
      centered
      size="lg"
      data-testid="reseller-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="نام"
              withAsterisk
              {...form.register('name')}
              error={errors.name?.message}
              data-testid="reseller-name"
            />
            <TextInput
              label="شماره موبایل"
              withAsterisk
              inputMode="tel"
              {...form.register('mobile')}
              error={errors.mobile?.message}
              data-testid="reseller-mobile"
            />
            <PasswordInput
              label="رمز عبور"
              withAsterisk={!user}
              description={user ? 'خالی بماند تا رمز فعلی بماند' : 'دست‌کم ۸ نویسه'}
              autoComplete="new-password"
              {...form.register('password')}
              error={errors.password?.message}
              visibilityToggleButtonProps={{ 'aria-label': 'نمایش یا پنهان کردن رمز عبور' }}
              data-testid="reseller-password"
            />
            <Controller
              control={form.control}
              name="type"
              render={({ field, fieldState }) => (
                <Select
                  label="نوع حساب"
                  data={TYPES}
                  value={typeof field.value === 'string' ? field.value : 'RESELLER'}
                  onChange={(v) => field.onChange(v ?? 'RESELLER')}
                  allowDeselect={false}
                  error={fieldState.error?.message}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="reseller-type"
                />
              )}
            />
            <FormNumberInput
              control={form.control}
              name="discount"
              label="درصد قیمت"
              description="۱۰۰ یعنی قیمت پایه؛ کمتر یعنی تخفیف"
              kind="whole"
              max={1000}
              inputMode="numeric"
              data-testid="reseller-discount"
            />
            <FormNumberInput
              control={form.control}
              name="referralreward"
              label="درصد پاداش معرفی"
              description="سهم معرف از خرید زیرمجموعه‌ها"
              kind="whole"
              max={100}
              inputMode="numeric"
              data-testid="reseller-referralreward"
            />
            <Controller
              control={form.control}
              name="paygroup_id"
              render={({ field, fieldState }) => (
                <Select
                  label="گروه پرداخت"
                  description={chosenGroup ? payGroupSummary(chosenGroup) : 'نخستین گروه، اگر گروهی انتخاب نشود'}
                  placeholder={payGroups.isPending ? 'در حال دریافت...' : 'گروه پیش‌فرض'}
                  data={(payGroups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
                  value={typeof field.value === 'number' ? String(field.value) : null}
                  onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
                  clearable={!user}
                  error={fieldState.error?.message}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="reseller-paygroup"
                />
              )}
            />
            <TextInput
              label="تلگرام"
              placeholder="@username"
              dir="ltr"
              {...form.register('telegram')}
              error={errors.telegram?.message}
              data-testid="reseller-telegram"
            />
          </SimpleGrid>
          <Group gap="lg">
            {flag('فعال', 'active')}
            {flag('سرویس حجمی', 'volumeservice')}
            {flag('فروشگاه', 'storeenable')}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="reseller-submit">
              {user ? 'ثبت تغییرات' : 'افزودن'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
