import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/** Spec section 2: delete and reset-password ask first and warn the action cannot be undone. */
export function ConfirmModal({ title, message, confirmLabel, busy, onConfirm, onClose, testId }: ConfirmModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered data-testid={testId}>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          این کار برگشت‌پذیر نیست.
        </Alert>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            انصراف
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
