import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Nas, NasBodySchema, UpdateNasBodySchema } from '@pishkhan/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { fieldErrors } from '../../../components/admin/field-errors';
import { showSuccess } from '../../../components/ui/alerts';
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
  const [v, setV] = useState({
    nasname: nas?.nasname ?? '',
    shortname: nas?.shortname ?? '',
    type: nas?.type ?? 'other',
    secret: nas?.secret ?? '',
    description: nas?.description ?? '',
  });
  const set = (key: keyof typeof v, value: string) => setV((c) => ({ ...c, [key]: value }));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An unchanged mask is left out: the server keeps the secret it has.
    const values = nas && v.secret === nas.secret ? { ...v, secret: undefined } : v;
    const parsed = (nas ? UpdateNasBodySchema : NasBodySchema).safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: nas?.id, body: parsed.data },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(nas ? 'سرور رادیوس ویرایش شد' : 'سرور رادیوس افزوده شد', [
            'فری‌رادیوس فهرست کلاینت‌ها را هنگام شروع می‌خواند؛ برای اثر، آن را دوباره راه‌اندازی کنید.',
          ]);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={nas ? `ویرایش ${nas.shortname}` : 'افزودن سرور رادیوس'}
      centered
      size="lg"
      data-testid="nas-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Alert
            variant="light"
            color="blue"
            icon={<IconInfoCircle size={18} aria-hidden />}
            data-testid="nas-restart-note"
          >
            فری‌رادیوس فهرست کلاینت‌ها را فقط هنگام شروع می‌خواند؛ پس از افزودن یا تغییر، سرویس آن را دوباره راه‌اندازی
            کنید.
          </Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="نشانی کلاینت"
              description="آی‌پی، بازه یا نام میزبان"
              withAsterisk
              dir="ltr"
              value={v.nasname}
              onChange={(e) => set('nasname', e.currentTarget.value)}
              error={errors.nasname}
              data-testid="nas-nasname"
            />
            <TextInput
              label="نام کوتاه"
              withAsterisk
              value={v.shortname}
              onChange={(e) => set('shortname', e.currentTarget.value)}
              error={errors.shortname}
              data-testid="nas-shortname"
            />
            <Select
              label="نوع"
              data={TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
              value={v.type}
              onChange={(t) => set('type', t ?? 'other')}
              allowDeselect={false}
              error={errors.type}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="رمز مشترک"
              description={nas ? 'برای نگه داشتن رمز فعلی، همین مقدار پوشیده را تغییر ندهید' : 'دست‌کم ۶ نویسه'}
              withAsterisk
              dir="ltr"
              autoComplete="off"
              value={v.secret}
              onChange={(e) => set('secret', e.currentTarget.value)}
              error={errors.secret}
              data-testid="nas-secret"
            />
          </SimpleGrid>
          <TextInput
            label="توضیح"
            value={v.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="nas-submit">
              {nas ? 'ثبت تغییرات' : 'افزودن'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
