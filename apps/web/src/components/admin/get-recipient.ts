import { userRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** One account by id, for a screen of another domain that names it (a notification's recipient): quiet, so a failed
 * read shows no dialog and the screen keeps the bare id; nothing is asked for `null` (everyone). */
export const useRecipient = (userId: number | null) =>
  useQuery({
    queryKey: ['admin', 'users', 'one', userId],
    queryFn: () => callApi(userRoutes.get, { params: { id: userId ?? 0 } }),
    enabled: userId !== null,
    meta: { quiet: true },
  });
