import { Box, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconHeadset } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface PublicShellProps {
  store?: string;
  servicename?: string;
  supportlink?: string;
  children: ReactNode;
}

/** The store's public pages live outside the panel: the store's own name on top, a narrow phone-first column. */
export function PublicShell({ store, servicename, supportlink, children }: PublicShellProps) {
  return (
    <Box mih="100dvh" bg="gray.0" data-testid="public-shell">
      <Box bg="blue.7" c="white" py="md" px="md">
        <Container size={520} px={0}>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" color="blue" variant="white">
              <IconBuildingStore size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={1} size="h4" data-testid="store-name" style={{ overflowWrap: 'anywhere' }}>
                {store ?? 'فروشگاه'}
              </Title>
              {servicename && (
                <Text size="sm" opacity={0.85} data-testid="service-name">
                  {servicename}
                </Text>
              )}
            </Stack>
          </Group>
        </Container>
      </Box>
      <Container size={520} px="md" py="lg">
        <Stack gap="md">
          {children}
          {supportlink && (
            <Group justify="center">
              <Button
                component="a"
                href={supportlink}
                target="_blank"
                rel="noopener"
                variant="subtle"
                leftSection={<IconHeadset size={18} aria-hidden />}
                data-testid="support-link"
              >
                پشتیبانی فروشگاه
              </Button>
            </Group>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
