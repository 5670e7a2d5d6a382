import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { fetchCurrentUser } from '../features/auth/api/get-me';
import { authActions, useAuthFailure, useAuthToken, useAuthUser } from '../lib/auth-store';
import { HOME_OF } from './redirect-target';

const homeOf = (user: User): string | undefined => HOME_OF[user.type as keyof typeof HOME_OF];

/**
 * docs/product/rules.md#validation: a token and a user whose type has an area, else logout and /login. `render` draws the area
 * for `type`; a user of the other type goes to their own home.
 */
function SessionGate({ type, render }: { type: keyof typeof HOME_OF; render: (user: User) => ReactNode }) {
  // Three parts, not the whole state: a fetch of the same user starts and ends without rendering the area again.
  const token = useAuthToken();
  const user = useAuthUser();
  const failure = useAuthFailure();
  const location = useLocation();
  const queryClient = useQueryClient();
  const home = user ? homeOf(user) : undefined;
  const wrongType = user !== null && home === undefined;

  useEffect(() => {
    if (wrongType) authActions.logout();
  }, [wrongType]);

  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  if (wrongType) return <LoadingScreen text="در حال خروج..." />;
  if (user && user.type !== type && home) return <Navigate to={home} replace />;
  if (user) return render(user);
  if (failure) {
    return (
      <Center mih="100dvh" p="md">
        <Paper withBorder p="xl" radius="md" maw={420} w="100%">
          <Stack align="center" gap="md">
            <Text ta="center">دریافت اطلاعات حساب ممکن نشد.</Text>
            <Button onClick={() => void fetchCurrentUser(queryClient)}>تلاش دوباره</Button>
            <Button variant="subtle" color="gray" onClick={() => authActions.logout()}>
              خروج
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
  return <LoadingScreen />;
}

/** The reseller's panel: its layout and screens load lazily below this gate (decision 088). */
export function ProtectedRoute() {
  return <SessionGate type="RESELLER" render={() => <Outlet />} />;
}

/** The provider's admin area: its layout and screens load lazily below this gate. */
export function AdminRoute() {
  return <SessionGate type="ADMIN" render={() => <Outlet />} />;
}
