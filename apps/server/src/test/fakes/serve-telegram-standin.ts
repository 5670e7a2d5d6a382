import { startTelegramStandin } from './telegram-standin.js';

/**
 * Runs the Telegram Bot API stand-in in its own process for the panel's end-to-end tests, which may not import server
 * code: prints one JSON line `{url, token, botUsername}` and serves until stdin closes. The test injects a user's
 * message with `POST <url>/__standin/inject` and reads what the bot sent at `GET <url>/__standin/sent`.
 */
const standin = await startTelegramStandin();
process.stdout.write(
  `${JSON.stringify({ url: standin.url, token: standin.token, botUsername: standin.botUsername })}\n`,
);
const stop = async () => {
  await standin.close();
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
