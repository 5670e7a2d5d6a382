import type { Product } from '@pishkhan/contract';
import { showSuccess } from '../../../components/ui/alerts';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useDeleteProduct } from '../api/delete-product';

export function DeleteProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const remove = useDeleteProduct();
  return (
    <ConfirmModal
      title="حذف محصول"
      message={`محصول «${product.name}» حذف می‌شود و لینک خرید آن دیگر کار نمی‌کند. مطمئن هستید؟`}
      confirmLabel="حذف"
      busy={remove.isPending}
      onClose={onClose}
      testId="delete-product-dialog"
      onConfirm={() =>
        remove.mutate(product.id, {
          onSuccess: () => {
            onClose();
            void showSuccess('محصول حذف شد');
          },
        })
      }
    />
  );
}
