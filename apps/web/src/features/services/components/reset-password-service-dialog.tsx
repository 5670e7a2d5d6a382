import type { Service } from '@pishkhan/contract';
import { showToast } from '@/components/ui/alerts';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useResetServicePassword } from '../api/reset-service-password';

export function ResetPasswordServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const reset = useResetServicePassword();
  return (
    <ConfirmModal
      title="بازنشانی رمز عبور"
      message={`رمز عبور سرویس شماره‌ی ${service.id} عوض می‌شود و رمز قبلی دیگر کار نمی‌کند. مطمئن هستید؟`}
      confirmLabel="بازنشانی رمز"
      warning="این کار برگشت‌پذیر نیست."
      cancelLabel="انصراف"
      busy={reset.isPending}
      onClose={onClose}
      testId="reset-password-dialog"
      onConfirm={() =>
        reset.mutate(service.id, {
          onSuccess: () => {
            onClose();
            showToast('رمز عبور بازنشانی شد');
          },
        })
      }
    />
  );
}
