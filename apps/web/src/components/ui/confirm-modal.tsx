import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  title: string;
  message: ReactNode;
  /** The red warning above the question. */
  warning?: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/**
 * An action that cannot be taken back, or one that moves money on figures that look mistyped, asks first: a warning,
 * the question, back or go (docs/product/screens.md#store deletes, the provider's rate and gift cards).
 */
export function ConfirmModal({
  title,
  message,
  warning = 'این کار برگشت‌پذیر نیست و اطلاعات آن از بین می‌رود.',
  confirmLabel,
  cancelLabel = 'بازگشت',
  busy,
  onConfirm,
  onClose,
  testId,
}: ConfirmModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered data-testid={testId}>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {warning}
        </Alert>
        <Text size="sm" component="div">
          {message}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
