import { Code, Stack } from '@mantine/core';
import { CopyButton } from '../ui/copy-button';
import { ServiceQr } from './service-qr';

/** A V2Ray link: its QR code (PNG download) and a copy button with its 2 s confirmation (spec section 2). */
export function ServiceLink({ serviceId, link }: { serviceId: number; link: string }) {
  return (
    <Stack align="center" gap="sm" data-testid="service-link">
      <ServiceQr data={link} fileName={`service-${serviceId}`} />
      <Code
        block
        dir="ltr"
        data-testid="service-link-text"
        style={{ width: '100%', maxHeight: 96, overflow: 'auto', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {link}
      </Code>
      <CopyButton value={link} label="کپی لینک" copiedLabel="کپی شد" testId="copy-link" />
    </Stack>
  );
}
