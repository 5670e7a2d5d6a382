import { Stack, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: Icon;
  testId?: string;
}

/** The Persian 'nothing here yet' of a list (docs/product/rules.md#success-messages-and-empty-states). */
export function EmptyState({
  title,
  description,
  icon: IconComponent = IconInbox,
  testId = 'empty-state',
}: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid={testId}>
      <ThemeIcon size={52} radius="xl" variant="light" color="gray">
        <IconComponent size={28} aria-hidden />
      </ThemeIcon>
      <Text fw={600} ta="center">
        {title}
      </Text>
      {description && (
        <Text size="sm" c="dimmed" ta="center">
          {description}
        </Text>
      )}
    </Stack>
  );
}
