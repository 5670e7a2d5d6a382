import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeLeak, findLeaks } from './log-scan.js';

/**
 * docs/RELIABILITY.md#secrets: every test app of the run logs at debug into one folder, the helpers note every password, code,
 * token and provider key they see, and at the end no log line may hold any of them.
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-logs-'));
  process.env.PISHKHAN_TEST_LOG_DIR = dir;
  return () => {
    const files = fs.readdirSync(dir);
    const read = (prefix: string) =>
      files
        .filter((f) => f.startsWith(prefix))
        .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n'))
        .filter(Boolean);
    const secrets = read('secrets-').map((l) => JSON.parse(l) as string);
    const lines = read('app-');
    const leaks = findLeaks(lines, secrets);
    if (leaks.length > 0) {
      // Vitest reports an error thrown here but still exits 0: fail the run explicitly.
      process.exitCode = 1;
      console.error(
        `log scan FAILED: ${leaks.length} log lines hold a secret (logs kept in ${dir}):\n${leaks.slice(0, 20).map(describeLeak).join('\n')}`,
      );
      return;
    }
    console.log(`log scan: ${lines.length} log lines, ${secrets.length} secrets, no leak`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
