import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { LoadingScreen } from '../components/ui/loading-screen';
import { fetchCurrentUser } from '../features/auth/api/get-me';
import { authActions, useAuth } from '../lib/auth-store';

export const REQUIRED_USER_TYPE = 'RESELLER';

/** Spec section 5: a token and a user of type exactly RESELLER, else logout and /login. */
export function ProtectedRoute() {
  const { token, user, error, loading } = useAuth();
  const location = useLocation();
  const queryClient = useQueryClient();
  const wrongType = user !== null && user.type !== REQUIRED_USER_TYPE;

  useEffect(() => {
    if (wrongType) authActions.logout();
  }, [wrongType]);

  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  if (wrongType) return <LoadingScreen text="در حال خروج..." />;
  if (user) return <AppLayout user={user} />;
  if (error && !loading) {
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
