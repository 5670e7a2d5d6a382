import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { PackageGroupBodySchema } from '@pishkhan/contract';
import { showSuccess } from '../../../components/ui/alerts';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSwitch } from '../../../components/ui/form-switch';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSavePackageGroup } from '../api/save-package-group';

interface GroupValues {
  id: number;
  name: string;
  info: string;
  active: boolean;
  sort: number;
}

/**
 * Create or change a package group: its name and note as resellers see them, on sale or not, and its place. Judged by
 * the contract's schema, each error going as its field is right (docs/decisions/081-one-form-behaviour.md).
 */
export function SaveGroupDialog({ group, onClose }: { group: GroupValues | null; onClose: () => void }) {
  const save = useSavePackageGroup();
  const form = useZodForm(PackageGroupBodySchema, {
    name: group?.name ?? '',
    info: group?.info ?? '',
    active: group?.active ?? true,
    sort: group?.sort ?? 0,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: group?.id, body },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(group ? 'گروه ویرایش شد' : 'گروه ساخته شد');
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={group ? `ویرایش گروه ${group.name}` : 'افزودن گروه'}
      centered
      data-testid="group-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="نام گروه"
            withAsterisk
            {...form.register('name')}
            error={errors.name?.message}
            data-testid="group-name"
          />
          <Textarea label="توضیح" autosize minRows={2} {...form.register('info')} error={errors.info?.message} />
          <FormNumberInput
            control={form.control}
            name="sort"
            label="ترتیب نمایش"
            min={0}
            allowDecimal={false}
            allowNegative={false}
          />
          <FormSwitch control={form.control} name="active" whenUnset label="در فروش" data-testid="group-active" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="group-submit">
              {group ? 'ثبت تغییرات' : 'افزودن'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
