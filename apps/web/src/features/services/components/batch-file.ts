import type { Service } from '@pishkhan/contract';
import { showSuccess } from '../../../components/ui/alerts';
import { replayNote } from '../../../lib/idempotency';
import { saveFile } from '../../../lib/save-file';

export const BATCH_SUCCESS = 'سرویس‌های انتخابی با موفقیت ثبت شد';

/** docs/product/screens.md: the batch file is named `{count}-user.txt`. */
export const batchFileName = (count: number) => `${count}-user.txt`;

/**
 * One line per account: the id, then username and password for RADIUS and the link for V2Ray, the same lines the
 * server's group download list gives (services.mapper `accountLine`), so both files read alike.
 */
export function batchFileContent(services: Service[]): string {
  const line = (s: Service) => {
    const parts = [String(s.id)];
    if (s.userservice.is_radius) parts.push(s.email, s.password);
    if (s.userservice.is_v2ray && s.link) parts.push(s.link);
    return parts.join(' ');
  };
  return `${services.map(line).join('\n')}\n`;
}

/** After a batch is bought (docs/product/screens.md): its text file is downloaded and a 5 s success alert shows. */
export function deliverBatch(services: Service[]) {
  saveFile(batchFileName(services.length), batchFileContent(services));
  void showSuccess(BATCH_SUCCESS, replayNote(services));
}
