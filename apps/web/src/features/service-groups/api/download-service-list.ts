import { serviceRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const getServiceList = (id: number) => callApi(serviceRoutes.downloadList, { params: { id } });

/** A click fetches the batch's accounts and saves them as a .txt file; a failure opens the one dialog. */
export function useDownloadServiceList() {
  return useMutation({
    mutationFn: getServiceList,
    onSuccess: (file, id) => {
      const name = file.filename || `group-${id}.txt`;
      saveFile(/\.txt$/i.test(name) ? name : `${name}.txt`, file.content);
    },
  });
}
