import { Center, Loader, Stack, Text } from '@mantine/core';

export const LOADING_TEXT = 'در حال دریافت اطلاعات...';

/** Full-height waiting state (docs/product/screens.md: 'در حال دریافت اطلاعات...'). */
export function LoadingScreen({ text = LOADING_TEXT, fullScreen = true }: { text?: string; fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} p="md" role="status" aria-live="polite" data-testid="loading-screen">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}
