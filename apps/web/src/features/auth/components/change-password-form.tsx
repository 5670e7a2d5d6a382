import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { showSuccess } from '../../../components/ui/alerts';
import { useChangePassword } from '../api/change-password';

/** docs/product/screens.md#settings: the button stays disabled while the field is empty; the server judges the rest. */
export function ChangePasswordForm() {
  const [password, setPassword] = useState('');
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return;
    change.mutate(password, {
      onSuccess: () => {
        setPassword('');
        void showSuccess('رمز عبور تغییر کرد', ['از همه‌ی دستگاه‌های دیگر خارج شدید.']);
      },
    });
  };

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
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            leftSection={<IconLock size={16} aria-hidden />}
            autoComplete="new-password"
            maxLength={128}
          />
          <Button
            type="submit"
            loading={change.isPending}
            disabled={password === ''}
            style={{ alignSelf: 'flex-start' }}
          >
            تغییر رمز عبور
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
