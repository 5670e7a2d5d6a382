import { Button, FileButton, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { OvpnFileBodySchema } from '@pishkhan/contract';
import { IconFileOff, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin/admin-table';
import { showSuccess } from '@/components/ui/alerts';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useZodForm } from '@/lib/use-zod-form';
import { useAddOvpnFile } from '../api/add-ovpn-file';
import { useDeleteOvpnFile } from '../api/delete-ovpn-file';

/** Add a template by pasting it or choosing a .ovpn file; its name is what resellers download. */
function AddOvpnForm() {
  const add = useAddOvpnFile();
  const form = useZodForm(OvpnFileBodySchema, { name: '', content: '' });
  const { errors } = form.formState;
  // A chosen file is judged as typed text is: once the form has been sent, at once.
  const pick = async (file: File | null) => {
    if (!file) return;
    const shouldValidate = form.formState.isSubmitted;
    form.setValue('name', file.name, { shouldValidate });
    form.setValue('content', await file.text(), { shouldValidate });
  };
  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        form.reset({ name: '', content: '' });
        void showSuccess('قالب افزوده شد');
      },
    }),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="نام فایل"
              placeholder="turkey.ovpn"
              dir="ltr"
              withAsterisk
              {...form.register('name')}
              error={errors.name?.message}
              style={{ flex: '1 1 14rem' }}
              data-testid="ovpn-name"
            />
            <FileButton onChange={pick} accept=".ovpn">
              {(props) => (
                <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} {...props}>
                  انتخاب فایل
                </Button>
              )}
            </FileButton>
          </Group>
          <Textarea
            label="محتوای قالب"
            dir="ltr"
            autosize
            minRows={3}
            maxRows={10}
            {...form.register('content')}
            error={errors.content?.message}
            styles={{ input: { fontFamily: 'monospace' } }}
            data-testid="ovpn-content"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} data-testid="ovpn-submit">
              افزودن قالب
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** OpenVPN templates resellers hand to RADIUS users. */
export function OvpnFiles({ files }: { files: { id: number; name: string }[] }) {
  const [removing, setRemoving] = useState<{ id: number; name: string }>();
  const remove = useDeleteOvpnFile();
  return (
    <Stack gap="md">
      <AddOvpnForm />
      <AdminTable
        rows={files}
        rowKey={(f) => f.id}
        rowData={(f) => ({ 'data-name': f.name })}
        testId="ovpn"
        rowTestId="ovpn-row"
        empty={{ icon: IconFileOff, title: 'هنوز قالبی افزوده نشده است', testId: 'ovpn-empty' }}
        columns={[
          {
            header: 'نام فایل',
            cell: (f) => (
              <Text size="sm" dir="ltr" ta="right" style={{ overflowWrap: 'anywhere' }}>
                {f.name}
              </Text>
            ),
          },
          {
            header: '',
            headerLabel: 'کارها',
            cell: (f) => (
              <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(f)} data-testid="delete-ovpn">
                حذف
              </Button>
            ),
            td: { w: 80 },
          },
        ]}
      />
      {removing && (
        <ConfirmDeleteDialog
          title="حذف قالب"
          message={<span dir="ltr">{removing.name}</span>}
          testId="ovpn-delete-confirm"
          remove={remove}
          variables={removing.id}
          done="قالب حذف شد"
          onClose={() => setRemoving(undefined)}
        />
      )}
    </Stack>
  );
}
