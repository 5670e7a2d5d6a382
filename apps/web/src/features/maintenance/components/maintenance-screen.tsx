import { Anchor, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogout, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';

interface MaintenanceScreenProps {
  message: string;
  /** A reseller's session is held: it can be ended here, and the provider's way in goes through that. */
  signedIn: boolean;
  onLogout: () => void;
}

/** Under maintenance the whole app is this message (docs/product/screens.md#routes-and-the-root-gate). */
export function MaintenanceScreen({ message, signedIn, onLogout }: MaintenanceScreenProps) {
  usePageTitle('در حال به‌روزرسانی');
  const [leaving, setLeaving] = useState(false);
  const logout = () => {
    setLeaving(true);
    onLogout();
  };
  return (
    <Center mih="100dvh" p="md" bg="gray.0" data-testid="maintenance-screen">
      <Paper withBorder shadow="sm" p="xl" radius="lg" maw={520} w="100%">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" color="orange" variant="light">
            <IconTool size={36} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3" ta="center">
            سامانه در حال به‌روزرسانی است
          </Title>
          <Text ta="center" style={{ whiteSpace: 'pre-line' }} data-testid="maintenance-message">
            {message || 'به‌زودی بازمی‌گردیم. از شکیبایی شما سپاسگزاریم.'}
          </Text>
          {signedIn && (
            <Button
              variant="light"
              color="gray"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={leaving}
              onClick={logout}
              data-testid="maintenance-logout"
            >
              خروج از حساب
            </Button>
          )}
          {/* The provider's way back in, to turn maintenance off: the login form, once a reseller's session is ended. */}
          <Anchor
            component={Link}
            to={signedIn ? '/logout' : '/login'}
            size="sm"
            c="gray.7"
            data-testid="maintenance-admin-login"
          >
            ورود مدیر سامانه
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
