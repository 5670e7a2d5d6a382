import { Button, Divider, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Service, type ServiceDevice, ServiceLimitsBodySchema } from '@pishkhan/contract';
import { useState } from 'react';
import { showToast } from '@/components/ui/alerts';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { Latin, withLatinRuns } from '@/components/ui/latin';
import { formatMoment, formatNumber, toPersianDigits } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useServiceDevices } from '../api/get-service-devices';
import { useRemoveServiceDevice } from '../api/remove-service-device';
import { useSetServiceLimits } from '../api/set-service-limits';

/** A device as the reseller reads it: its model, else its system, else «دستگاه ناشناس» for apps that send no id. */
export function deviceName(d: ServiceDevice) {
  if (d.hwid === '') return 'دستگاه ناشناس';
  return d.model || [d.os, d.os_version].filter(Boolean).join(' ') || 'دستگاه بی‌نام';
}

/** A model or system name is Latin (decision 084): its own digits, left to right. */
const shownAs = (text: string) => (/^[\x20-\x7e]+$/.test(text) ? <Latin>{text}</Latin> : text);

const limitText = (limit: number, unit: string) => (limit === 0 ? 'بدون سقف' : `${formatNumber(limit)} ${unit}`);

function DeviceCard({ device, onRemove }: { device: ServiceDevice; onRemove: () => void }) {
  const system = [device.os, device.os_version].filter(Boolean).join(' ');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="device-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" dir="auto" data-testid="device-name">
            {shownAs(deviceName(device))}
          </Text>
          {system && system !== deviceName(device) && (
            <Text size="xs" c="dimmed" dir="auto">
              {shownAs(system)}
            </Text>
          )}
          {device.hwid && (
            <Text size="xs" c="dimmed">
              شناسه: <Latin>{device.hwid}</Latin>
            </Text>
          )}
          {device.user_agent && (
            <Text size="xs" c="dimmed">
              برنامه: <Latin>{device.user_agent}</Latin>
            </Text>
          )}
          <Text size="xs" c="dimmed" data-testid="device-seen">
            {`اولین اتصال: ${formatMoment(device.first_seen)} · آخرین: ${formatMoment(device.last_seen)}`}
          </Text>
        </Stack>
        <Button size="xs" variant="light" color="red" onClick={onRemove} data-testid="device-remove">
          حذف
        </Button>
      </Group>
    </Paper>
  );
}

/** Lowering the limits: never above the package's; 0 (no limit) only where the package has none. */
function LimitsForm({
  service,
  packageDeviceLimit,
  packageSimultaneousLimit,
}: {
  service: Service;
  packageDeviceLimit: number;
  packageSimultaneousLimit: number;
}) {
  const save = useSetServiceLimits();
  const form = useZodForm(ServiceLimitsBodySchema, {
    service_id: service.id,
    device_limit: service.device_limit,
    simultaneous_limit: service.simultaneous_limit,
  });
  const submit = form.handleSubmit((body) =>
    save.mutate(body, { onSuccess: () => showToast('سقف‌های سرویس ذخیره شد') }),
  );
  const most = (limit: number) => (limit === 0 ? '۰ یعنی بدون سقف' : `حداکثر ${formatNumber(limit)} (سقف بسته)`);
  return (
    <form onSubmit={submit} noValidate data-testid="limits-form">
      <Stack gap="sm">
        <Title order={3} size="h6">
          کم کردن سقف‌ها
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <FormNumberInput
            control={form.control}
            name="device_limit"
            label="سقف دستگاه"
            description={most(packageDeviceLimit)}
            kind="whole"
            data-testid="limit-devices"
          />
          <FormNumberInput
            control={form.control}
            name="simultaneous_limit"
            label="سقف اتصال هم‌زمان"
            description={most(packageSimultaneousLimit)}
            kind="whole"
            data-testid="limit-simultaneous"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending} data-testid="limits-submit">
            ذخیره‌ی سقف‌ها
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The devices a service's subscription keeps (decision 105): what each app said it is and when it was seen, a «حذف»
 * that asks first and frees the place for another device, and the limits the reseller may lower.
 */
export function DevicesServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const devices = useServiceDevices(service.id);
  const remove = useRemoveServiceDevice();
  const [removing, setRemoving] = useState<ServiceDevice | null>(null);
  const data = devices.data;
  return (
    <>
      <Modal
        opened={removing === null}
        onClose={onClose}
        title={`دستگاه‌های سرویس شماره‌ی ${toPersianDigits(service.id)}`}
        centered
        size="lg"
        data-testid="devices-dialog"
      >
        {devices.isPending && <Loader size="sm" />}
        {data && (
          <Stack gap="md">
            <Text size="sm" data-testid="devices-summary">
              {`سقف دستگاه: ${limitText(data.device_limit, 'دستگاه')}؛ ثبت‌شده: ${formatNumber(data.devices.length)}. سقف اتصال هم‌زمان: ${limitText(data.simultaneous_limit, 'اتصال')}.`}
            </Text>
            <Text size="xs" c="dimmed">
              {withLatinRuns(
                'دستگاه‌ها با شناسه‌ای که برنامه‌ی مشتری (مانند Happ و v2RayTun) هنگام دریافت اشتراک می‌فرستد شناخته می‌شوند؛ دستگاهی که از سقف بیشتر باشد به‌جای سرورها پیام «سقف دستگاه پر است» می‌گیرد.',
              )}
            </Text>
            {data.devices.length === 0 ? (
              <EmptyState title="هنوز دستگاهی ثبت نشده است" testId="devices-empty" />
            ) : (
              <Stack gap="xs" data-testid="devices-list">
                {data.devices.map((device) => (
                  <DeviceCard key={device.id} device={device} onRemove={() => setRemoving(device)} />
                ))}
              </Stack>
            )}
            <Divider />
            <LimitsForm
              service={service}
              packageDeviceLimit={data.package_device_limit}
              packageSimultaneousLimit={data.package_simultaneous_limit}
            />
          </Stack>
        )}
      </Modal>
      {removing && (
        <ConfirmDeleteDialog
          title="حذف دستگاه"
          message={`«${deviceName(removing)}» از دستگاه‌های این سرویس حذف شود؟ جای آن برای دستگاه دیگری آزاد می‌شود؛ اگر همین دستگاه دوباره اشتراک را بگیرد و جا باشد، دوباره ثبت می‌شود.`}
          warning="اگر دستگاه دیگری جای آن را بگیرد، این دستگاه تا حذف یک دستگاه دیگر سروری نمی‌گیرد."
          testId="device-remove-confirm"
          remove={remove}
          variables={{ id: service.id, deviceId: removing.id }}
          done="دستگاه حذف شد"
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
