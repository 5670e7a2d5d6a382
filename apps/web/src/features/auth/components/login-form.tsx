import { Anchor, Button, Checkbox, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { IconDeviceMobile, IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useCountdown } from '@/lib/use-countdown';
import { useLogin } from '../api/login';
import { useSendToken } from '../api/send-token';
import { CodeWaitNotice } from './code-wait-notice';
import { SendCodeButton } from './send-code-button';

/** Login of docs/product/screens.md: password by default, a one-time code when the checkbox is ticked. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const [withCode, setWithCode] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  // Two plain fields: no form library, so /login loads less JavaScript (decision 028).
  const [mobile, setMobile] = useState('');
  const [token, setToken] = useState('');
  const login = useLogin();
  const sendToken = useSendToken();
  const countdown = useCountdown();
  /** Why the last ask sent no code; shown until its wait is over or a code goes out. */
  const [refused, setRefused] = useState<{ reason: 'recent' | 'limit'; wait: number } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { mobile, token, loginWithPassword: !withCode },
      { onSuccess: (response) => onLoggedIn(response.user) },
    );
  };

  const send = () =>
    sendToken.mutate(mobile, {
      onSuccess: (asked) => {
        countdown.start(asked.wait);
        if (!asked.sent) {
          // A code went out before (a reload forgets the countdown): the server says how long is left.
          setRefused(asked);
          setSentOnce(true);
          return;
        }
        // docs/product/entities-and-states.md#login-user-and-logout: sending starts the countdown and clears the entered code.
        setRefused(null);
        setToken('');
        setSentOnce(true);
      },
    });

  return (
    <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={420} data-testid="login-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h3">
              ورود به پیشخوان
            </Title>
            <Text c="dimmed" size="sm">
              خوش آمدید! برای ادامه وارد حساب کاربری خود شوید.
            </Text>
          </Stack>
          <TextInput
            label="شماره موبایل"
            placeholder="۰۹۱۲۳۴۵۶۷۸۹"
            inputMode="tel"
            autoComplete="username"
            leftSection={<IconDeviceMobile size={18} aria-hidden />}
            value={mobile}
            onChange={(e) => setMobile(e.currentTarget.value)}
          />
          {withCode ? (
            <Stack gap="xs">
              <TextInput
                type="text"
                label="کد یکبار مصرف"
                placeholder="کد پیامک‌شده را وارد کنید"
                inputMode="numeric"
                autoComplete="one-time-code"
                leftSection={<IconKey size={18} aria-hidden />}
                value={token}
                onChange={(e) => setToken(e.currentTarget.value)}
              />
              {refused && (countdown.remaining > 0 || refused.wait === 0) && (
                <CodeWaitNotice reason={refused.reason} remaining={countdown.remaining} />
              )}
              <Group justify="flex-end">
                <SendCodeButton
                  remaining={countdown.remaining}
                  sentOnce={sentOnce}
                  loading={sendToken.isPending}
                  onClick={send}
                  size="xs"
                />
              </Group>
            </Stack>
          ) : (
            <PasswordInput
              label="رمز عبور"
              placeholder="رمز عبور خود را وارد کنید"
              autoComplete="current-password"
              leftSection={<IconKey size={18} aria-hidden />}
              visibilityToggleButtonProps={{ 'aria-label': 'نمایش یا پنهان کردن رمز عبور' }}
              value={token}
              onChange={(e) => setToken(e.currentTarget.value)}
            />
          )}
          <Checkbox
            label="ورود با رمز یکبار مصرف"
            checked={withCode}
            onChange={(event) => {
              setWithCode(event.currentTarget.checked);
              setToken('');
            }}
            data-testid="login-with-code"
          />
          <Button type="submit" fullWidth size="md" loading={login.isPending} data-testid="login-submit">
            ورود
          </Button>
          <Text size="sm" ta="center">
            حساب کاربری ندارید؟{' '}
            <Anchor component={Link} to="/register">
              ثبت‌نام کنید
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
