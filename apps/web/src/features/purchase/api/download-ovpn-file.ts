import { serviceRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { saveTextFile } from '../../../components/services/save-file';
import { callApi } from '../../../lib/api-client';

export type OvpnDownload = { user: string; pass: string; file: string };

export const downloadOvpnFile = (query: OvpnDownload) => callApi(serviceRoutes.ovpnDownload, { query });

/** Fetches the configuration with the account's credentials inline and saves it as a file. */
export function useDownloadOvpnFile() {
  return useMutation({
    mutationFn: downloadOvpnFile,
    onSuccess: ({ filename, content }) => saveTextFile(filename, content, 'application/x-openvpn-profile'),
  });
}
