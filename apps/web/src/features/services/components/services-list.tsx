import { Divider, Loader, Paper, Stack } from '@mantine/core';
import type { BulkAction, BulkResult, Service } from '@pishkhan/contract';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { showErrorDialog } from '@/components/errors/error-dialog';
import { showToast } from '@/components/ui/alerts';
import { DataPagination } from '@/components/ui/data-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { useRunBulk } from '../api/bulk-services';
import { exportServices } from '../api/export-services';
import { type ServiceFilters, useServices } from '../api/get-services';
import { useServiceSelection } from '../hooks/use-service-selection';
import { type BulkSelection, bulkResultLines, ROUTINE_BULK } from './bulk-labels';
import type { ServiceAction } from './service-actions-menu';
import {
  AddTrafficServiceDialog,
  ChangeUserServiceDialog,
  DeleteServiceDialog,
  DevicesServiceDialog,
  InfoServiceDialog,
  IpsServiceDialog,
  NoteServiceDialog,
  QrServiceDialog,
  RenewServiceDialog,
  ResetLinkServiceDialog,
  ResetPasswordServiceDialog,
} from './service-dialogs';
import { ServicesBulkBar } from './services-bulk-bar';
import { ServicesTable } from './services-table';

const BulkActionDialog = lazy(() => import('./bulk-action-dialog').then((m) => ({ default: m.BulkActionDialog })));
/** The CSV, fetched with its file code when first asked for (papaparse stays out of the list's chunk). */
const saveCsv = async (services: Service[]) => {
  const { saveServicesCsv } = await import('./services-csv');
  saveServicesCsv(`services-${new Date().toISOString().slice(0, 10)}.csv`, services);
};

interface ServicesListProps {
  filters: ServiceFilters;
  /** Fetches the current user again (balance), after renew, delete and when the renew dialog opens. */
  onAccountChanged: () => void;
}

export function ServicesList({ filters, onAccountChanged }: ServicesListProps) {
  const services = useServices(filters);
  const [open, setOpen] = useState<{ action: ServiceAction; service: Service } | null>(null);
  const close = () => setOpen(null);
  const onAction = useCallback((action: ServiceAction, s: Service) => setOpen({ action, service: s }), []);
  const service = open?.service;
  const selection = useServiceSelection();
  const [bulk, setBulk] = useState<{ action: BulkAction; selection: BulkSelection; result?: BulkResult } | null>(null);
  const [exporting, setExporting] = useState(false);
  const routine = useRunBulk();
  const { page: _page, ...filtered } = filters;
  const rowsOnPage = useMemo(() => services.data?.data ?? [], [services.data]);

  const chosen = (): BulkSelection =>
    selection.wholeFilter
      ? {
          kind: 'filter',
          filter: { user_id: filters.user_id, status: filters.status, paid: filters.paid, search: filters.search },
        }
      : { kind: 'rows', ids: selection.rows.map((s) => s.id) };
  const onBulk = (action: BulkAction) => {
    const what = chosen();
    // Switching and marking picked rows is routine: done at once, with a toast (docs/product/screens.md#service-list).
    if (what.kind === 'rows' && ROUTINE_BULK.has(action)) {
      routine.mutate(
        { action, service_ids: what.ids },
        {
          onSuccess: (answer) => {
            selection.clear();
            if (answer.failed.length === 0) showToast(answer.message, bulkResultLines(answer));
            else setBulk({ action, selection: what, result: answer });
          },
        },
      );
      return;
    }
    setBulk({ action, selection: what });
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await saveCsv(selection.count ? selection.rows : await exportServices(filtered));
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p={0}
        pos="relative"
        data-testid="services-panel"
        data-loading={services.isFetching}
      >
        {services.isPending && (
          <Stack align="center" p="xl">
            <Loader size="sm" />
          </Stack>
        )}
        {services.data && services.data.data.length === 0 && (
          <EmptyState title="سرویسی پیدا نشد" testId="services-empty" />
        )}
        {services.data && services.data.data.length > 0 && (
          <>
            <ServicesBulkBar
              picked={selection.count}
              onPage={{
                picked: rowsOnPage.filter((s) => selection.picked === 'all' || selection.picked.has(s.id)).length,
                rows: rowsOnPage.length,
              }}
              onPickPage={(on) => selection.pickMany(rowsOnPage, on)}
              onPickFilter={selection.pickWholeFilter}
              onClear={selection.clear}
              onAction={onBulk}
              onExport={() => void onExport()}
              exporting={exporting}
            />
            <Divider />
            <ServicesTable
              services={services.data.data}
              onAction={onAction}
              picked={selection.picked}
              onPick={selection.pick}
            />
          </>
        )}
      </Paper>
      {services.data && <DataPagination total={services.data.last_page} />}

      <Suspense fallback={null}>
        {bulk && (
          <BulkActionDialog
            action={bulk.action}
            selection={bulk.selection}
            result={bulk.result}
            onClose={() => setBulk(null)}
            onAccountChanged={onAccountChanged}
            onDone={selection.clear}
          />
        )}
        {service && open.action === 'renew' && (
          <RenewServiceDialog service={service} onClose={close} onAccountChanged={onAccountChanged} />
        )}
        {service && open.action === 'resetpass' && <ResetPasswordServiceDialog service={service} onClose={close} />}
        {service && open.action === 'resetlink' && <ResetLinkServiceDialog service={service} onClose={close} />}
        {service && open.action === 'qr' && <QrServiceDialog service={service} onClose={close} />}
        {service && open.action === 'info' && <InfoServiceDialog service={service} onClose={close} />}
        {service && open.action === 'ips' && <IpsServiceDialog service={service} onClose={close} />}
        {service && open.action === 'devices' && <DevicesServiceDialog service={service} onClose={close} />}
        {service && open.action === 'changeuser' && <ChangeUserServiceDialog service={service} onClose={close} />}
        {service && open.action === 'note' && <NoteServiceDialog service={service} onClose={close} />}
        {service && open.action === 'traffic' && (
          <AddTrafficServiceDialog service={service} onClose={close} onAccountChanged={onAccountChanged} />
        )}
        {service && open.action === 'delete' && (
          <DeleteServiceDialog service={service} onClose={close} onAccountChanged={onAccountChanged} />
        )}
      </Suspense>
    </Stack>
  );
}
