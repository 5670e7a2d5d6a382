import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { saveTextFile } from '../../../components/services/save-file';
import { callApi } from '../../../lib/api-client';

/** An OpenVPN file with the delivered account's credentials inline, saved under the server's file name. */
export const downloadOrderOvpn = ({ token, file }: { token: string; file: string }) =>
  callApi(storeRoutes.publicOvpn, { params: { token }, query: { file } });

export const useDownloadOrderOvpn = () =>
  useMutation({
    mutationFn: downloadOrderOvpn,
    onSuccess: ({ filename, content }) => saveTextFile(filename, content, 'application/x-openvpn-profile'),
  });
