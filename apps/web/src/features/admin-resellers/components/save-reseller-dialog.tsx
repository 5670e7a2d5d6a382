import {
  Button,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { type AdminUser, CreateUserBodySchema, UpdateUserBodySchema } from '@pishkhan/contract';
import { type FormEvent, useState } from 'react';
import { fieldErrors, numberOrUndefined } from '../../../components/admin/field-errors';
import { showSuccess } from '../../../components/ui/alerts';
import { useCreateReseller } from '../api/create-reseller';
import { usePayGroups } from '../api/get-pay-groups';
import { useUpdateReseller } from '../api/update-reseller';
import { payGroupSummary } from '../utils/pay-group-summary';

type Field =
  | 'name'
  | 'mobile'
  | 'password'
  | 'type'
  | 'discount'
  | 'referralreward'
  | 'telegram'
  | 'paygroup_id'
  | 'active'
  | 'volumeservice'
  | 'storeenable';

interface SaveResellerDialogProps {
  /** null: a new account. */
  user: AdminUser | null;
  onClose: () => void;
}

const TYPES = [
  { value: 'RESELLER', label: 'فروشنده' },
  { value: 'ADMIN', label: 'مدیر' },
];

/** Every field of an account the provider sets (issue #9): checked here first, then by the server. */
export function SaveResellerDialog({ user, onClose }: SaveResellerDialogProps) {
  const payGroups = usePayGroups();
  const create = useCreateReseller();
  const update = useUpdateReseller();
  const [name, setName] = useState(user?.name ?? '');
  const [mobile, setMobile] = useState(user?.mobile ?? '');
  const [password, setPassword] = useState('');
  const [type, setType] = useState<string>(user?.type ?? 'RESELLER');
  const [discount, setDiscount] = useState<number | string>(user?.discount ?? 100);
  const [referralreward, setReferralreward] = useState<number | string>(user?.referralreward ?? 0);
  const [telegram, setTelegram] = useState(user?.telegram ?? '');
  const [payGroupId, setPayGroupId] = useState<string | null>(user ? String(user.payGroup.id) : null);
  const [active, setActive] = useState(user?.active ?? true);
  const [volumeservice, setVolumeservice] = useState(user?.volumeservice ?? false);
  const [storeenable, setStoreenable] = useState(user?.storeenable ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const chosenGroup = payGroups.data?.find((g) => String(g.id) === payGroupId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      name,
      mobile,
      type,
      discount: numberOrUndefined(discount),
      referralreward: numberOrUndefined(referralreward),
      telegram,
      paygroup_id: payGroupId === null ? undefined : Number(payGroupId),
      active,
      volumeservice,
      storeenable,
    };
    const parsed = user
      ? UpdateUserBodySchema.safeParse(password ? { ...values, password } : values)
      : CreateUserBodySchema.safeParse({ ...values, password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const done = () => {
      onClose();
      void showSuccess(user ? 'تغییرات حساب ثبت شد' : 'حساب ساخته شد');
    };
    if (user) update.mutate({ id: user.id, body: parsed.data }, { onSuccess: done });
    else create.mutate(parsed.data as Parameters<typeof create.mutate>[0], { onSuccess: done });
  };

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
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
              data-testid="reseller-name"
            />
            <TextInput
              label="شماره موبایل"
              withAsterisk
              inputMode="tel"
              value={mobile}
              onChange={(e) => setMobile(e.currentTarget.value)}
              error={errors.mobile}
              data-testid="reseller-mobile"
            />
            <PasswordInput
              label="رمز عبور"
              withAsterisk={!user}
              description={user ? 'خالی بماند تا رمز فعلی بماند' : 'دست‌کم ۸ نویسه'}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              visibilityToggleButtonProps={{ 'aria-label': 'نمایش یا پنهان کردن رمز عبور' }}
              data-testid="reseller-password"
            />
            <Select
              label="نوع حساب"
              data={TYPES}
              value={type}
              onChange={(v) => setType(v ?? 'RESELLER')}
              allowDeselect={false}
              error={errors.type}
              comboboxProps={{ withinPortal: true }}
              data-testid="reseller-type"
            />
            <NumberInput
              label="درصد قیمت"
              description="۱۰۰ یعنی قیمت پایه؛ کمتر یعنی تخفیف"
              value={discount}
              onChange={setDiscount}
              min={0}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              error={errors.discount}
              data-testid="reseller-discount"
            />
            <NumberInput
              label="درصد پاداش معرفی"
              description="سهم معرف از خرید زیرمجموعه‌ها"
              value={referralreward}
              onChange={setReferralreward}
              min={0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              error={errors.referralreward}
              data-testid="reseller-referralreward"
            />
            <Select
              label="گروه پرداخت"
              description={chosenGroup ? payGroupSummary(chosenGroup) : 'نخستین گروه، اگر گروهی انتخاب نشود'}
              placeholder={payGroups.isPending ? 'در حال دریافت...' : 'گروه پیش‌فرض'}
              data={(payGroups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
              value={payGroupId}
              onChange={setPayGroupId}
              clearable={!user}
              error={errors.paygroup_id}
              comboboxProps={{ withinPortal: true }}
              data-testid="reseller-paygroup"
            />
            <TextInput
              label="تلگرام"
              placeholder="@username"
              dir="ltr"
              value={telegram}
              onChange={(e) => setTelegram(e.currentTarget.value)}
              error={errors.telegram}
              data-testid="reseller-telegram"
            />
          </SimpleGrid>
          <Group gap="lg">
            <Switch
              label="فعال"
              checked={active}
              onChange={(e) => setActive(e.currentTarget.checked)}
              error={errors.active}
              data-testid="reseller-active"
            />
            <Switch
              label="سرویس حجمی"
              checked={volumeservice}
              onChange={(e) => setVolumeservice(e.currentTarget.checked)}
              error={errors.volumeservice}
              data-testid="reseller-volumeservice"
            />
            <Switch
              label="فروشگاه"
              checked={storeenable}
              onChange={(e) => setStoreenable(e.currentTarget.checked)}
              error={errors.storeenable}
              data-testid="reseller-storeenable"
            />
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
