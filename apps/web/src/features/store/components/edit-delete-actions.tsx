import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** A row's edit and delete buttons; `noun` names the row in the buttons' labels (محصول، درگاه). */
export function EditDeleteActions({
  noun,
  testId,
  onEdit,
  onDelete,
}: {
  noun: string;
  testId: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
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
