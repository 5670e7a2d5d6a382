/** `?page` as a positive integer, 1 when absent or malformed (docs/product/screens.md: page from the query). */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
