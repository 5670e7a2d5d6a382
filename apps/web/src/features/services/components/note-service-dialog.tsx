import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { SERVICE_NOTE_MAX, type Service, ServiceNoteBodySchema } from '@pishkhan/contract';
import { showToast } from '@/components/ui/alerts';
import { formatNumber, toPersianDigits } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useSetServiceNote } from '../api/set-service-note';

/**
 * The reseller's own note on a service (docs/product/services-and-statuses.md#notes): only they see it, in the
 * service's row, and the list's search finds it. Saved, a toast says so; emptied, the note is gone.
 */
export function NoteServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const save = useSetServiceNote();
  const form = useZodForm(ServiceNoteBodySchema, { service_id: service.id, note: service.note });
  const typed = String(form.watch('note') ?? '');

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        onClose();
        showToast(saved.note ? 'یادداشت ذخیره شد' : 'یادداشت پاک شد');
      },
    }),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={`یادداشت سرویس شماره‌ی ${toPersianDigits(service.id)}`}
      centered
      data-testid="note-service-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label="یادداشت"
            description="فقط شما آن را می‌بینید؛ در فهرست سرویس‌ها زیر نام مشتری می‌آید و جست‌وجو آن را پیدا می‌کند."
            dir="auto"
            autosize
            minRows={2}
            maxRows={5}
            maxLength={SERVICE_NOTE_MAX}
            data-autofocus
            {...form.register('note')}
            error={form.formState.errors.note?.message}
            data-testid="note-input"
          />
          <Text size="xs" c="dimmed" ta="end" aria-live="polite">
            {formatNumber(typed.length)} از {formatNumber(SERVICE_NOTE_MAX)} نویسه
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="note-submit">
              ذخیره‌ی یادداشت
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
