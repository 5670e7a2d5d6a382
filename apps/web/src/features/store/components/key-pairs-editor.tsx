import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { PaymentItem } from '@pishkhan/contract';
import { isSecretKey } from '@pishkhan/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Latin } from '@/components/ui/latin';
import { keyLabel, shownValue } from './gateway-keys';

interface KeyPairsEditorProps {
  /** The selected gateway's key names: the title select's options. */
  keys: string[];
  items: PaymentItem[];
  onChange: (items: PaymentItem[]) => void;
}

/**
 * Gateway keys (docs/product/screens.md#payment-methods): a title select, a value box and an add button, disabled until both are filled
 * (docs/product/rules.md#validation); adding a title already listed replaces that pair; pairs can be edited and removed.
 */
export function KeyPairsEditor({ keys, items, onChange }: KeyPairsEditorProps) {
  const [title, setTitle] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const canAdd = Boolean(title?.trim()) && value.trim() !== '';

  const add = () => {
    if (!title || !canAdd) return;
    const pair = { name: title, value: value.trim() };
    const at = items.findIndex((i) => i.name === title);
    onChange(at === -1 ? [...items, pair] : items.map((item, i) => (i === at ? pair : item)));
    setTitle(null);
    setValue('');
  };

  return (
    <Stack gap="xs" data-testid="key-pairs">
      <Text size="sm" fw={500}>
        کلیدهای درگاه
      </Text>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label="عنوان کلید"
          placeholder={keys.length ? 'انتخاب کنید' : 'اول درگاه را انتخاب کنید'}
          data={keys.map((k) => ({ value: k, label: keyLabel(k) }))}
          value={title}
          onChange={setTitle}
          disabled={keys.length === 0}
          checkIconPosition="left"
          style={{ flex: '1 1 9rem' }}
          data-testid="key-title"
        />
        <TextInput
          label="مقدار"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          dir="auto"
          autoComplete="off"
          style={{ flex: '2 1 12rem' }}
          data-testid="key-value"
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!canAdd}
          onClick={add}
          data-testid="key-add"
        >
          افزودن
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="key-pairs-empty">
          هنوز کلیدی اضافه نشده است.
        </Text>
      ) : (
        <Paper withBorder radius="md" p="xs">
          <Stack gap={4}>
            {items.map((item) => (
              <Group key={item.name} justify="space-between" wrap="nowrap" gap="xs" data-testid="key-pair">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Text span fw={600} data-testid="key-pair-name">
                    {keyLabel(item.name)}
                  </Text>
                  {': '}
                  <Latin data-testid="key-pair-value">{shownValue(item.name, item.value)}</Latin>
                </Text>
                <Group gap={2} wrap="nowrap">
                  <Tooltip label="ویرایش">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`ویرایش ${keyLabel(item.name)}`}
                      onClick={() => {
                        setTitle(item.name);
                        // A secret comes back masked: it is retyped, or left alone and kept by the server.
                        setValue(isSecretKey(item.name) ? '' : item.value);
                      }}
                      data-testid="key-pair-edit"
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="حذف">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`حذف ${keyLabel(item.name)}`}
                      onClick={() => onChange(items.filter((i) => i.name !== item.name))}
                      data-testid="key-pair-remove"
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
