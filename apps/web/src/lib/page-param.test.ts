import { describe, expect, it } from 'vitest';
import { readPage } from './page-param';

const page = (search: string) => readPage(new URLSearchParams(search));

describe('?page of a list screen', () => {
  it('opens the page the address names', () => {
    expect(page('?page=3')).toBe(3);
    expect(page('status=1&page=12')).toBe(12);
  });

  it('opens the first page when the address names none, or nothing a page can be', () => {
    for (const search of ['', '?page=', '?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=1e3x']) {
      expect(page(search), search).toBe(1);
    }
  });
});
