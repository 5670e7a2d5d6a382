import { telegramRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const linkTelegram = () => callApi(telegramRoutes.link);

/** A fresh one-time start code and the t.me link that sends it to the bot. */
export const useLinkTelegram = () => useMutation({ mutationFn: linkTelegram });
