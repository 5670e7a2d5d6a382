import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { ServerInfoBodySchema, type ServerInfoSchema } from '@pishkhan/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { SaveDialog } from '@/components/admin/save-dialog';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveServerInfo } from '../api/save-server-info';

type ServerInfo = z.infer<typeof ServerInfoSchema>;
type Line = { title: string; value: string };

const items = ServerInfoBodySchema.shape.items;
/**
 * The contract's body, except that a line left wholly empty is no line: it is judged as nothing and left out, each
 * other line by the contract's rule in its own place (so an error shows under its own field), then the list by the
 * contract's (decision 081).
 */
const ServerInfoFormSchema = ServerInfoBodySchema.extend({
  items: z
    .array(z.preprocess((line: Line) => (line.title || line.value ? line : undefined), items.element.optional()))
    .transform((lines) => lines.filter((line) => line !== undefined))
    // The contract's lines take any input (they clean text first); these are its own output, judged again.
    .pipe(items as unknown as z.ZodType<z.output<typeof items>, z.output<typeof items>>),
});

/** A card shown to resellers with RADIUS users: a name and title/value lines (address, ports, ...). */
export function SaveServerInfoDialog({ card, onClose }: { card: ServerInfo | null; onClose: () => void }) {
  const save = useSaveServerInfo();
  const form = useZodForm(ServerInfoFormSchema, {
    name: card?.name ?? '',
    items: card?.items.length ? card.items : [{ title: '', value: '' }],
  });
  const { errors } = form.formState;
  const lines = useFieldArray({ control: form.control, name: 'items' });

  return (
    <SaveDialog
      form={form}
      title={card ? `ویرایش ${card.name}` : 'افزودن کارت سرور'}
      testId="serverinfo"
      submitLabel={card ? 'ثبت تغییرات' : 'افزودن'}
      size="lg"
      gap="sm"
      save={(body, onSuccess) => save.mutate({ id: card?.id, body }, { onSuccess })}
      pending={save.isPending}
      done={card ? 'کارت سرور ویرایش شد' : 'کارت سرور ساخته شد'}
      onClose={onClose}
    >
      <TextInput
        label="نام سرور"
        withAsterisk
        {...form.register('name')}
        error={errors.name?.message}
        data-testid="serverinfo-name"
      />
      {lines.fields.map((line, i) => (
        <Group key={line.id} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            label={i === 0 ? 'عنوان' : undefined}
            placeholder="مثلاً آدرس"
            {...form.register(`items.${i}.title`)}
            error={errors.items?.[i]?.title?.message}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="serverinfo-title"
          />
          <TextInput
            label={i === 0 ? 'مقدار' : undefined}
            {...form.register(`items.${i}.value`)}
            error={errors.items?.[i]?.value?.message}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="serverinfo-value"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label="حذف این سطر"
            mt={i === 0 ? 25 : 0}
            onClick={() => lines.remove(i)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => lines.append({ title: '', value: '' }, { shouldFocus: false })}
          data-testid="serverinfo-add-line"
        >
          سطر تازه
        </Button>
      </Group>
      {(errors.items?.root ?? errors.items)?.message && (
        <Text size="sm" c="red" data-testid="serverinfo-error">
          {(errors.items?.root ?? errors.items)?.message}
        </Text>
      )}
    </SaveDialog>
  );
}
