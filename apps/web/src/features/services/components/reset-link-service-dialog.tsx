import type { Service } from '@pishkhan/contract';
import { showSuccess } from '../../../components/ui/alerts';
import { useResetServiceLink } from '../api/reset-service-link';
import { ConfirmModal } from './confirm-modal';

export function ResetLinkServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const reset = useResetServiceLink();
  return (
    <ConfirmModal
      title="بازنشانی لینک"
      message={`لینک اتصال سرویس شماره‌ی ${service.id} عوض می‌شود و لینک قبلی دیگر کار نمی‌کند. مطمئن هستید؟`}
      confirmLabel="بازنشانی لینک"
      busy={reset.isPending}
      onClose={onClose}
      testId="reset-link-dialog"
      onConfirm={() =>
        reset.mutate(service.id, {
          onSuccess: () => {
            onClose();
            void showSuccess('لینک بازنشانی شد');
          },
        })
      }
    />
  );
}
