import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ServiceGroupSchema } from '@pishkhan/contract';
import { IconDownload, IconPrinter, IconStack2 } from '@tabler/icons-react';
import type { z } from 'zod';
import { DataPagination } from '@/components/ui/data-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { withLatinRuns } from '@/components/ui/latin';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { formatJalaliDay, formatNumber, toPersianDigits } from '@/lib/format';
import { useDownloadServiceList } from '../api/download-service-list';
import { useServiceGroups } from '../api/get-service-groups';

type ServiceGroup = z.infer<typeof ServiceGroupSchema>;

const PHONE = '(max-width: 36em)';

function DownloadButton({ group, busy, onClick }: { group: ServiceGroup; busy: boolean; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={onClick}
      aria-label={`دانلود فهرست سرویس‌های گروه ${group.id}`}
      data-testid="download-group"
      style={{ whiteSpace: 'nowrap' }}
    >
      دانلود
    </Button>
  );
}

/** The batch's printable hand-out (subscription links and QR codes), in a tab of its own to print from. */
function HandoutButton({ group }: { group: ServiceGroup }) {
  return (
    <Button
      component="a"
      href={`/groupservices/${group.id}/print`}
      target="_blank"
      rel="noopener"
      size="xs"
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden />}
      aria-label={`برگه‌ی چاپی گروه ${toPersianDigits(group.id)}`}
      data-testid="handout-group"
      style={{ whiteSpace: 'nowrap' }}
    >
      برگه‌ی چاپی
    </Button>
  );
}

/** On a phone each batch is a card, so the download button never hides behind a sideways scroll. */
function ServiceGroupCards({
  groups,
  busyId,
  onDownload,
}: {
  groups: ServiceGroup[];
  busyId: number | undefined;
  onDownload: (id: number) => void;
}) {
  return (
    <Stack gap="sm" data-testid="service-groups-cards">
      {groups.map((group) => (
        <Paper key={group.id} withBorder p="md" radius="md" data-testid="service-group-row" data-id={group.id}>
          <Group justify="space-between" gap="xs" mb={6}>
            <Text fw={700}>گروه {group.id}</Text>
            <Text size="sm" c="dimmed">
              {formatJalaliDay(group.jdate)}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {withLatinRuns(group.info)}
          </Text>
          {group.description && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {group.description}
            </Text>
          )}
          <Group justify="space-between" mt="sm" gap="xs">
            <Text size="sm">تعداد: {formatNumber(group.count)}</Text>
            <Group gap="xs">
              <HandoutButton group={group} />
              <DownloadButton group={group} busy={busyId === group.id} onClick={() => onDownload(group.id)} />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** Batches bought by the reseller, each downloadable as its account list (docs/product/screens.md#bulk-service-groups). */
export function ServiceGroupsTable({ page }: { page: number }) {
  const { data } = useServiceGroups(page);
  const download = useDownloadServiceList();
  const phone = useMediaQuery(PHONE, window.matchMedia(PHONE).matches);
  const busyId = download.isPending ? download.variables : undefined;
  if (!data) return <LoadingScreen fullScreen={false} />;
  if (data.data.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconStack2}
          title="هنوز سرویس گروهی نخریده‌اید"
          description="سرویس‌هایی که به‌صورت گروهی بخرید، این‌جا فهرست می‌شوند."
          testId="service-groups-empty"
        />
      </Paper>
    );
  }
  if (phone) {
    return (
      <>
        <ServiceGroupCards groups={data.data} busyId={busyId} onDownload={(id) => download.mutate(id)} />
        <DataPagination total={data.last_page} />
      </>
    );
  }
  return (
    <>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="service-groups-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>شناسه</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>تاریخ خرید</Table.Th>
                <Table.Th>مشخصات</Table.Th>
                <Table.Th>توضیحات</Table.Th>
                <Table.Th>تعداد</Table.Th>
                <Table.Th>فایل و برگه‌ی چاپی</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((group) => (
                <Table.Tr key={group.id} data-testid="service-group-row" data-id={group.id}>
                  <Table.Td>{group.id}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatJalaliDay(group.jdate)}</Table.Td>
                  <Table.Td style={{ minWidth: '10rem', overflowWrap: 'anywhere' }}>
                    {withLatinRuns(group.info)}
                  </Table.Td>
                  <Table.Td style={{ minWidth: '8rem', overflowWrap: 'anywhere' }}>
                    {group.description || (
                      <Text span c="dimmed" size="sm">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatNumber(group.count)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <DownloadButton
                        group={group}
                        busy={busyId === group.id}
                        onClick={() => download.mutate(group.id)}
                      />
                      <HandoutButton group={group} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <DataPagination total={data.last_page} />
    </>
  );
}
