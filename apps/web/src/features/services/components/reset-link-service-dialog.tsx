import type { Service } from '@pishkhan/contract';
import { showToast } from '@/components/ui/alerts';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useResetServiceLink } from '../api/reset-service-link';

export function ResetLinkServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const reset = useResetServiceLink();
  return (
    <ConfirmModal
      title="بازنشانی لینک"
      message={`لینک اتصال سرویس شماره‌ی ${service.id} عوض می‌شود و لینک قبلی دیگر کار نمی‌کند. مطمئن هستید؟`}
      confirmLabel="بازنشانی لینک"
      warning="این کار برگشت‌پذیر نیست."
      cancelLabel="انصراف"
      busy={reset.isPending}
      onClose={onClose}
      testId="reset-link-dialog"
      onConfirm={() =>
        reset.mutate(service.id, {
          onSuccess: () => {
            onClose();
            showToast('لینک بازنشانی شد');
          },
        })
      }
    />
  );
}
