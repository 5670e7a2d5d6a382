import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import { IconDownload } from '@tabler/icons-react';
import { Latin } from '../ui/latin';
import { Credential } from './credential';
import { ServiceLink } from './service-link';

interface OvpnFileListProps {
  files: string[] | undefined;
  loading: boolean;
  downloadingFile: string | null;
  onDownload: (file: string) => void;
}

/**
 * The provider's OpenVPN files, each downloaded with the account's credentials inline: in the created-service dialog
 * and, for a service sold before, in its info dialog (docs/product/screens.md#info-dialog).
 */
export function OvpnFileList({ files, loading, downloadingFile, onDownload }: OvpnFileListProps) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        فایل‌های اوپن‌وی‌پی‌ان
      </Title>
      {loading && <Text size="sm">در حال دریافت فهرست فایل‌ها...</Text>}
      {!loading && !files?.length && (
        <Text size="sm" c="dimmed">
          فایلی برای دانلود وجود ندارد.
        </Text>
      )}
      <Stack gap={6} data-testid="ovpn-files">
        {files?.map((file) => (
          <Group key={file} justify="space-between" wrap="nowrap" gap="xs" data-testid="ovpn-file">
            <Text size="sm" style={{ minWidth: 0 }}>
              <Latin>{file}</Latin>
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={downloadingFile === file}
              onClick={() => onDownload(file)}
              aria-label={`دانلود ${file}`}
            >
              دانلود
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

interface ServiceDetailsProps {
  service: Service;
  ovpnFiles: string[] | undefined;
  ovpnLoading: boolean;
  downloadingFile: string | null;
  onDownloadOvpn: (file: string) => void;
}

/** The created service of docs/product/screens.md: the V2Ray QR, link and subscription URL, the RADIUS credentials and OpenVPN files. */
export function ServiceDetails({
  service,
  ovpnFiles,
  ovpnLoading,
  downloadingFile,
  onDownloadOvpn,
}: ServiceDetailsProps) {
  const { is_v2ray, is_radius } = service.userservice;
  return (
    <Stack gap="md" data-testid="service-details">
      {is_v2ray && service.link && (
        <ServiceLink serviceId={service.id} link={service.link} subscriptionUrl={service.subscription_url} />
      )}
      {is_v2ray && is_radius && <Divider />}
      {is_radius && (
        <Stack gap="sm" data-testid="radius-details">
          <Paper withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Credential label="نام کاربری" value={service.email} testId="radius-username" />
              <Credential label="رمز عبور" value={service.password} testId="radius-password" />
            </Stack>
          </Paper>
          <OvpnFileList
            files={ovpnFiles}
            loading={ovpnLoading}
            downloadingFile={downloadingFile}
            onDownload={onDownloadOvpn}
          />
        </Stack>
      )}
    </Stack>
  );
}
