import { Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import { lazy, Suspense } from 'react';
import { useOvpnFiles } from '@/components/services/get-ovpn-files';
import { MaskedSecret } from '@/components/services/masked-secret';
import { OvpnFileList } from '@/components/services/service-details';
import { EmptyState } from '@/components/ui/empty-state';
import { formatJalaliDay, formatNumber, formatPrice } from '@/lib/format';
import { useSettings } from '@/lib/settings-store';
import { useDownloadOvpnFile } from '../api/download-ovpn-file';
import { useServiceUsage } from '../api/get-service-usage';

/** recharts is large: load it only when a chart is shown. */
const UsageChart = lazy(() => import('./usage-chart').then((m) => ({ default: m.UsageChart })));

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/**
 * Service info with its daily usage chart, and for an OpenVPN account its files again, credentials inline
 * (docs/product/screens.md#info-dialog).
 */
export function InfoServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const { showprice } = useSettings();
  const usage = useServiceUsage(service.id);
  const us = service.userservice;
  const files = useOvpnFiles(us.is_radius);
  const download = useDownloadOvpnFile();
  return (
    <Modal
      opened
      onClose={onClose}
      title={`اطلاعات سرویس شماره‌ی ${service.id}`}
      size="lg"
      centered
      data-testid="info-dialog"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Field label="بسته" value={us.info || '—'} />
          <Field label="وضعیت" value={service.banned ? `خاموش (${service.status})` : service.status} />
          <Field label="تاریخ ثبت" value={service.jreg_date ? formatJalaliDay(service.jreg_date) : '—'} />
          <Field
            label="تاریخ انقضا"
            value={service.statuscode === 1 || !service.jexpire_in ? '—' : formatJalaliDay(service.jexpire_in)}
          />
          <Field
            label="مصرف"
            value={
              us.unlimited_traffic
                ? `${formatNumber(service.transfer_totalgb)} گیگ از نامحدود`
                : `${formatNumber(service.transfer_totalgb)} از ${formatNumber(service.transfer_enablegb)} گیگ`
            }
          />
          <Field label="هزینه" value={formatPrice(us.cost, showprice)} />
          <Field
            label="تمدید خودکار"
            value={service.auto_renew ? 'روشن: با تمام شدن، از موجودی تمدید می‌شود' : 'خاموش'}
            testId="info-auto-renew"
          />
        </SimpleGrid>
        {service.note && (
          <Stack gap={0} data-testid="info-note">
            <Text size="xs" c="dimmed">
              یادداشت
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {service.note}
            </Text>
          </Stack>
        )}
        {us.is_radius && (
          <Stack gap={4}>
            <MaskedSecret label="نام کاربری" value={service.email} />
            <MaskedSecret label="رمز عبور" value={service.password} />
          </Stack>
        )}
        {us.is_radius && (
          <OvpnFileList
            files={files.data}
            loading={files.isPending}
            downloadingFile={download.isPending ? (download.variables?.file ?? null) : null}
            onDownload={(file) => download.mutate({ user: service.email, pass: service.password, file })}
          />
        )}
        <Title order={3} size="h5">
          مصرف روزانه
        </Title>
        {usage.isPending && <Loader size="sm" />}
        {usage.data && usage.data.length === 0 && <EmptyState title="هنوز مصرفی ثبت نشده است" testId="usage-empty" />}
        {usage.data && usage.data.length > 0 && (
          <Suspense fallback={<Loader size="sm" />}>
            <UsageChart rows={usage.data} />
          </Suspense>
        )}
      </Stack>
    </Modal>
  );
}
