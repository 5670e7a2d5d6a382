import { Loader, Paper, Stack } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import { Suspense, useCallback, useState } from 'react';
import { DataPagination } from '../../../components/ui/data-pagination';
import { EmptyState } from '../../../components/ui/empty-state';
import { type ServiceFilters, useServices } from '../api/get-services';
import type { ServiceAction } from './service-actions-menu';
import {
  AddTrafficServiceDialog,
  ChangeUserServiceDialog,
  DeleteServiceDialog,
  InfoServiceDialog,
  IpsServiceDialog,
  QrServiceDialog,
  RenewServiceDialog,
  ResetLinkServiceDialog,
  ResetPasswordServiceDialog,
} from './service-dialogs';
import { ServicesTable } from './services-table';

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
          <ServicesTable services={services.data.data} onAction={onAction} />
        )}
      </Paper>
      {services.data && <DataPagination total={services.data.last_page} />}

      <Suspense fallback={null}>
        {service && open.action === 'renew' && (
          <RenewServiceDialog service={service} onClose={close} onAccountChanged={onAccountChanged} />
        )}
        {service && open.action === 'resetpass' && <ResetPasswordServiceDialog service={service} onClose={close} />}
        {service && open.action === 'resetlink' && <ResetLinkServiceDialog service={service} onClose={close} />}
        {service && open.action === 'qr' && <QrServiceDialog service={service} onClose={close} />}
        {service && open.action === 'info' && <InfoServiceDialog service={service} onClose={close} />}
        {service && open.action === 'ips' && <IpsServiceDialog service={service} onClose={close} />}
        {service && open.action === 'changeuser' && <ChangeUserServiceDialog service={service} onClose={close} />}
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
