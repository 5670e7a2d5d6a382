import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import QRCodeStyling from 'qr-code-styling';
import { useEffect, useRef, useState } from 'react';
import logoUrl from './qr-logo.svg';

/** Spec section 9: the QR code is 300 px. */
export const QR_SIZE = 300;

interface ServiceQrProps {
  data: string;
  /** The PNG's file name, without the extension. */
  fileName: string;
}

/** A V2Ray link as a QR code with the panel's logo in the middle, downloadable as PNG (spec section 2). */
export function ServiceQr({ data, fileName }: ServiceQrProps) {
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
        data-testid="service-qr"
        role="img"
        aria-label="کد QR لینک اتصال"
        style={{ width: QR_SIZE, maxWidth: '100%', aspectRatio: '1 / 1', lineHeight: 0 }}
        className="service-qr"
      />
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => void qr.download({ name: fileName, extension: 'png' })}
        data-testid="qr-download"
      >
        دانلود تصویر QR
      </Button>
    </Stack>
  );
}
