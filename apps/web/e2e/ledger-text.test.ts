import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiReseller } from './admin-helpers';
import { freshMobile, type Harness, screenshot, startHarness } from './harness';
import { packageId } from './store-helpers';

/** One character of a description as drawn: where, and whether in the face that draws ASCII digits as Persian. */
interface Glyph {
  char: string;
  x: number;
  persianFace: boolean;
}

/**
 * The characters of `value` inside a cell as the screen draws them, in the text's own order: their horizontal centres
 * and faces. The value may run across the elements the cell is made of.
 */
async function glyphsOf(cell: Locator, value: string): Promise<Glyph[]> {
  return cell.evaluate((el, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    const text = nodes.map((n) => n.data).join('');
    const at = text.indexOf(wanted);
    if (at < 0) throw new Error(`«${wanted}» is not in «${text}»`);
    const glyphs: { char: string; x: number; persianFace: boolean }[] = [];
    for (let i = at; i < at + wanted.length; i++) {
      let offset = i;
      const node = nodes.find((n) => {
        if (offset < n.data.length) return true;
        offset -= n.data.length;
        return false;
      }) as Text;
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const rect = range.getBoundingClientRect();
      glyphs.push({
        char: text[i] as string,
        x: rect.left + rect.width / 2,
        persianFace: /^\s*"?Vazirmatn FD/.test(getComputedStyle(node.parentElement as Element).fontFamily),
      });
    }
    return glyphs;
  }, value);
}

const xOf = (glyphs: Glyph[], char: string) => glyphs.find((g) => g.char === char)?.x ?? Number.NaN;

/**
 * Ledger descriptions (decision 084): Latin values inside them («V2Ray», a gift-card serial) keep ASCII digits and read
 * left to right; a service's number «#2» reads `#` first with ASCII digits and stays in its brackets after «OpenVPN»,
 * on the reseller's ledger and the admin's, at both widths.
 */
describe('ledger descriptions: Latin values and record numbers read as written', () => {
  let h: Harness;
  let reseller: string;
  let userId: number;
  const ids: Record<'plain' | 'openvpn' | 'custom', number> = { plain: 0, openvpn: 0, custom: 0 };
  let serial = '';

  beforeAll(async () => {
    h = await startHarness();
    const user = await apiReseller(h, freshMobile(), 3_000_000);
    userId = user.id;
    reseller = await h.loginToken(user.mobile, 'reseller-pass');
    const buy = async (name: string, extra: Record<string, unknown> = {}) => {
      const [service] = await h.api<Array<{ id: number }>>('POST', '/services', {
        token: reseller,
        body: { package_id: await packageId(h, reseller, name), servicewithoutphone: true, ...extra },
      });
      return service?.id ?? 0;
    };
    ids.plain = await buy('یک ماهه ۳۰ گیگ');
    ids.openvpn = await buy('یک ماهه ۵۰ گیگ OpenVPN');
    ids.custom = await buy('V2Ray دلخواه', { day: 30, traffic: 20 });
    const [card] = await h.api<Array<{ serial: string }>>('POST', '/admin/giftcards', {
      token: await h.adminToken(),
      body: { amount: 20_000, count: 1, label: 'آزمون' },
    });
    serial = card?.serial ?? '';
    await h.api('POST', '/giftcards/use', { token: reseller, body: { serial } });
  });
  afterAll(async () => {
    await h?.close();
  });

  const screens = [
    { name: 'reseller', path: '/transactions', screen: 'transactions', cell: 'transaction-info' },
    { name: 'admin', path: '/admin/transactions?user_id=', screen: 'admin-transactions', cell: 'ledger-info' },
  ] as const;

  for (const viewport of ['desktop', 'phone'] as const) {
    for (const s of screens) {
      it(`ledger text: «V2Ray», the gift-card serial, «(#1)» and «OpenVPN (#2)» on the ${s.name}'s ledger at ${viewport}`, async () => {
        const token = s.name === 'admin' ? await h.adminToken() : reseller;
        const page = await h.newPage(viewport, token);
        await page.goto(s.name === 'admin' ? `${s.path}${userId}` : s.path);
        await page.getByTestId(s.screen).waitFor({ timeout: 20_000 });
        const cells = page.getByTestId(s.cell);
        await cells.first().waitFor();
        const cell = (text: string) => cells.filter({ hasText: text }).first();

        // The serial and «V2Ray»: ASCII digits, left to right.
        const latin: Array<[string, string]> = [
          [serial, serial],
          [`#${ids.custom})`, 'V2Ray'],
        ];
        for (const [text, value] of latin) {
          const glyphs = await glyphsOf(cell(text), value);
          expect(
            glyphs.filter((g) => /\d/.test(g.char) && g.persianFace).map((g) => g.char),
            value,
          ).toEqual([]);
          const xs = glyphs.map((g) => g.x);
          expect(xs, value).toEqual([...xs].sort((a, b) => a - b));
        }

        // «… ۳۰ گیگ (#1)»: `#` before the number, ASCII digits, inside its brackets.
        const plain = await glyphsOf(cell(`#${ids.plain})`), `(#${ids.plain})`);
        const plainDigit = plain.find((g) => /\d/.test(g.char)) as Glyph;
        expect(xOf(plain, '#')).toBeLessThan(plainDigit.x);
        expect(plainDigit.persianFace).toBe(false);
        const [low, high] = [xOf(plain, '('), xOf(plain, ')')].sort((a, b) => a - b) as [number, number];
        expect(xOf(plain, '#')).toBeGreaterThan(low);
        expect(plainDigit.x).toBeLessThan(high);

        // «… OpenVPN (#2)»: read right to left, the number comes after «OpenVPN», so it is drawn to its left.
        const openvpn = await glyphsOf(cell(`#${ids.openvpn})`), `OpenVPN (#${ids.openvpn})`);
        const openvpnDigit = openvpn.find((g) => /\d/.test(g.char)) as Glyph;
        expect(xOf(openvpn, '#')).toBeLessThan(openvpnDigit.x);
        expect(openvpnDigit.persianFace).toBe(false);
        expect(openvpnDigit.x).toBeLessThan(xOf(openvpn, 'O'));

        // Persian numbers in the same text keep the Persian face.
        const gb = await glyphsOf(cell(`#${ids.plain})`), '۳۰ گیگ');
        expect(gb[0]?.persianFace).toBe(true);
        await screenshot(page, `ledger-text-${s.name}-${viewport}`);
      });
    }
  }
});
