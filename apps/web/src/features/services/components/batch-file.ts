import type { Service } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { useSyncExternalStore } from 'react';
import { showErrorDialog } from '@/components/errors/error-dialog';
import { showToast } from '@/components/ui/alerts';
import { callApi } from '@/lib/api-client';
import { replayNote } from '@/lib/idempotency';
import { saveFile } from '@/lib/save-file';

export const BATCH_SUCCESS = 'سرویس‌های انتخابی با موفقیت ثبت شد';

/** Where a batch's printable hand-out opens (docs/product/screens.md#bulk-service-groups). */
export const handoutPath = (groupId: number) => `/groupservices/${groupId}/print`;

/**
 * Saves a batch's text file as the server writes it for the batch (named for it, a block per service with its
 * subscription link, links, expiry and traffic; docs/product/screens.md#bulk-service-groups), so the file saved after
 * buying and the one the batches screen downloads are the same file.
 */
export async function downloadBatchFile(groupId: number) {
  const file = await callApi(serviceRoutes.downloadList, { params: { id: groupId } });
  saveFile(file.filename, file.content);
}

/** The batch just bought, for the result shown under the order form until it is closed or the form left. */
export interface BatchResult {
  services: Service[];
  groupId: number | null;
  note: string[];
}
let last: BatchResult | null = null;
const listeners = new Set<() => void>();
const publish = (next: BatchResult | null) => {
  last = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLastBatch = () => useSyncExternalStore(subscribe, () => last);
export const dismissBatch = () => publish(null);

/**
 * After a batch is bought (docs/product/screens.md#new-service): a toast, its file saved, and the result with the file
 * and the hand-out kept in sight under the form.
 */
export function deliverBatch(services: Service[]) {
  const groupId = services[0]?.group_id ?? null;
  const note = replayNote(services);
  publish({ services, groupId, note });
  showToast(BATCH_SUCCESS, note);
  if (groupId !== null) downloadBatchFile(groupId).catch(showErrorDialog);
}
