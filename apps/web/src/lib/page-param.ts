/** `?page` as a positive integer, 1 when absent or malformed (spec section 2: page from the query). */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
