import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import QRCodeStyling from 'qr-code-styling';
import { useEffect, useRef, useState } from 'react';
// A file of its own, not a data: address: qr-code-styling fetches its image, and the CSP lets the panel fetch only
// from its own origin (decision 078).
import logoUrl from './qr-logo.svg?no-inline';

/** docs/product/rules.md#business-constants-and-limits: the QR code is 300 px. */
export const QR_SIZE = 300;

/** Which address the QR holds: the share link itself or the subscription URL clients import. */
export type QrKind = 'config' | 'subscription' | 'wallet';

const QR_KINDS: Record<QrKind, { label: string; testId: string; downloadTestId: string }> = {
  config: { label: 'کد QR لینک اتصال', testId: 'service-qr', downloadTestId: 'qr-download' },
  subscription: { label: 'کد QR لینک اشتراک', testId: 'subscription-qr', downloadTestId: 'subscription-qr-download' },
  wallet: { label: 'کد QR آدرس کیف پول', testId: 'wallet-qr', downloadTestId: 'wallet-qr-download' },
};

interface ServiceQrProps {
  data: string;
  /** The PNG's file name, without the extension. */
  fileName: string;
  kind?: QrKind;
}

/** A V2Ray link (or a deposit address) as a QR code with the panel's logo in the middle, downloadable as PNG (docs/product/screens.md). */
export function ServiceQr({ data, fileName, kind = 'config' }: ServiceQrProps) {
  const { label, testId, downloadTestId } = QR_KINDS[kind];
  const container = useRef<HTMLDivElement>(null);
  const [qr] = useState(
    () =>
      new QRCodeStyling({
        width: QR_SIZE,
        height: QR_SIZE,
        type: 'canvas',
        margin: 8,
        image: logoUrl,
        qrOptions: { errorCorrectionLevel: 'Q' },
        dotsOptions: { type: 'rounded', color: '#1a1b1e' },
        cornersSquareOptions: { type: 'extra-rounded', color: '#1c7ed6' },
        backgroundOptions: { color: '#ffffff' },
        imageOptions: { margin: 4, imageSize: 0.3, hideBackgroundDots: true, crossOrigin: 'anonymous' },
      }),
  );

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    qr.append(el);
    return () => {
      el.replaceChildren();
    };
  }, [qr]);

  useEffect(() => {
    qr.update({ data });
  }, [qr, data]);

  return (
    <Stack align="center" gap="sm">
      <div
        ref={container}
        data-testid={testId}
        data-value={data}
        role="img"
        aria-label={label}
        style={{ width: QR_SIZE, maxWidth: '100%', aspectRatio: '1 / 1', lineHeight: 0 }}
        className="service-qr"
      />
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => void qr.download({ name: fileName, extension: 'png' })}
        data-testid={downloadTestId}
      >
        دانلود تصویر QR
      </Button>
    </Stack>
  );
}
