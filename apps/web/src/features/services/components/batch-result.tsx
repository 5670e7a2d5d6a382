import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { showErrorDialog } from '@/components/errors/error-dialog';
import { formatNumber } from '@/lib/format';
import { dismissBatch, downloadBatchFile, handoutPath, useLastBatch } from './batch-file';

/**
 * What a batch purchase leaves in sight (docs/product/screens.md#new-service): how many were made, the batch's file
 * again and its printable hand-out (subscription links and QR codes), until it is closed or the screen left.
 */
export function BatchResult() {
  const batch = useLastBatch();
  const box = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => dismissBatch, []);
  // Bought from the bar at the bottom of a long form: the result is brought into view and read out.
  useEffect(() => {
    if (batch) box.current?.scrollIntoView({ block: 'nearest' });
  }, [batch]);

  if (!batch) return null;
  const { groupId } = batch;
  const again = () => {
    if (groupId === null) return;
    setBusy(true);
    downloadBatchFile(groupId)
      .catch(showErrorDialog)
      .finally(() => setBusy(false));
  };

  return (
    <Alert
      ref={box}
      color="teal"
      radius="md"
      role="status"
      title={`${formatNumber(batch.services.length)} سرویس ساخته شد`}
      withCloseButton
      closeButtonLabel="بستن نتیجه‌ی خرید گروهی"
      onClose={dismissBatch}
      data-testid="batch-result"
    >
      <Text size="sm">
        فایل فهرست سرویس‌ها دانلود شد. برگه‌ی چاپی برای هر سرویس لینک اشتراک و کد QR آن را دارد تا به مشتری بدهید.
      </Text>
      {batch.note.map((line) => (
        <Text key={line} size="sm" mt={4}>
          {line}
        </Text>
      ))}
      {groupId !== null && (
        <Group gap="sm" mt="sm">
          <Button
            component="a"
            href={handoutPath(groupId)}
            target="_blank"
            rel="noopener"
            size="sm"
            leftSection={<IconPrinter size={16} aria-hidden />}
            data-testid="batch-handout"
          >
            برگه‌ی چاپی
          </Button>
          <Button
            variant="light"
            size="sm"
            loading={busy}
            onClick={again}
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="batch-file-again"
          >
            دانلود دوباره‌ی فایل
          </Button>
        </Group>
      )}
    </Alert>
  );
}
