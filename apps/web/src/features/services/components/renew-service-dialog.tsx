import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CUSTOM_DEFAULT_DAYS, CUSTOM_DEFAULT_GB, CUSTOM_MIN_GB, type Service } from '@pishkhan/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  findPackage,
  PackagePicker,
  type PackageSelection,
  selectionPrice,
  selectionTerms,
} from '../../../components/services/package-picker';
import { showSuccess } from '../../../components/ui/alerts';
import { useAuthUser } from '../../../lib/auth-store';
import { formatPrice } from '../../../lib/format';
import { replayNote } from '../../../lib/idempotency';
import { useSettings } from '../../../lib/settings-store';
import { useRenewPackages } from '../api/get-renew-packages';
import { useRenewService } from '../api/renew-service';

interface RenewServiceDialogProps {
  service: Service;
  onClose: () => void;
  onAccountChanged: () => void;
}

/**
 * Custom terms start from the service's own: the GB and days it runs on now (whole GB, at least the custom minimum),
 * or the usual defaults for a service that has none (an unlimited one).
 */
function ownTerms(service: Service): PackageSelection {
  const gb = Math.round(service.transfer_enablegb);
  return {
    packageId: null,
    gb: gb > 0 ? Math.max(CUSTOM_MIN_GB, gb) : CUSTOM_DEFAULT_GB,
    days: service.userservice.days > 0 ? service.userservice.days : CUSTOM_DEFAULT_DAYS,
  };
}

/**
 * The renew dialog (docs/product/screens.md#renew-dialog): a warning, the packages this service may take, and custom
 * terms for custom ones.
 */
export function RenewServiceDialog({ service, onClose, onAccountChanged }: RenewServiceDialogProps) {
  const { showprice } = useSettings();
  const user = useAuthUser();
  const packages = useRenewPackages(service.id);
  const renew = useRenewService();
  const [selection, setSelection] = useState<PackageSelection>(() => ownTerms(service));

  // docs/product/screens.md: the current user is fetched again when the dialog opens.
  useEffect(() => {
    onAccountChanged();
  }, [onAccountChanged]);

  // The service's own package is the natural choice, when it is still on offer.
  useEffect(() => {
    if (findPackage(packages.data, service.userservice.package_id)) {
      setSelection((s) => (s.packageId === null ? { ...s, packageId: service.userservice.package_id } : s));
    }
  }, [packages.data, service.userservice.package_id]);

  const pkg = findPackage(packages.data, selection.packageId);
  const price = pkg ? selectionPrice(pkg, selection) : null;

  const submit = () => {
    if (!pkg || renew.isPending) return;
    renew.mutate(
      { service_id: service.id, package_id: pkg.id, ...selectionTerms(pkg, selection) },
      {
        onSuccess: (renewed) => {
          onClose();
          onAccountChanged();
          void showSuccess('سرویس تمدید شد', replayNote(renewed));
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`تمدید سرویس شماره‌ی ${service.id}`}
      size="xl"
      centered
      data-testid="renew-dialog"
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          با تمدید، اعتبار و تاریخ سرویس قبلی صفر می‌شود و بسته‌ی جدید فعال می‌شود.
        </Alert>
        <PackagePicker
          groups={packages.data}
          loading={packages.isPending}
          value={selection}
          onChange={setSelection}
          showprice={showprice}
        />
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Text size="sm" data-testid="renew-price">
              مبلغ تمدید: <b>{price === null ? '—' : formatPrice(price, showprice)}</b>
            </Text>
            {user && (
              <Text size="xs" c="dimmed">
                موجودی: {formatPrice(user.balance, showprice)}
              </Text>
            )}
          </Stack>
          <Button onClick={submit} disabled={!pkg || price === null || renew.isPending} data-testid="renew-submit">
            {renew.isPending ? 'در حال پردازش...' : 'تمدید سرویس'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
