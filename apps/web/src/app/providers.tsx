import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { showErrorDialog } from '../components/errors/error-dialog';
import { maintenanceQueryKey } from '../features/maintenance/api/get-maintenance';
import { isApiError } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

export const queryClient = createQueryClient((error) => {
  // A call refused for maintenance switches the app to the maintenance screen instead of a dialog.
  if (isApiError(error) && error.code === 'UNDER_MAINTENANCE') {
    void queryClient.invalidateQueries({ queryKey: maintenanceQueryKey });
    return;
  }
  showErrorDialog(error);
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection="rtl" detectDirection={false}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        forceColorScheme="light"
      >
        <Notifications position="top-center" autoClose={4000} limit={3} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
