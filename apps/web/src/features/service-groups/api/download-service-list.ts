import { serviceRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { saveTextFile } from '../../../lib/save-file';

export const getServiceList = (id: number) => callApi(serviceRoutes.downloadList, { params: { id } });

/** A click fetches the batch's accounts and saves them as a .txt file; a failure opens the one dialog. */
export function useDownloadServiceList() {
  return useMutation({
    mutationFn: getServiceList,
    onSuccess: (file, id) => saveTextFile(file.filename || `group-${id}.txt`, file.content),
  });
}
