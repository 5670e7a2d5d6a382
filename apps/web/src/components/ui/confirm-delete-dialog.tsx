import type { ReactNode } from 'react';
import { showSuccess } from './alerts';
import { ConfirmModal } from './confirm-modal';

/** The part of a react-query delete mutation the dialog drives. */
interface DeleteMutation<R, V> {
  mutate: (variables: V, options: { onSuccess: (result: R) => void }) => void;
  isPending: boolean;
}

interface ConfirmDeleteDialogProps<R, V> {
  title: string;
  message: ReactNode;
  warning?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  testId: string;
  /** The delete call and what it is given (the row's id). */
  remove: DeleteMutation<R, V>;
  variables: V;
  /** The success alert's title, and lines from the server's answer under it. */
  done: string;
  doneLines?: (result: R) => string[];
  /** After the delete succeeded and the dialog closed (a refetch, leaving a page that shows the deleted row). */
  onDeleted?: (result: R) => void;
  onClose: () => void;
}

/**
 * The panel's one delete confirmation: asks first (docs/product/screens.md#store deletes), stays open and busy while
 * the call runs, and once it succeeded closes and says so. A failure goes to the one error dialog, leaving this open.
 */
export function ConfirmDeleteDialog<R, V>({
  confirmLabel = 'حذف',
  remove,
  variables,
  done,
  doneLines,
  onDeleted,
  onClose,
  ...modal
}: ConfirmDeleteDialogProps<R, V>) {
  return (
    <ConfirmModal
      {...modal}
      confirmLabel={confirmLabel}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(variables, {
          onSuccess: (result) => {
            onClose();
            onDeleted?.(result);
            void showSuccess(done, doneLines?.(result) ?? []);
          },
        })
      }
    />
  );
}
