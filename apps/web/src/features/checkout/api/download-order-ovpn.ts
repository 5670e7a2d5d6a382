import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** An OpenVPN file with the delivered account's credentials inline, saved under the server's file name. */
export const downloadOrderOvpn = ({ token, file }: { token: string; file: string }) =>
  callApi(storeRoutes.publicOvpn, { params: { token }, query: { file } });

export const useDownloadOrderOvpn = () =>
  useMutation({
    mutationFn: downloadOrderOvpn,
    onSuccess: ({ filename, content }) => saveFile(filename, content, 'application/x-openvpn-profile'),
  });
