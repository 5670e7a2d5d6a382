import { Button, Collapse, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { nodeErrorHelp } from '../node-error';
import { technicalText } from './technical-text';

/**
 * A node's last error: what it means and what to check, in Persian; the core's own text, whole and left to right,
 * behind «جزئیات فنی». An error the panel wrote in Persian is shown as it is.
 */
export function NodeErrorCell({ nodeId, text }: { nodeId: number; text: string }) {
  const [open, setOpen] = useState(false);
  const help = nodeErrorHelp(text);
  if (!help) {
    return (
      <Text size="xs" c="red.7" data-testid="node-error">
        {technicalText(text)}
      </Text>
    );
  }
  const detailsId = `node-error-${nodeId}`;
  return (
    <Stack gap={2} align="flex-start">
      <Text size="xs" c="red.7" fw={600} data-testid="node-error-summary">
        {help.summary}
      </Text>
      <Text size="xs" data-testid="node-error-check">
        {help.check}
      </Text>
      <Button
        variant="subtle"
        size="compact-xs"
        px={0}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={detailsId}
        rightSection={open ? <IconChevronUp size={12} aria-hidden /> : <IconChevronDown size={12} aria-hidden />}
        data-testid="node-error-toggle"
      >
        {open ? 'بستن جزئیات فنی' : 'جزئیات فنی'}
      </Button>
      <Collapse expanded={open} keepMountedMode="display-none" id={detailsId} w="100%">
        {/* The core's own words, for the operator: whole, left to right, as written. */}
        <Text size="xs" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }} data-testid="node-error">
          {technicalText(text)}
        </Text>
      </Collapse>
    </Stack>
  );
}
