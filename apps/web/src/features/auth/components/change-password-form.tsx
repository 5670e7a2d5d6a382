import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordBodySchema } from '@pishkhan/contract';
import { IconLock } from '@tabler/icons-react';
import { showSuccess } from '../../../components/ui/alerts';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangePassword } from '../api/change-password';

/** docs/product/screens.md#settings: the button stays disabled while the field is empty; the contract's schema judges the rest. */
export function ChangePasswordForm() {
  const form = useZodForm(ChangePasswordBodySchema, { password: '' });
  const empty = form.watch('password') === '';
  const change = useChangePassword();

  const submit = form.handleSubmit(({ password }) =>
    change.mutate(password, {
      onSuccess: () => {
        form.reset({ password: '' });
        void showSuccess('رمز عبور تغییر کرد', ['از همه‌ی دستگاه‌های دیگر خارج شدید.']);
      },
    }),
  );

  return (
    <Paper withBorder p="lg" radius="md" data-testid="change-password">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            تغییر رمز عبور پنل
          </Title>
          <Text size="sm" c="dimmed">
            رمز تازه دست‌کم ۸ نویسه باشد. پس از تغییر، همه‌ی دستگاه‌های دیگر از حساب خارج می‌شوند و این دستگاه وارد می‌ماند.
          </Text>
          <PasswordInput
            label="رمز عبور جدید"
            dir="ltr"
            {...form.register('password')}
            error={form.formState.errors.password?.message}
            leftSection={<IconLock size={16} aria-hidden />}
            autoComplete="new-password"
            maxLength={128}
          />
          <Button type="submit" loading={change.isPending} disabled={empty} style={{ alignSelf: 'flex-start' }}>
            تغییر رمز عبور
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
