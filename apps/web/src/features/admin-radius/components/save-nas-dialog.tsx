import { Alert, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type Nas, type NasBody, NasBodySchema, UpdateNasBodySchema } from '@pishkhan/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { SaveDialog } from '@/components/admin/save-dialog';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveNas } from '../api/save-nas';

const TYPES = ['other', 'cisco', 'mikrotik', 'openvpn', 'ocserv'] as const;
const TYPE_LABELS: Record<(typeof TYPES)[number], string> = {
  other: 'سایر',
  cisco: 'سیسکو',
  mikrotik: 'میکروتیک',
  openvpn: 'اوپن‌وی‌پی‌ان',
  ocserv: 'اوپن‌کانکت',
};
export const nasTypeLabel = (type: string) => TYPE_LABELS[type as (typeof TYPES)[number]] ?? type;

/** A FreeRADIUS client. The secret comes back masked; leaving the mask keeps the stored secret. */
export function SaveNasDialog({ nas, onClose }: { nas: Nas | null; onClose: () => void }) {
  const save = useSaveNas();
  const form = useZodForm(nas ? UpdateNasBodySchema : NasBodySchema, {
    nasname: nas?.nasname ?? '',
    shortname: nas?.shortname ?? '',
    type: (nas?.type ?? 'other') as NasBody['type'],
    secret: nas?.secret ?? '',
    description: nas?.description ?? '',
    coa_port: nas?.coa_port ?? 3799,
  });
  const { errors } = form.formState;

  return (
    <SaveDialog
      form={form}
      title={nas ? `ویرایش ${nas.shortname}` : 'افزودن سرور رادیوس'}
      testId="nas"
      submitLabel={nas ? 'ثبت تغییرات' : 'افزودن'}
      size="lg"
      gap="sm"
      save={(values, onSuccess) =>
        save.mutate(
          // An unchanged mask is left out: the server keeps the secret it has.
          { id: nas?.id, body: nas && values.secret === nas.secret ? { ...values, secret: undefined } : values },
          { onSuccess },
        )
      }
      pending={save.isPending}
      done={nas ? 'سرور رادیوس ویرایش شد' : 'سرور رادیوس افزوده شد'}
      doneLines={['فری‌رادیوس فهرست سرورها را هنگام شروع می‌خواند؛ برای اثر، آن را دوباره راه‌اندازی کنید.']}
      onClose={onClose}
    >
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle size={18} aria-hidden />}
        data-testid="nas-restart-note"
      >
        فری‌رادیوس فهرست سرورها را فقط هنگام شروع می‌خواند؛ پس از افزودن یا تغییر، سرویس آن را دوباره راه‌اندازی کنید.
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="نشانی سرور"
          description="آی‌پی، بازه یا نام میزبانِ سروری که از رادیوس می‌پرسد"
          withAsterisk
          dir="ltr"
          {...form.register('nasname')}
          error={errors.nasname?.message}
          data-testid="nas-nasname"
        />
        <TextInput
          label="نام کوتاه"
          withAsterisk
          {...form.register('shortname')}
          error={errors.shortname?.message}
          data-testid="nas-shortname"
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label="نوع"
              data={TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
              value={field.value ?? 'other'}
              onChange={(t) => field.onChange(t ?? 'other')}
              allowDeselect={false}
              error={errors.type?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label="رمز مشترک"
          description={nas ? 'برای نگه داشتن رمز فعلی، همین مقدار پوشیده را تغییر ندهید' : 'دست‌کم ۶ نویسه'}
          withAsterisk
          dir="ltr"
          autoComplete="off"
          {...form.register('secret')}
          error={errors.secret?.message}
          data-testid="nas-secret"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <FormNumberInput
          control={form.control}
          name="coa_port"
          label="درگاه قطع اتصال"
          description="درخواست قطع اتصال به این درگاه سرور فرستاده می‌شود؛ معمولاً ۳۷۹۹"
          allowDecimal={false}
          allowNegative={false}
          dir="ltr"
          data-testid="nas-coa-port"
        />
        <TextInput label="توضیح" {...form.register('description')} error={errors.description?.message} />
      </SimpleGrid>
    </SaveDialog>
  );
}
