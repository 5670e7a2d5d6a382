import type { Service } from '@pishkhan/contract';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { formatNumber, formatPrice, formatToman } from '@/lib/format';
import { replayNote } from '@/lib/idempotency';
import { useSettings } from '@/lib/settings-store';
import { useDeleteService } from '../api/delete-service';
import { OPEN_TUNNELS_NOTE } from './open-tunnels-note';

interface DeleteServiceDialogProps {
  service: Service;
  onClose: () => void;
  onAccountChanged: () => void;
}

/**
 * Deletes a service; a refund is named in the success alert (Toman to the balance, GB to the traffic pool for a
 * volume service) and the account is fetched again.
 */
export function DeleteServiceDialog({ service, onClose, onAccountChanged }: DeleteServiceDialogProps) {
  const remove = useDeleteService();
  const { showprice } = useSettings();
  // What comes back is said before, not only afterwards; the server decides `refundable`.
  const back = !service.refundable
    ? ' این سرویس بیش از ۰٫۱ گیگ مصرف کرده است و با حذف آن مبلغی برنمی‌گردد.'
    : service.userservice.cost > 0
      ? ` ${formatPrice(service.userservice.cost, showprice)} به موجودی شما برمی‌گردد.`
      : '';
  return (
    <ConfirmDeleteDialog
      title="حذف سرویس"
      message={`سرویس شماره‌ی ${service.id} و اطلاعات آن برای همیشه حذف می‌شود.${back} ${OPEN_TUNNELS_NOTE} مطمئن هستید؟`}
      confirmLabel="حذف سرویس"
      warning="این کار برگشت‌پذیر نیست."
      cancelLabel="انصراف"
      testId="delete-service-dialog"
      remove={remove}
      variables={service.id}
      done="سرویس حذف شد"
      doneLines={(result) => [
        ...(result.moneyback > 0 ? [`مبلغ ${formatToman(result.moneyback)} به موجودی شما بازگشت.`] : []),
        ...(result.trafficback > 0 ? [`${formatNumber(result.trafficback)} گیگ به بسته‌ی حجمی شما بازگشت.`] : []),
        ...replayNote(result),
      ]}
      onDeleted={onAccountChanged}
      onClose={onClose}
    />
  );
}
