import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showSuccess } from '@/components/ui/alerts';

interface SaveDialogProps<F extends FieldValues, O, R> {
  /** The form of `useZodForm(contract schema, defaults)`: judged as docs/decisions/081-one-form-behaviour.md says. */
  form: UseFormReturn<F, unknown, O>;
  title: string;
  /** `<testId>-dialog` and (unless `submitTestId`) `<testId>-submit`, as the browser tests find them. */
  testId: string;
  submitTestId?: string;
  submitLabel: string;
  size?: ModalProps['size'];
  /** The create or update call, with the body the schema let through. */
  save: (body: O, onSuccess: (result: R) => void) => void;
  pending: boolean;
  /** The success alert and the lines under it; the dialog closes first. */
  done: string;
  doneLines?: string[];
  /** A result shown in the dialog instead of closing it (a secret shown once), with the dialog's title then. */
  shown?: { title: string; render: (result: R) => ReactNode };
  /** Runs instead of saving at once, to ask a question first; `save` saves. */
  beforeSave?: (body: O, save: (body: O) => void) => void;
  /** Replaces the cancel and submit buttons while a question stands; `save` saves. */
  footer?: (save: (body: O) => void) => ReactNode;
  /** The form's spacing between fields. */
  gap?: 'sm' | 'md';
  onClose: () => void;
  children: ReactNode;
}

/**
 * The admin's one save dialog: a modal form on the contract's schema, cancel and submit (busy while the call runs),
 * and on success it closes and says so. A failure goes to the one error dialog and leaves this one open with what
 * was typed.
 */
export function SaveDialog<F extends FieldValues, O, R>({
  form,
  title,
  testId,
  submitTestId = `${testId}-submit`,
  submitLabel,
  size,
  save,
  pending,
  done,
  doneLines = [],
  shown,
  beforeSave,
  footer,
  gap = 'md',
  onClose,
  children,
}: SaveDialogProps<F, O, R>) {
  const [result, setResult] = useState<{ value: R } | null>(null);
  const send = (body: O) =>
    save(body, (value) => {
      if (shown) return setResult({ value });
      onClose();
      void showSuccess(done, doneLines);
    });
  const submit = form.handleSubmit((body) => (beforeSave ? beforeSave(body, send) : send(body)));
  const question = footer?.(send) || null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={result && shown ? shown.title : title}
      centered
      size={size}
      data-testid={`${testId}-dialog`}
      closeOnClickOutside={!result}
    >
      {result && shown ? (
        shown.render(result.value)
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap={gap}>
            {children}
            {question ?? (
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  انصراف
                </Button>
                <Button type="submit" loading={pending} data-testid={submitTestId}>
                  {submitLabel}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      )}
    </Modal>
  );
}
