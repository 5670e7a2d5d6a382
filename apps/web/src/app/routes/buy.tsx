import { useParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useCheckout } from '@/features/checkout/api/get-checkout';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { PublicError } from '@/features/checkout/components/public-error';
import { PublicShell } from '@/features/checkout/components/public-shell';
import { usePageTitle } from '@/lib/use-page-title';

/** /buy/:token: a product's public checkout, outside the panel (no login, no maintenance gate). */
export function BuyRoute() {
  const { token = '' } = useParams();
  const checkout = useCheckout(token);
  const data = checkout.data;
  usePageTitle(data ? `خرید ${data.product.name} از ${data.store}` : 'خرید');
  if (checkout.isPending) return <LoadingScreen />;
  if (!data) {
    return (
      <PublicShell>
        <PublicError error={checkout.error} notFound="این محصول در دسترس نیست" />
      </PublicShell>
    );
  }
  return (
    <PublicShell store={data.store} servicename={data.servicename} supportlink={data.supportlink}>
      <CheckoutForm token={token} checkout={data} />
    </PublicShell>
  );
}
