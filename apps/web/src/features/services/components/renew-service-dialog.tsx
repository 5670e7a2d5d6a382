import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  CUSTOM_DEFAULT_DAYS,
  CUSTOM_DEFAULT_GB,
  CUSTOM_MIN_GB,
  type RenewMode,
  type Service,
} from '@pishkhan/contract';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import {
  findPackage,
  PackagePicker,
  type PackageSelection,
  selectionPrice,
  selectionTerms,
} from '@/components/services/package-picker';
import { confirmSpend, showToast } from '@/components/ui/alerts';
import { useAuthUser } from '@/lib/auth-store';
import { formatPrice, formatToman } from '@/lib/format';
import { replayNote } from '@/lib/idempotency';
import { useSettings } from '@/lib/settings-store';
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

const MODE_LABELS: Record<RenewMode, string> = { reset: 'شروع از نو', add: 'افزودن به باقی‌مانده' };

/**
 * The renew dialog (docs/product/screens.md#renew-dialog): how the renewal treats what is left (decision 098), the
 * packages this service may take, custom terms for custom ones, and a question naming the package and its price
 * before the balance is spent.
 */
export function RenewServiceDialog({ service, onClose, onAccountChanged }: RenewServiceDialogProps) {
  const { showprice } = useSettings();
  const user = useAuthUser();
  const packages = useRenewPackages(service.id);
  const renew = useRenewService();
  const [selection, setSelection] = useState<PackageSelection>(() => ownTerms(service));
  const [mode, setMode] = useState<RenewMode>('reset');
  const asking = useRef(false);

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

  const submit = async () => {
    if (!pkg || price === null || renew.isPending || asking.current) return;
    asking.current = true;
    // The real amount even while prices are hidden on screen: it is what leaves the balance.
    const sure = await confirmSpend(`تمدید سرویس شماره‌ی ${service.id}`, [
      `بسته: ${pkg.name} (${MODE_LABELS[mode]})`,
      `مبلغ: ${formatToman(price)}`,
    ]).finally(() => {
      asking.current = false;
    });
    if (!sure) return;
    renew.mutate(
      { service_id: service.id, package_id: pkg.id, ...selectionTerms(pkg, selection), mode },
      {
        onSuccess: (renewed) => {
          onClose();
          onAccountChanged();
          showToast('سرویس تمدید شد', [`${pkg.name} (${MODE_LABELS[mode]})`, ...replayNote(renewed)]);
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
        <Stack gap={4}>
          <Text size="sm" fw={500} id="renew-mode-label">
            با باقی‌مانده‌ی سرویس
          </Text>
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(value) => setMode(value as RenewMode)}
            data={[
              { value: 'reset', label: MODE_LABELS.reset },
              { value: 'add', label: MODE_LABELS.add },
            ]}
            aria-labelledby="renew-mode-label"
            data-testid="renew-mode"
          />
        </Stack>
        {mode === 'reset' ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="renew-mode-note"
          >
            با تمدید، حجم و روزهای باقی‌مانده‌ی سرویس صفر می‌شود و بسته‌ی جدید از همین حالا فعال می‌شود.
          </Alert>
        ) : (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            data-testid="renew-mode-note"
          >
            حجم و روزهای بسته‌ی جدید به باقی‌مانده‌ی سرویس افزوده می‌شود و مصرف تا کنون سر جایش می‌ماند.
          </Alert>
        )}
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
