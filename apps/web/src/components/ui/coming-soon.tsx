import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { usePageTitle } from '@/lib/use-page-title';

export const COMING_SOON_TEXT = 'این بخش به‌زودی راه‌اندازی می‌شود';

export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Stack gap="md" data-testid="coming-soon">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconHourglassHigh size={32} aria-hidden />
          </ThemeIcon>
          <Text fw={500}>{COMING_SOON_TEXT}</Text>
          <Text c="dimmed" size="sm" ta="center">
            از شکیبایی شما سپاسگزاریم.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
