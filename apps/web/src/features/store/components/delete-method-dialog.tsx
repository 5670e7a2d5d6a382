import type { PaymentConfig } from '@pishkhan/contract';
import { showSuccess } from '../../../components/ui/alerts';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useDeleteMethod } from '../api/delete-method';

export function DeleteMethodDialog({ method, onClose }: { method: PaymentConfig; onClose: () => void }) {
  const remove = useDeleteMethod();
  return (
    <ConfirmModal
      title="حذف درگاه"
      message={`درگاه «${method.name}» از فروشگاه شما حذف می‌شود. مطمئن هستید؟`}
      confirmLabel="حذف"
      busy={remove.isPending}
      onClose={onClose}
      testId="delete-method-dialog"
      onConfirm={() =>
        remove.mutate(method.id, {
          onSuccess: () => {
            onClose();
            void showSuccess('درگاه حذف شد');
          },
        })
      }
    />
  );
}
