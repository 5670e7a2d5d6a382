import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Overview } from '@pishkhan/contract';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';

interface Step {
  id: 'node' | 'group' | 'package' | 'reseller';
  label: string;
  hint: string;
  to: string;
  done: boolean;
}

/** In the order a first start is set up (README, Production): a node, a group on it, a package, a reseller. */
function steps(setup: Overview['setup']): Step[] {
  return [
    {
      id: 'node',
      label: 'افزودن نود',
      hint: 'سروری که سرویس‌ها روی آن ساخته می‌شوند',
      to: '/admin/nodes',
      done: setup.nodes > 0,
    },
    {
      id: 'group',
      label: 'ساخت گروه بسته',
      hint: 'گروه را روی نود بگذارید',
      to: '/admin/catalogue',
      done: setup.package_groups > 0,
    },
    {
      id: 'package',
      label: 'ساخت بسته',
      hint: 'قیمت، حجم و مدت آنچه فروخته می‌شود',
      to: '/admin/catalogue',
      done: setup.packages > 0,
    },
    {
      id: 'reseller',
      label: 'افزودن فروشنده',
      hint: 'کسی که سرویس می‌خرد و می‌فروشد',
      to: '/admin/resellers',
      done: setup.resellers > 0,
    },
  ];
}

/** What a fresh panel still lacks before a reseller can buy; hidden once every step is done. */
export function SetupChecklist({ setup }: { setup: Overview['setup'] }) {
  const all = steps(setup);
  if (all.every((step) => step.done)) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="setup-checklist">
      <Stack gap="sm">
        <Title order={2} size="h5">
          راه‌اندازی پنل
        </Title>
        <Text size="sm" c="dimmed">
          پیش از نخستین فروش، این کارها را به همین ترتیب انجام دهید.
        </Text>
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {all.map((step) => (
            <Group
              key={step.id}
              component="li"
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              data-testid={`setup-${step.id}`}
              data-done={step.done}
            >
              <ThemeIcon
                size={28}
                radius="xl"
                variant={step.done ? 'filled' : 'light'}
                color={step.done ? 'teal' : 'gray'}
              >
                {step.done ? <IconCheck size={18} aria-hidden /> : <IconCircleDashed size={18} aria-hidden />}
              </ThemeIcon>
              <Stack gap={0} miw={0}>
                <Anchor
                  component={Link}
                  to={step.to}
                  fw={600}
                  td={step.done ? 'line-through' : undefined}
                  c={step.done ? 'dimmed' : undefined}
                >
                  {step.label}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {step.done ? 'انجام شد' : step.hint}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
