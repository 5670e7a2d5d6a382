import { ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** docs/product/screens.md#store: the active column is a tick or a cross. */
export function ActiveMark({ active }: { active: boolean }) {
  return (
    <ThemeIcon
      size="sm"
      radius="xl"
      variant="light"
      color={active ? 'teal' : 'red'}
      role="img"
      aria-label={active ? 'فعال' : 'غیرفعال'}
      data-testid="active-mark"
      data-active={active}
    >
      {active ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
    </ThemeIcon>
  );
}
