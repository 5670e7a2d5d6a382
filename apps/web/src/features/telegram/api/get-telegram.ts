import { telegramRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const getTelegram = () => callApi(telegramRoutes.state);

export const telegramQueryOptions = () => queryOptions({ queryKey: ['telegram'], queryFn: getTelegram });

/** While a start code is out, asked every 2 s, so the card turns to «وصل» once the bot has read the code. */
export const useTelegram = (waitingForLink = false) =>
  useQuery({ ...telegramQueryOptions(), refetchInterval: waitingForLink ? 2000 : false });
