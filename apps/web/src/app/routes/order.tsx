import { useParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useOrder } from '@/features/checkout/api/get-order';
import { OrderView } from '@/features/checkout/components/order-view';
import { PublicError } from '@/features/checkout/components/public-error';
import { PublicShell } from '@/features/checkout/components/public-shell';
import { usePageTitle } from '@/lib/use-page-title';

/** /order/:token: where the customer lands after paying, and comes back to for the service. */
export function OrderRoute() {
  const { token = '' } = useParams();
  const order = useOrder(token);
  const data = order.data;
  usePageTitle(data ? `سفارش ${data.product} از ${data.store}` : 'سفارش');
  if (order.isPending) return <LoadingScreen />;
  if (!data) {
    return (
      <PublicShell>
        <PublicError error={order.error} notFound="این سفارش پیدا نشد" />
      </PublicShell>
    );
  }
  return (
    <PublicShell store={data.store} servicename={data.servicename} supportlink={data.supportlink}>
      <OrderView order={data} />
    </PublicShell>
  );
}
