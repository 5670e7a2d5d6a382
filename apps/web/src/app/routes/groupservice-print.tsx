import { useParams } from 'react-router';
import { BatchHandout } from '@/features/service-groups/components/batch-handout';
import { toPersianDigits } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

/** A batch's printable hand-out, outside the panel's layout so only the cards print (docs/product/screens.md#bulk-service-groups). */
export function GroupServicePrintRoute() {
  const id = Number(useParams().id);
  usePageTitle(`برگه‌ی چاپی گروه ${toPersianDigits(id)}`);
  return <BatchHandout groupId={id} />;
}
