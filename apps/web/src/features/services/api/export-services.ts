import type { Service } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';
import type { ServiceFilters } from './get-services';

/** Every service the list's filters find, in its order: the export's pages of 500 one after another. */
export async function exportServices(filters: Omit<ServiceFilters, 'page'>): Promise<Service[]> {
  const all: Service[] = [];
  for (let page = 1; ; page++) {
    const answer = await callApi(serviceRoutes.export, { query: { ...filters, page } });
    all.push(...answer.data);
    if (page >= answer.last_page) return all;
  }
}
