import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { NameBodySchema, OWN_NAME_MAX } from '@pishkhan/contract';
import { IconUser } from '@tabler/icons-react';
import { showToast } from '@/components/ui/alerts';
import { useAuthUser } from '@/lib/auth-store';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateName } from '../api/update-name';

/**
 * docs/product/screens.md#settings, decision 100: the reseller's own name, as their referrer and the provider see it;
 * left empty, they see «بی‌نام».
 */
export function NameCard() {
  const user = useAuthUser();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="own-name">
      <Stack gap="sm">
        <Title order={2} size="h5">
          نام شما
        </Title>
        <Text size="sm" c="gray.7">
          معرف شما و مدیر سامانه شما را با این نام می‌شناسند؛ خالی باشد، «بی‌نام» دیده می‌شوید.
        </Text>
        {user && <NameForm key={user.id} saved={user.name} />}
      </Stack>
    </Paper>
  );
}

function NameForm({ saved }: { saved: string }) {
  const form = useZodForm(NameBodySchema, { name: saved });
  const update = useUpdateName();
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (user) => {
        // As the server saved it (spaces folded).
        form.reset({ name: user.name });
        showToast(user.name ? 'نام شما ذخیره شد' : 'نام شما پاک شد');
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="نام و نام خانوادگی"
          autoComplete="name"
          maxLength={OWN_NAME_MAX}
          leftSection={<IconUser size={16} aria-hidden />}
          style={{ flex: '1 1 14rem' }}
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
        <Button type="submit" loading={update.isPending} mt={{ base: 0, xs: 25 }}>
          ذخیره‌ی نام
        </Button>
      </Group>
    </form>
  );
}
