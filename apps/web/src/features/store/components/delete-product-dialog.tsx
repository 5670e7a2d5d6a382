import type { Product } from '@pishkhan/contract';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useDeleteProduct } from '../api/delete-product';

export function DeleteProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const remove = useDeleteProduct();
  return (
    <ConfirmDeleteDialog
      title="حذف محصول"
      message={`محصول «${product.name}» حذف می‌شود و لینک خرید آن دیگر کار نمی‌کند. مطمئن هستید؟`}
      testId="delete-product-dialog"
      remove={remove}
      variables={product.id}
      done="محصول حذف شد"
      onClose={onClose}
    />
  );
}
