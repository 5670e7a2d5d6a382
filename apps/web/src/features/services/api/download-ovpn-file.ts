import { serviceRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type OvpnDownload = { user: string; pass: string; file: string };

export const downloadOvpnFile = (query: OvpnDownload) => callApi(serviceRoutes.ovpnDownload, { query });

/** Fetches the configuration with the account's credentials inline and saves it as a file. */
export function useDownloadOvpnFile() {
  return useMutation({
    mutationFn: downloadOvpnFile,
    onSuccess: ({ filename, content }) => saveFile(filename, content, 'application/x-openvpn-profile'),
  });
}
