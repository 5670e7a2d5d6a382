import type { ApiToken } from '@pishkhan/contract';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useRevokeApiToken } from '../api/revoke-api-token';

export function RevokeApiTokenDialog({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  return (
    <ConfirmDeleteDialog
      title="ابطال توکن"
      message={`توکن «${token.name}» باطل می‌شود و برنامه‌هایی که با آن کار می‌کنند از همین لحظه دیگر پاسخی نمی‌گیرند. مطمئن هستید؟`}
      warning="ابطال برگشت‌پذیر نیست؛ برای ادامه باید توکن تازه‌ای بسازید."
      confirmLabel="ابطال"
      testId="revoke-token-dialog"
      remove={revoke}
      variables={token.id}
      done="توکن باطل شد"
      onClose={onClose}
    />
  );
}
