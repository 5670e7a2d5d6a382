import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { SendInviteBodySchema } from '@pishkhan/contract';
import { IconMail } from '@tabler/icons-react';
import { showSuccess } from '@/components/ui/alerts';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendInvite } from '../api/send-invite';

/**
 * Optional: email the invite link (POST /users/sendinvite). The address is judged by the contract's schema, in
 * Persian, not by the browser's own English check (decision 081); the server's refusals go to the one dialog.
 */
export function SendInviteForm() {
  const send = useSendInvite();
  const form = useZodForm(SendInviteBodySchema, { email: '' });
  const email = form.watch('email');

  const submit = form.handleSubmit((values) =>
    send.mutate(values.email, {
      onSuccess: (response) => {
        form.reset({ email: '' });
        void showSuccess(response.message || 'دعوت‌نامه فرستاده شد');
      },
    }),
  );

  return (
    <Paper withBorder p="lg" radius="md" data-testid="send-invite">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            ارسال دعوت‌نامه با ایمیل
          </Title>
          <Text size="sm" c="dimmed">
            لینک دعوت شما به این نشانی فرستاده می‌شود.
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="نشانی ایمیل"
              type="email"
              dir="ltr"
              {...form.register('email')}
              error={form.formState.errors.email?.message}
              leftSection={<IconMail size={16} aria-hidden />}
              style={{ flex: '1 1 14rem' }}
              autoComplete="email"
            />
            <Button
              type="submit"
              loading={send.isPending}
              disabled={typeof email !== 'string' || email.trim() === ''}
              mt={{ base: 0, xs: 25 }}
            >
              ارسال دعوت‌نامه
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
