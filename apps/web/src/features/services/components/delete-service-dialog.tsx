import type { Service } from '@pishkhan/contract';
import { showSuccess } from '../../../components/ui/alerts';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { formatToman } from '../../../lib/format';
import { useDeleteService } from '../api/delete-service';

interface DeleteServiceDialogProps {
  service: Service;
  onClose: () => void;
  onAccountChanged: () => void;
}

/** Deletes a service; a refund (moneyback) is named in the success alert and the balance is fetched again. */
export function DeleteServiceDialog({ service, onClose, onAccountChanged }: DeleteServiceDialogProps) {
  const remove = useDeleteService();
  return (
    <ConfirmModal
      title="حذف سرویس"
      message={`سرویس شماره‌ی ${service.id} و اطلاعات آن برای همیشه حذف می‌شود. مطمئن هستید؟`}
      confirmLabel="حذف سرویس"
      warning="این کار برگشت‌پذیر نیست."
      cancelLabel="انصراف"
      busy={remove.isPending}
      onClose={onClose}
      testId="delete-service-dialog"
      onConfirm={() =>
        remove.mutate(service.id, {
          onSuccess: ({ moneyback }) => {
            onClose();
            onAccountChanged();
            void showSuccess(
              'سرویس حذف شد',
              moneyback > 0 ? [`مبلغ ${formatToman(moneyback)} به موجودی شما بازگشت.`] : [],
            );
          },
        })
      }
    />
  );
}
