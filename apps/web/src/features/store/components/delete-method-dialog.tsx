import type { PaymentConfig } from '@pishkhan/contract';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useDeleteMethod } from '../api/delete-method';

export function DeleteMethodDialog({ method, onClose }: { method: PaymentConfig; onClose: () => void }) {
  const remove = useDeleteMethod();
  return (
    <ConfirmDeleteDialog
      title="حذف درگاه"
      message={`درگاه «${method.name}» از فروشگاه شما حذف می‌شود. مطمئن هستید؟`}
      testId="delete-method-dialog"
      remove={remove}
      variables={method.id}
      done="درگاه حذف شد"
      onClose={onClose}
    />
  );
}
