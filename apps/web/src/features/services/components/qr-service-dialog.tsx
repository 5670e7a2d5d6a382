import { Modal } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import { ServiceLink } from '@/components/services/service-link';

/** The QR popup of one service (docs/product/screens.md), with its subscription URL beside the share link. */
export function QrServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`کد QR سرویس شماره‌ی ${service.id}`} centered data-testid="qr-service-dialog">
      <ServiceLink serviceId={service.id} link={service.link} subscriptionUrl={service.subscription_url} />
    </Modal>
  );
}
