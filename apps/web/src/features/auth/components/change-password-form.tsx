import { Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { ChangePasswordBodySchema, OTP_LENGTH } from '@pishkhan/contract';
import { IconKey, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '@/components/ui/alerts';
import { isApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { toPersianDigits } from '@/lib/format';
import { useCountdown } from '@/lib/use-countdown';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangePassword } from '../api/change-password';
import { useSendPasswordToken } from '../api/send-password-token';
import { CodeWaitNotice } from './code-wait-notice';
import { SendCodeButton } from './send-code-button';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * docs/product/screens.md#settings, decision 100: the current password (or, for one who forgot it, a code sent to the
 * account's mobile), the new password and its repeat, judged by the contract's schema; the button stays disabled
 * while the new password is empty. A wrong current password or code shows under its field and changes nothing.
 */
export function ChangePasswordForm() {
  const mobile = useAuthUser()?.mobile ?? '';
  const [withCode, setWithCode] = useState(false);
  const form = useZodForm(ChangePasswordBodySchema, EMPTY);
  const empty = form.watch('password') === '';
  const change = useChangePassword();
  const sendCode = useSendPasswordToken();
  const countdown = useCountdown();
  const [asked, setAsked] = useState<{ sent: boolean; reason?: 'recent' | 'limit'; wait: number } | null>(null);

  const switchMode = (code: boolean) => {
    setWithCode(code);
    form.clearErrors();
  };

  const send = () =>
    sendCode.mutate(undefined, {
      onSuccess: (result) => {
        countdown.start(result.wait);
        setAsked(result);
      },
    });

  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        form.reset(EMPTY);
        setWithCode(false);
        setAsked(null);
        showToast('رمز عبور تغییر کرد', ['همه‌ی دستگاه‌های دیگر از حساب خارج شدند؛ این دستگاه وارد ماند.']);
      },
      onError: (error) => {
        if (!isApiError(error) || !error.handled) return;
        if (error.code === 'INVALID_CODE') form.setError('token', { message: 'کد نادرست است یا منقضی شده است' });
        else form.setError('current_password', { message: 'رمز عبور فعلی نادرست است' }, { shouldFocus: true });
      },
    }),
  );

  const errors = form.formState.errors;
  const refused = asked && !asked.sent && asked.reason && (countdown.remaining > 0 || asked.wait === 0);

  return (
    <Paper withBorder p="lg" radius="md" data-testid="change-password">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            تغییر رمز عبور پنل
          </Title>
          <Text size="sm" c="gray.7">
            رمز تازه دست‌کم ۸ نویسه باشد. پس از تغییر، همه‌ی دستگاه‌های دیگر از حساب خارج می‌شوند و این دستگاه وارد می‌ماند.
          </Text>
          {withCode ? (
            <Stack gap="xs">
              <Text size="sm">
                کد یکبار مصرف به شماره‌ی <span data-testid="password-code-mobile">{toPersianDigits(mobile)}</span> پیامک
                می‌شود.
              </Text>
              {refused && asked.reason && <CodeWaitNotice reason={asked.reason} remaining={countdown.remaining} />}
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  label="کد یکبار مصرف"
                  dir="ltr"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_LENGTH + 4}
                  leftSection={<IconKey size={16} aria-hidden />}
                  style={{ flex: '1 1 10rem' }}
                  {...form.register('token', { shouldUnregister: true })}
                  error={errors.token?.message}
                />
                <SendCodeButton
                  remaining={countdown.remaining}
                  sentOnce={asked?.sent ?? false}
                  loading={sendCode.isPending}
                  onClick={send}
                  mb={errors.token ? 22 : 0}
                />
              </Group>
              <Anchor
                component="button"
                type="button"
                size="sm"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => switchMode(false)}
              >
                با رمز عبور فعلی
              </Anchor>
            </Stack>
          ) : (
            <Stack gap={4}>
              <PasswordInput
                label="رمز عبور فعلی"
                dir="ltr"
                autoComplete="current-password"
                maxLength={128}
                leftSection={<IconLock size={16} aria-hidden />}
                visibilityToggleButtonProps={{ 'aria-label': 'نمایش یا پنهان کردن رمز عبور فعلی' }}
                {...form.register('current_password', { shouldUnregister: true })}
                error={errors.current_password?.message}
              />
              <Anchor
                component="button"
                type="button"
                size="sm"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => switchMode(true)}
                data-testid="password-forgot"
              >
                رمز فعلی را فراموش کرده‌اید؟ با کد پیامکی
              </Anchor>
            </Stack>
          )}
          <PasswordInput
            label="رمز عبور جدید"
            dir="ltr"
            {...form.register('password')}
            error={errors.password?.message}
            leftSection={<IconLock size={16} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': 'نمایش یا پنهان کردن رمز عبور جدید' }}
            autoComplete="new-password"
            maxLength={128}
          />
          <PasswordInput
            label="تکرار رمز عبور جدید"
            dir="ltr"
            {...form.register('password_confirmation')}
            error={errors.password_confirmation?.message}
            leftSection={<IconLock size={16} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': 'نمایش یا پنهان کردن تکرار رمز عبور' }}
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
