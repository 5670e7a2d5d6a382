import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

interface AdminHeaderProps {
  title: string;
  /** The button that opens the dialog for a new row. */
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
}

/** A list screen's title and, across from it, the button for a new row. */
export function AdminHeader({ title, addLabel, addTestId, onAdd }: AdminHeaderProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Title order={1} size="h3">
        {title}
      </Title>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} data-testid={addTestId}>
        {addLabel}
      </Button>
    </Group>
  );
}
