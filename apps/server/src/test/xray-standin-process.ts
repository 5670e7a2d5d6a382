/**
 * The Xray stand-in as a process of its own, for the panel's browser tests (they may not import the server's code):
 * `node --import tsx apps/server/src/test/xray-standin-process.ts` prints one JSON line `{apiAddress, port, tag}`,
 * then takes commands on stdin, one a line, and answers each with one JSON line:
 *   `connect EMAIL IP`  a connection of the user opens from IP now (it stays open)  → `{"ok":true}`
 *   `users`             the emails the inbound holds                                  → `["svc-1@pishkhan", ...]`
 */
import readline from 'node:readline';
import { startXrayStandin } from './xray-standin.js';

const core = await startXrayStandin({ inbounds: [{ tag: 'xray-vless', protocol: 'vless' }] });
process.stdout.write(`${JSON.stringify({ apiAddress: core.apiAddress, port: core.port, tag: core.inboundTag })}\n`);

const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [command, ...args] = line.trim().split(/\s+/);
  if (command === 'connect' && args[0] && args[1]) {
    core.connect(args[0], args[1]);
    process.stdout.write('{"ok":true}\n');
  } else if (command === 'users') {
    process.stdout.write(`${JSON.stringify(core.users(core.inboundTag).map((u) => u.email))}\n`);
  } else {
    process.stdout.write(`${JSON.stringify({ error: `unknown command: ${line}` })}\n`);
  }
});
lines.on('close', () => {
  void core.stop().then(() => process.exit(0));
});
