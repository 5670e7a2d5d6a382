import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { MobileSchema, OTP_LENGTH, PasswordSchema, RequiredTextSchema, TextSchema } from '@pishkhan/contract';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { OtpInput } from '@/components/ui/otp-input';
import { useCountdown } from '@/lib/use-countdown';
import { useRegister } from '../api/register';
import { useSendRegisterToken } from '../api/send-register-token';
import { CodeWaitNotice } from './code-wait-notice';
import { SendCodeButton } from './send-code-button';

/** Form fields are strings; the contract's own schemas then judge them. */
const fromText = (schema: z.ZodType<string, unknown>) => z.string().pipe(schema as z.ZodType<string, string>);

/** The same schemas the server checks, so inline messages match its words (docs/product/rules.md#validation). */
const DetailsSchema = z.object({
  name: fromText(TextSchema(100)),
  mobile: fromText(MobileSchema),
  password: PasswordSchema,
  telegram: fromText(TextSchema(100)),
  code: fromText(RequiredTextSchema('وارد کردن کد معرف الزامی است', 32)),
});
type DetailsInput = z.input<typeof DetailsSchema>;
type Details = z.output<typeof DetailsSchema>;

const CODE_LENGTH_MESSAGE = `کد تأیید باید ${OTP_LENGTH} رقم باشد`;

export interface RegisterResult {
  active: boolean;
  message: string;
}

/** Register of docs/product/screens.md: step 1 details, step 2 the SMS code, then the caller goes to /login. */
export function RegisterForm({
  referrerCode,
  onRegistered,
}: {
  referrerCode: string;
  onRegistered: (result: RegisterResult) => void;
}) {
  const [details, setDetails] = useState<Details | null>(null);
  const [step, setStep] = useState<'details' | 'verify'>('details');
  const [requestCount, setRequestCount] = useState(0);
  const sendCode = useSendRegisterToken();
  const countdown = useCountdown();
  /** Why the last ask sent no code (decision 100); shown while its wait runs. */
  const [refused, setRefused] = useState<{ reason: 'recent' | 'limit'; wait: number } | null>(null);

  const requestCode = (values: Details, onSent?: () => void) => {
    const next = requestCount + 1;
    sendCode.mutate(
      { mobile: values.mobile, code: values.code, requestcount: next },
      {
        onSuccess: (asked) => {
          setRequestCount(next);
          countdown.start(asked.wait);
          setRefused(asked.sent ? null : asked);
          // A code sent under two minutes ago (before a reload, say) is still good: its step opens.
          if (asked.sent || asked.reason === 'recent') onSent?.();
        },
      },
    );
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={440} data-testid="register-form">
      {refused && (countdown.remaining > 0 || refused.wait === 0) && (
        <CodeWaitNotice reason={refused.reason} remaining={countdown.remaining} mb="md" />
      )}
      {step === 'verify' && details ? (
        <VerifyStep
          details={details}
          remaining={countdown.remaining}
          resending={sendCode.isPending}
          onResend={() => requestCode(details)}
          onBack={() => setStep('details')}
          onRegistered={onRegistered}
        />
      ) : (
        <DetailsStep
          referrerCode={referrerCode}
          initial={details}
          sending={sendCode.isPending}
          onSubmit={(values) =>
            requestCode(values, () => {
              setDetails(values);
              setStep('verify');
            })
          }
        />
      )}
    </Paper>
  );
}

function DetailsStep({
  referrerCode,
  initial,
  sending,
  onSubmit,
}: {
  referrerCode: string;
  initial: Details | null;
  sending: boolean;
  onSubmit: (values: Details) => void;
}) {
  const form = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(DetailsSchema),
    defaultValues: initial ?? { name: '', mobile: '', password: '', telegram: '', code: referrerCode },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h3">
            ثبت‌نام در پیشخوان
          </Title>
          <Text c="dimmed" size="sm">
            برای ساخت حساب نمایندگی، اطلاعات زیر را کامل کنید. کد تأیید به موبایل شما پیامک می‌شود.
          </Text>
        </Stack>
        <TextInput
          label="نام و نام خانوادگی (اختیاری)"
          description="معرف شما و مدیر سامانه شما را با این نام می‌شناسند؛ بعداً در تنظیمات هم می‌توانید آن را بنویسید."
          placeholder="مثلاً علی رضایی"
          autoComplete="name"
          maxLength={100}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label="شماره موبایل"
          placeholder="۰۹۱۲۳۴۵۶۷۸۹"
          inputMode="tel"
          autoComplete="username"
          withAsterisk
          error={errors.mobile?.message}
          {...form.register('mobile')}
        />
        <PasswordInput
          label="رمز عبور"
          placeholder="دست‌کم ۸ نویسه"
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message}
          visibilityToggleButtonProps={{ 'aria-label': 'نمایش یا پنهان کردن رمز عبور' }}
          {...form.register('password')}
        />
        <TextInput
          label="آیدی تلگرام (اختیاری)"
          placeholder="شناسه تلگرام شما"
          dir="ltr"
          error={errors.telegram?.message}
          {...form.register('telegram')}
        />
        <TextInput
          label="کد معرف"
          placeholder="کد معرف خود را وارد کنید"
          dir="ltr"
          withAsterisk
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" fullWidth size="md" loading={sending} data-testid="register-send-code">
          دریافت کد تأیید
        </Button>
        <Text size="sm" ta="center">
          قبلاً ثبت‌نام کرده‌اید؟{' '}
          <Anchor component={Link} to="/login">
            وارد شوید
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function VerifyStep({
  details,
  remaining,
  resending,
  onResend,
  onBack,
  onRegistered,
}: {
  details: Details;
  remaining: number;
  resending: boolean;
  onResend: () => void;
  onBack: () => void;
  onRegistered: (result: RegisterResult) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const register = useRegister();

  const submit = (value = code) => {
    if (value.length !== OTP_LENGTH) {
      setError(CODE_LENGTH_MESSAGE);
      return;
    }
    if (register.isPending) return;
    register.mutate(
      {
        mobile: details.mobile,
        password: details.password,
        telegram: details.telegram || undefined,
        name: details.name || undefined,
        code: details.code,
        token: value,
      },
      { onSuccess: onRegistered },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h3">
            تأیید شماره موبایل
          </Title>
          <Text c="dimmed" size="sm">
            کد {OTP_LENGTH} رقمی پیامک‌شده به شماره {details.mobile} را وارد کنید.
          </Text>
        </Stack>
        <OtpInput
          label="کد تأیید"
          length={OTP_LENGTH}
          value={code}
          error={error}
          autoFocus
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
        />
        <Button type="submit" fullWidth size="md" loading={register.isPending} data-testid="register-submit">
          تکمیل ثبت‌نام
        </Button>
        <SendCodeButton remaining={remaining} sentOnce loading={resending} onClick={onResend} fullWidth />
        <Button
          variant="subtle"
          leftSection={<IconArrowRight size={18} aria-hidden />}
          onClick={onBack}
          data-testid="register-back"
        >
          ویرایش اطلاعات
        </Button>
      </Stack>
    </form>
  );
}
