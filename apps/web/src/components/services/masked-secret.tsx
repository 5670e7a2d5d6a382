import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';

export const MASK = '****';

interface MaskedSecretProps {
  label: string;
  value: string;
  testId?: string;
}

/** docs/product/screens.md: user and pass masked by four asterisks, toggled by an eye button. */
export function MaskedSecret({ label, value, testId }: MaskedSecretProps) {
  const [shown, setShown] = useState(false);
  const toggle = shown ? `پنهان کردن ${label}` : `نمایش ${label}`;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}:
      </Text>
      <Text size="sm" ff="monospace" dir="ltr" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {shown ? value : MASK}
      </Text>
      <Tooltip label={toggle}>
        <ActionIcon variant="subtle" size="sm" onClick={() => setShown((v) => !v)} aria-label={toggle}>
          {shown ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
