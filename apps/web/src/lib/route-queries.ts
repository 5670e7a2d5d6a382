/**
 * How long a query's answer counts as this visit's: a screen whose route loader started its query (decision 088)
 * mounts once its code has arrived, which over a slow link can be seconds after the answer.
 */
export const JUST_FETCHED_MS = 10_000;

/**
 * `refetchOnMount` for a query that a route's loader starts on every visit: the screen mounting after it does not
 * ask again for what the loader just fetched (a fetch still travelling is shared anyway); an older answer, or none,
 * is fetched as before.
 */
export const unlessJustFetched = (query: { state: { dataUpdatedAt: number } }) =>
  Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS;

/**
 * The options of a query a route's loader starts (decision 088): fresh on every visit, and not asked for again by
 * the screen mounting right after the loader fetched it.
 */
export const startedByLoader = { staleTime: 0, refetchOnMount: unlessJustFetched } as const;
