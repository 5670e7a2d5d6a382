import { Alert, Modal } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import { useOvpnFiles } from '@/components/services/get-ovpn-files';
import { ServiceDetails } from '@/components/services/service-details';
import { replayNote } from '@/lib/idempotency';
import { useDownloadOvpnFile } from '../api/download-ovpn-file';

interface ViewServiceDialogProps {
  service: Service | null;
  onClose: () => void;
}

/** The service just bought: QR and link for V2Ray, credentials and OpenVPN files for RADIUS (docs/product/screens.md). */
export function ViewServiceDialog({ service, onClose }: ViewServiceDialogProps) {
  const isRadius = service?.userservice.is_radius ?? false;
  const files = useOvpnFiles(isRadius);
  const download = useDownloadOvpnFile();
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={service ? `سرویس شماره‌ی ${service.id} ساخته شد` : ''}
      centered
      size="md"
      data-testid="created-service-dialog"
    >
      {replayNote(service).map((note) => (
        <Alert key={note} color="blue" variant="light" mb="sm" data-testid="replayed-note">
          {note}
        </Alert>
      ))}
      {service && (
        <ServiceDetails
          service={service}
          ovpnFiles={files.data}
          ovpnLoading={files.isPending && isRadius}
          downloadingFile={download.isPending ? (download.variables?.file ?? null) : null}
          onDownloadOvpn={(file) => download.mutate({ user: service.email, pass: service.password, file })}
        />
      )}
    </Modal>
  );
}
