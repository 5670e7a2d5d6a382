import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshMobile,
  type Harness,
  horizontalOverflow,
  ROOT,
  startHarness,
  type ViewportName,
  visibleLatinWords,
  waitFor,
} from './harness';

const SHOTS = process.env.TELEGRAM_SHOTS_DIR ?? '/tmp/telegram-shots';
const shot = async (page: Page, name: string, viewport: ViewportName) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport}.png`), animations: 'disabled', caret: 'hide' });
};

/** The Bot API stand-in in its own process (`apps/server/src/test/fakes/serve-telegram-standin.ts`). */
async function startStandin() {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/test/fakes/serve-telegram-standin.ts'],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const info = await new Promise<{ url: string; token: string; botUsername: string }>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk) => {
      buffered += chunk;
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`the Telegram stand-in exited with ${code}`)));
  });
  return {
    ...info,
    /** A user's private message to the bot. */
    inject: (chatId: number, text: string) =>
      fetch(`${info.url}/__standin/inject`, {
        method: 'POST',
        body: JSON.stringify({ chatId, text, firstName: 'مریم', username: 'maryam_sells' }),
      }),
    sentTo: async (chatId: number) =>
      ((await (await fetch(`${info.url}/__standin/sent`)).json()) as Array<{ chat_id: number; text: string }>)
        .filter((m) => m.chat_id === chatId)
        .map((m) => m.text),
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      await exited;
    },
  };
}

/**
 * Telegram notices (decision 112): the settings card links the reseller's Telegram with a one-time start code (the
 * server's worker reads the `/start` from the Bot API stand-in), shows who is linked, and unlinks after asking; the
 * admin has the same card on the overview. At 1366 and 390 px.
 */
describe('Telegram notices card', () => {
  let h: Harness;
  let bot: Awaited<ReturnType<typeof startStandin>>;
  let chat = 77_000_001;

  beforeAll(async () => {
    bot = await startStandin();
    h = await startHarness({ env: { TELEGRAM_BOT_TOKEN: bot.token, TELEGRAM_API_URL: bot.url } });
  });
  afterAll(async () => {
    await h?.close();
    await bot?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`settings: link Telegram with the start code, see who is linked, unlink (${viewport})`, async () => {
      const mobile = freshMobile();
      await h.api('POST', '/users', {
        token: await h.adminToken(),
        body: { name: 'فروشنده تلگرام', mobile, password: 'telegram-pass' },
      });
      const page = await h.newPage(viewport, await h.loginToken(mobile, 'telegram-pass'));
      await page.goto('/settings');
      const card = page.getByTestId('telegram-card');
      await card.getByRole('heading', { name: 'اعلان‌های تلگرام' }).waitFor();
      await card.getByRole('button', { name: 'اتصال به تلگرام' }).click();
      const code = (await card.getByTestId('telegram-code-value').textContent()) ?? '';
      expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await card.getByTestId('telegram-open').getAttribute('href')).toBe(
        `https://t.me/${bot.botUsername}?start=${code}`,
      );
      await card.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // The one Latin text is the code itself (data, read left to right).
      expect((await visibleLatinWords(card)).filter((word) => !code.includes(word))).toEqual([]);
      await shot(page, 'settings-code', viewport);

      const me = chat++;
      await bot.inject(me, `/start ${code}`);
      await card.getByTestId('telegram-linked').waitFor({ timeout: 20_000 });
      expect(await card.getByTestId('telegram-name').textContent()).toBe('مریم');
      expect(await card.getByTestId('telegram-username').textContent()).toBe('@maryam_sells');
      const replies = await waitFor(async () => {
        const sent = await bot.sentTo(me);
        return sent.length > 0 ? sent : undefined;
      }, 'the bot to answer');
      expect(replies[0]).toContain('حساب پیشخوان شما به این گفتگو وصل شد');
      await card.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, 'settings-linked', viewport);

      await card.getByTestId('telegram-unlink').click();
      const ask = page.getByTestId('telegram-unlink-dialog');
      await ask.getByText('اتصال تلگرام قطع شود؟').waitFor();
      await shot(page, 'settings-unlink-ask', viewport);
      await page.getByTestId('telegram-unlink-dialog-confirm').click();
      await card.getByRole('button', { name: 'اتصال به تلگرام' }).waitFor();
      expect(
        (await h.api<{ linked: boolean }>('GET', '/telegram', { token: await h.loginToken(mobile, 'telegram-pass') }))
          .linked,
      ).toBe(false);
    });
  }

  it('the admin has the card on the overview (desktop and phone)', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await h.newPage(viewport, await h.adminToken());
      await page.goto('/admin');
      const card = page.getByTestId('telegram-card');
      await card.getByRole('button', { name: 'اتصال به تلگرام' }).waitFor();
      await card.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, 'admin-overview', viewport);
    }
    expect(h.pageErrors).toEqual([]);
  });
});
