import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A row's edit and delete buttons, after any of its own (`children`); `noun` names the row in the buttons' labels
 * (محصول، درگاه، وب‌هوک), `testId` gives `edit-<testId>` and `delete-<testId>`.
 */
export function EditDeleteActions({
  noun,
  testId,
  onEdit,
  onDelete,
  children,
}: {
  noun: string;
  testId: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      <Tooltip label="ویرایش">
        <ActionIcon variant="subtle" aria-label={`ویرایش ${noun}`} onClick={onEdit} data-testid={`edit-${testId}`}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="حذف">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`حذف ${noun}`}
          onClick={onDelete}
          data-testid={`delete-${testId}`}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
