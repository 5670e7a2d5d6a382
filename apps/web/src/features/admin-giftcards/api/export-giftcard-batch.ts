import { giftCardRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { saveGiftCardsCsv } from '../utils/giftcards-csv';

/** Every card of a batch, saved as a CSV the provider prints or opens in Excel. */
export async function exportGiftCardBatch(id: number) {
  const cards = await callApi(giftCardRoutes.exportBatch, { params: { id } });
  saveGiftCardsCsv(`giftcards-${id}.csv`, cards);
  return cards.length;
}

export const useExportGiftCardBatch = () => useMutation({ mutationFn: exportGiftCardBatch });
