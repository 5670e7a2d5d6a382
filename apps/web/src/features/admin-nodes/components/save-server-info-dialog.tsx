import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ServerInfoBodySchema, type ServerInfoSchema } from '@pishkhan/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { showSuccess } from '../../../components/ui/alerts';
import { useSaveServerInfo } from '../api/save-server-info';

type ServerInfo = z.infer<typeof ServerInfoSchema>;

/** A card shown to resellers with RADIUS users: a name and title/value lines (address, ports, ...). */
export function SaveServerInfoDialog({ card, onClose }: { card: ServerInfo | null; onClose: () => void }) {
  const save = useSaveServerInfo();
  const [name, setName] = useState(card?.name ?? '');
  const [items, setItems] = useState(card?.items.length ? card.items : [{ title: '', value: '' }]);
  const [errors, setErrors] = useState<string[]>([]);
  const setItem = (index: number, key: 'title' | 'value', value: string) =>
    setItems((c) => c.map((item, i) => (i === index ? { ...item, [key]: value } : item)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ServerInfoBodySchema.safeParse({ name, items: items.filter((i) => i.title || i.value) });
    if (!parsed.success) return setErrors([...new Set(parsed.error.issues.map((i) => i.message))]);
    setErrors([]);
    save.mutate(
      { id: card?.id, body: parsed.data },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(card ? 'کارت سرور ویرایش شد' : 'کارت سرور ساخته شد');
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={card ? `ویرایش ${card.name}` : 'افزودن کارت سرور'}
      centered
      size="lg"
      data-testid="serverinfo-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="نام سرور"
            withAsterisk
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-testid="serverinfo-name"
          />
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity but their place
            <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={i === 0 ? 'عنوان' : undefined}
                placeholder="مثلاً آدرس"
                value={item.title}
                onChange={(e) => setItem(i, 'title', e.currentTarget.value)}
                style={{ flex: 1, minWidth: 0 }}
                data-testid="serverinfo-title"
              />
              <TextInput
                label={i === 0 ? 'مقدار' : undefined}
                value={item.value}
                onChange={(e) => setItem(i, 'value', e.currentTarget.value)}
                style={{ flex: 1, minWidth: 0 }}
                data-testid="serverinfo-value"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label="حذف این سطر"
                onClick={() => setItems((c) => c.filter((_, j) => j !== i))}
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
              onClick={() => setItems((c) => [...c, { title: '', value: '' }])}
              data-testid="serverinfo-add-line"
            >
              سطر تازه
            </Button>
          </Group>
          {errors.map((e) => (
            <Text key={e} size="sm" c="red" data-testid="serverinfo-error">
              {e}
            </Text>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="serverinfo-submit">
              {card ? 'ثبت تغییرات' : 'افزودن'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
