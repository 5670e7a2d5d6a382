import { Alert, Button, Checkbox, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  API_SCOPE_LABELS,
  API_SCOPES,
  type ApiScope,
  CreateApiTokenBodySchema,
  type CreatedApiToken,
  toJalaliDate,
} from '@pishkhan/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { SaveDialog } from '@/components/admin/save-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { JalaliDateInput } from '@/components/ui/jalali/jalali-date-input';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateApiToken } from '../api/create-api-token';

/** The secret, shown this once: the server keeps only its hash (decision 110). */
function ShownOnce({ created, onClose }: { created: CreatedApiToken; onClose: () => void }) {
  return (
    <Stack gap="md" data-testid="token-created">
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        این توکن فقط همین یک بار نمایش داده می‌شود. آن را کپی کنید و جای امنی نگه دارید؛ اگر گم شود باید باطلش کنید و
        توکن تازه‌ای بسازید.
      </Alert>
      <Code
        block
        dir="ltr"
        data-testid="token-secret"
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', textAlign: 'left' }}
      >
        {created.token}
      </Code>
      <Group justify="space-between">
        <CopyButton value={created.token} label="کپی توکن" testId="token-copy" />
        <Button variant="default" onClick={onClose} data-testid="token-done">
          بستن
        </Button>
      </Group>
    </Stack>
  );
}

/** «توکن جدید»: a name, the scopes and an optional last day; then the token, once. */
export function CreateApiTokenDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateApiToken();
  const [today] = useState(() => toJalaliDate(new Date()));
  const form = useZodForm(CreateApiTokenBodySchema, { name: '', scopes: [], expires_at: null });
  const { errors } = form.formState;

  return (
    <SaveDialog
      form={form}
      title="توکن جدید"
      testId="token"
      submitLabel="ساخت توکن"
      size="lg"
      save={(body, onSuccess: (created: CreatedApiToken) => void) => create.mutate(body, { onSuccess })}
      pending={create.isPending}
      done="توکن ساخته شد"
      shown={{ title: 'توکن ساخته شد', render: (created) => <ShownOnce created={created} onClose={onClose} /> }}
      onClose={onClose}
    >
      <TextInput
        label="نام"
        description="برای شناختن توکن؛ مثلاً نام ربات یا سایت"
        {...form.register('name')}
        error={errors.name?.message}
        data-testid="token-name"
      />
      <Controller
        control={form.control}
        name="scopes"
        render={({ field }) => (
          <Checkbox.Group
            label="دسترسی‌ها"
            description="توکن فقط کارهایی را می‌تواند بکند که اینجا اجازه دارد"
            value={(field.value as ApiScope[] | undefined) ?? []}
            onChange={(value) => field.onChange(API_SCOPES.filter((s) => value.includes(s)))}
            error={errors.scopes?.message}
            data-testid="token-scopes"
          >
            <Stack gap="xs" mt="xs">
              {API_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope} label={API_SCOPE_LABELS[scope]} data-scope={scope} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      />
      <Controller
        control={form.control}
        name="expires_at"
        render={({ field }) => (
          <Stack gap={4}>
            <JalaliDateInput
              label="تاریخ انقضا (اختیاری)"
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              minDay={today}
              data-testid="token-expiry"
            />
            <Text size="xs" c="dimmed">
              توکن تا پایان این روز کار می‌کند؛ خالی بگذارید تا تا ابطال کار کند.
            </Text>
            {errors.expires_at?.message && (
              <Text size="xs" c="red">
                {errors.expires_at.message}
              </Text>
            )}
          </Stack>
        )}
      />
    </SaveDialog>
  );
}
