import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { showSuccess } from '../../../components/ui/alerts';
import { useSendInvite } from '../api/send-invite';

/** Optional: email the invite link (POST /users/sendinvite). Errors go to the one dialog. */
export function SendInviteForm() {
  const [email, setEmail] = useState('');
  const send = useSendInvite();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(email.trim(), {
      onSuccess: (response) => {
        setEmail('');
        void showSuccess(response.message || 'دعوت‌نامه فرستاده شد');
      },
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid="send-invite">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h5">
            ارسال دعوت‌نامه با ایمیل
          </Title>
          <Text size="sm" c="dimmed">
            لینک دعوت شما به این نشانی فرستاده می‌شود.
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="نشانی ایمیل"
              type="email"
              dir="ltr"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              leftSection={<IconMail size={16} aria-hidden />}
              style={{ flex: '1 1 14rem' }}
              autoComplete="email"
            />
            <Button type="submit" loading={send.isPending} disabled={email.trim() === ''}>
              ارسال دعوت‌نامه
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
