import { Group, Stack, Text } from '@mantine/core';
import { CopyButton } from '../ui/copy-button';

/** One credential of a service (username, password), in monospace left to right, with its copy button. */
export function Credential({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text ff="monospace" dir="ltr" ta="right" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Stack>
      <CopyButton value={value} label="کپی" size="xs" testId={`${testId}-copy`} />
    </Group>
  );
}
