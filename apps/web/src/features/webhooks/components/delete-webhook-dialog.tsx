import type { Webhook } from '@pishkhan/contract';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Latin } from '@/components/ui/latin';
import { useDeleteWebhook } from '../api/delete-webhook';

export function DeleteWebhookDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const remove = useDeleteWebhook();
  return (
    <ConfirmDeleteDialog
      title="حذف وب‌هوک"
      message={
        <>
          وب‌هوک <Latin>{webhook.url}</Latin> و رویدادهایی که برایش در صف مانده‌اند حذف می‌شوند. مطمئن هستید؟
        </>
      }
      testId="delete-webhook-dialog"
      remove={remove}
      variables={webhook.id}
      done="وب‌هوک حذف شد"
      onClose={onClose}
    />
  );
}
