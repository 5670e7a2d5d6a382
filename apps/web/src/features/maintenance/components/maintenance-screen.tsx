import { Anchor, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

/** Under maintenance the whole app is this message (docs/product/screens.md). */
export function MaintenanceScreen({ message }: { message: string }) {
  usePageTitle('در حال به‌روزرسانی');
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
          {/* The provider's way back in, to turn maintenance off. */}
          <Anchor component={Link} to="/login" size="xs" c="dimmed" data-testid="maintenance-admin-login">
            ورود مدیر سامانه
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
