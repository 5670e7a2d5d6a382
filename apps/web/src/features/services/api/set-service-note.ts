import type { ServiceNoteBody } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';
import { useServiceMutation } from './service-mutation';

/** Saves the reseller's own note on a service; an empty note clears it (docs/product/services-and-statuses.md#notes). */
export const setServiceNote = (body: ServiceNoteBody) => callApi(serviceRoutes.note, { body });

export const useSetServiceNote = () => useServiceMutation(setServiceNote);
