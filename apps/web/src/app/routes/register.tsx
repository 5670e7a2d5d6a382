import { Center } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { showSuccess } from '@/components/ui/alerts';
import { RegisterForm, type RegisterResult } from '@/features/auth/components/register-form';
import { usePageTitle } from '@/lib/use-page-title';

/** /register: ?code= prefills the referrer code; success goes to /login (docs/product/entities-and-states.md#login-user-and-logout). */
export function RegisterRoute() {
  usePageTitle('ثبت‌نام');
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const done = (result: RegisterResult) => {
    void showSuccess(
      'ثبت‌نام با موفقیت انجام شد',
      result.active
        ? ['اکنون می‌توانید با شماره موبایل و رمز عبور خود وارد شوید.']
        : ['حساب شما هنوز فعال نشده است؛ برای فعال‌سازی با پشتیبانی تماس بگیرید.'],
    );
    navigate('/login', { replace: true });
  };

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <RegisterForm referrerCode={params.get('code') ?? ''} onRegistered={done} />
    </Center>
  );
}
